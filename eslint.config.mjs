// One lint configuration for the whole repository: TypeScript (type-aware where it finds real
// defects), React, hooks and jsx-a11y for the browser code, Node globals for build code, scripts
// and functions. Formatting is Prettier's job, so eslint-config-prettier switches off the rules
// that would fight it. `npm test` runs this with --max-warnings 0.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      ".netlify/",
      "reports/",
      "test-results/",
      "outbox/",
      "src/gatsby-types.d.ts",
      "static/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tests/mocks/**"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Emotion's css prop and TypeScript's types do the work these rules were written for.
      "react/prop-types": "off",
      // `css` is Emotion's prop; the rest are HTML attributes React 18 passes through untouched.
      "react/no-unknown-property": ["error", { ignore: ["css", "commandfor", "command", "closedby", "fetchpriority"] }],
      // A labelled scrolling region must take focus so keyboard users can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }],
    },
  },
  {
    // Declaration merging must repeat the library's type parameters, used or not.
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // These drive Chromium; the functions they hand to page.evaluate run in the page.
    files: ["scripts/first-working-tap.mjs", "scripts/bench.mjs", "scripts/bench-navigation.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
