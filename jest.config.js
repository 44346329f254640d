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
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)"],
  setupFilesAfterEnv: ["<rootDir>/tests/jest-setup.ts"],
  globals: { __PATH_PREFIX__: "" },
  testTimeout: 20000,
};
