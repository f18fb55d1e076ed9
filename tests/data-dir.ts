import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { LOCATION_MARKER } from "~/db/embedded.server";

/** Deletes a test's DATA_DIR and, when its embedded database was kept elsewhere (as root), that folder too. */
export function removeDataDir(dataDir: string) {
  const marker = path.join(dataDir, LOCATION_MARKER);
  if (existsSync(marker)) rmSync(path.dirname(readFileSync(marker, "utf8").trim()), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
