import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFileOffThread } from "./file-writer.server";

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("writeFileOffThread", () => {
  it("writes each file, its folder made if missing, every write settled in the order handed", async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "writer-"));
    const settled: number[] = [];
    const writes = Array.from({ length: 20 }, (_, index) =>
      writeFileOffThread(path.join(folder, "outbox", `${String(index).padStart(2, "0")}.eml`), Buffer.from(`message ${index}`)).then(() =>
        settled.push(index),
      ),
    );
    await Promise.all(writes);
    expect(settled).toEqual(Array.from({ length: 20 }, (_, index) => index));
    const files = readdirSync(path.join(folder, "outbox")).sort();
    expect(files).toHaveLength(20);
    expect(readFileSync(path.join(folder, "outbox", files[7]!), "utf8")).toBe("message 7");
  });

  it("fails a write that cannot be made with its reason, and goes on with the next", async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "writer-"));
    writeFileSync(path.join(folder, "not-a-folder"), "");
    const failing = writeFileOffThread(path.join(folder, "not-a-folder", "a.eml"), Buffer.from("lost"));
    const next = writeFileOffThread(path.join(folder, "b.eml"), Buffer.from("kept"));
    await expect(failing).rejects.toThrow(/EEXIST/);
    await next;
    expect(readFileSync(path.join(folder, "b.eml"), "utf8")).toBe("kept");
  });
});
