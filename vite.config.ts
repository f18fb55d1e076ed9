import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The public pages' shared pieces, bundled as one chunk: each page then preloads a handful of
 * files instead of ~20 tiny ones (on HTTP/1.1 and slow phones every extra request costs a round trip).
 */
const SITE_MODULES =
  /app\/(components\/(site-chrome|site-header|site-footer|mobile-cta-bar|logo|icons|button-styles|feature-icon|site-picture|recent-work|review-byline|locations-grid|stars|section-heading|faq-list|cta-banner|not-found-page|toast-from-server)\.tsx?|content\/(site|trust)\.ts)$|node_modules\/clsx\//;

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
  ssr: { noExternal: ["lucide-react", "date-fns", "react-day-picker", "drizzle-orm", "zod", /^@conform-to\//] },
  plugins: [tailwindcss(), reactRouter()],
}));
