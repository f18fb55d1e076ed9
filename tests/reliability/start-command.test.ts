import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { embeddedPgDir, readPostmaster } from "~/db/embedded.server";
import { createSite, startApp, type AppProcess, type Site } from "./app-process";

/**
 * `npm start` runs the server on jemalloc when the machine has it (decision 036): measured, it
 * gives the memory of a load back where glibc's arenas keep it. CI installs it (`libjemalloc2`);
 * a machine without it fails here with the command that installs it.
 */
const mapsOf = (pid: number) => readFileSync(`/proc/${pid}/maps`, "utf8");
const listening = (app: AppProcess) => JSON.parse(app.logs.find((line) => line.includes('"listening on')) ?? "{}") as { allocator?: string };

describe("npm start", () => {
  let site: Site;
  afterAll(async () => site?.cleanup());

  it("runs the server on jemalloc, and the embedded PostgreSQL on its own allocator", async () => {
    // The embedded database, whichever mode CI runs: its processes are what must not inherit it.
    site = await createSite({ serverUrl: null });
    const app = await startApp(site, { buildDir: inject("buildDir"), npmStart: true });
    try {
      expect(listening(app).allocator, "no jemalloc on this machine: apt-get install -y libjemalloc2").toBe("jemalloc");
      expect(mapsOf(app.child.pid!)).toContain("libjemalloc");
      const postmaster = readPostmaster(embeddedPgDir(site.dataDir));
      expect(postmaster).toBeDefined();
      expect(mapsOf(postmaster!.pid)).not.toContain("libjemalloc");
      expect((await fetch(`${app.baseUrl}/book`)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it("runs it on the system's allocator with JEMALLOC=off", async () => {
    const app = await startApp(site, { buildDir: inject("buildDir"), npmStart: true, env: { JEMALLOC: "off" } });
    try {
      expect(listening(app).allocator).toBe("system");
      expect(mapsOf(app.child.pid!)).not.toContain("libjemalloc");
    } finally {
      await app.stop();
    }
  });

  it("gives node the flags in NODE_FLAGS, which NODE_OPTIONS refuses (a CPU profile for the bench)", async () => {
    const profiles = mkdtempSync(path.join(tmpdir(), "start-flags-"));
    try {
      const app = await startApp(site, {
        buildDir: inject("buildDir"),
        npmStart: true,
        env: { NODE_FLAGS: `--cpu-prof --cpu-prof-dir=${profiles}` },
      });
      await app.stop();
      expect(readdirSync(profiles).filter((name) => name.endsWith(".cpuprofile"))).toHaveLength(1);
    } finally {
      rmSync(profiles, { recursive: true, force: true });
    }
  });
});
