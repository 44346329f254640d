/** Gatsby's documented jest transform, with TypeScript and Emotion's JSX runtime. */
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    ["@babel/preset-typescript", { isTSX: true, allExtensions: true }],
  ],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
