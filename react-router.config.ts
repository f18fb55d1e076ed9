import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { prerenderPaths } from "./app/content/site";
import { precompressPages } from "./server/precompressed";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  // Only the admin's pages are hydrated (decision 025): they load the whole route manifest as one
  // cached file instead of carrying their part of it inline (4.6 KB of every admin page's HTML).
  routeDiscovery: { mode: "initial" },
  // Brotli at quality 11 costs ~170 ms of CPU a page: paid once here, not at every start (decision 024).
  buildEnd: ({ reactRouterConfig }) => precompressPages(path.join(reactRouterConfig.buildDirectory, "client")),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
