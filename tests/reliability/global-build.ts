import { spawnSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";

/** Where the reliability tests' production build lives (git-ignored, like every build-*). */
export const RELIABILITY_BUILD_DIR = path.resolve("build-reliability");

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
  }
}

/** Builds the app once for every reliability test (a few seconds). */
export default function setup(project: TestProject) {
  const buildDir = process.env.RELIABILITY_BUILD_DIR ?? RELIABILITY_BUILD_DIR;
  const result = spawnSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], {
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  project.provide("buildDir", buildDir);
}
