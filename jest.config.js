/** Unit, component, content and function tests. End-to-end tests run in Playwright (tests/e2e). */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/jest-preprocess.js" },
  testMatch: [
    "<rootDir>/src/**/*.test.ts?(x)",
    "<rootDir>/gatsby/**/*.test.ts",
    "<rootDir>/netlify/**/*.test.ts",
    "<rootDir>/tests/unit/**/*.test.ts?(x)",
  ],
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/tests/mocks/style.js",
    "\\.(woff2)$": "<rootDir>/tests/mocks/file.js",
    "^gatsby$": "<rootDir>/tests/mocks/gatsby.tsx",
    // Published for `import` only (no `require` condition); transformed like the rest of MDX's packages.
    "^(estree-walker|periscopic|is-reference)$": "<rootDir>/node_modules/$1/src/index.js",
  },
  // The editor's previews compile MDX with @mdx-js/mdx, which (with its unified packages) is published as ES modules only.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|@mdx-js|micromark[\\w-]*|mdast-util-[\\w-]+|unist-[\\w-]+|hast-util-[\\w-]+|estree-util-[\\w-]+|unified|bail|trough|vfile[\\w-]*|is-plain-obj|property-information|space-separated-tokens|comma-separated-tokens|zwitch|longest-streak|ccount|character-entities[\\w-]*|character-reference-invalid|decode-named-character-reference|periscopic|estree-walker|is-reference|astring|markdown-extensions|remark-[\\w-]+|stringify-entities|trim-lines|html-void-elements|is-decimal|is-hexadecimal|is-alphanumerical|is-alphabetical|parse-entities|devlop|unist-builder)/)",
  ],
  setupFilesAfterEnv: ["<rootDir>/tests/jest-setup.ts"],
  globals: { __PATH_PREFIX__: "" },
  testTimeout: 20000,
};
