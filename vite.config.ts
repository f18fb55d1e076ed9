import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The chrome of the hydrated public pages (/book, /status), bundled as one chunk: each page then
 * preloads a handful of files instead of ~20 tiny ones. The marketing pages' own components stay
 * out of it: those pages are not hydrated (decision 025), so their code never reaches a browser.
 */
const SITE_MODULES =
  /app\/(components\/(site-chrome|site-header|site-footer|mobile-cta-bar|logo|icons|button-styles|toast-from-server|static-page)\.tsx?|content\/site\.ts)$|node_modules\/clsx\//;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { codeSplitting: { groups: [{ name: "site", test: SITE_MODULES }] } } },
  },
  resolve: { tsconfigPaths: true },
  // Bundled into the server build rather than imported from node_modules at start (decision 024):
  // the icon, date and calendar libraries' entry points load every icon and every locale, and
  // drizzle-orm and zod are a hundred-odd files each (conform goes with zod: one copy of it);
  // bundled, only what the app uses is loaded.
  ssr: { noExternal: ["lucide-react", "date-fns", "drizzle-orm", "zod", /^@conform-to\//] },
  plugins: [tailwindcss(), reactRouter()],
}));
