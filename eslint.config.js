import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import floors from "./eslint/floors.js";

export default tseslint.config(
  {
    ignores: ["build/", "public/v.js", "public/site.js", "public/quote.js", "public/window-choice.js", "public/booking.js", "build-*/", "data/", "data-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "app/db/migrations/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Imports run only down the floors, server/ beside the routes (decisions 050, 082); tests beside
    // the code may reach any floor.
    files: ["app/**/*.{ts,tsx,js}", "server/**/*.{ts,js}"],
    ignores: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    plugins: { floors },
    rules: {
      "floors/floors": "error",
      // The SDKs a request seldom needs are loaded on first use, not at start (decision 024).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["stripe", "openai", "pdf-lib", "sharp", "nodemailer"].map((name) => ({
            name,
            message: "Load it on first use with `await import(...)` (decision 024); `import type` is fine.",
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  {
    files: ["server/main.js", "scripts/**", "tests/**", "bench/**"],
    rules: { "no-console": "off" },
  },
);
