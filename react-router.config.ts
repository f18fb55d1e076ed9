import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
