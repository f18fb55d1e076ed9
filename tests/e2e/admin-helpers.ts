import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { runningEmbeddedUrl } from "~/db/embedded.server";

const run = promisify(execFile);

/** The e2e server's data folder (see playwright.config.ts): its embedded database and its outbox. */
export const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? "./data-e2e");

export const PASSWORD = "e2e password that is long";

/** A fresh address for each test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** `npm run admin:create` against the running e2e server's database, exactly as an operator would. */
export async function createAdminWithCli(email: string, role: "Super Admin" | "Ops Admin" = "Super Admin", password = PASSWORD) {
  const { stdout } = await run("npm", ["run", "-s", "admin:create", "--", "--email", email, "--password", password, "--role", role], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  return stdout;
}

let pool: pg.Pool | undefined;

/** The e2e server's database: DATABASE_URL, or its embedded PostgreSQL. */
export function database(): pg.Pool {
  if (!pool) {
    const url = process.env.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
    if (!url) throw new Error(`No running e2e server found in ${dataDir}`);
    pool = new pg.Pool({ connectionString: url, max: 2 });
  }
  return pool;
}

/** Leads straight in the database, named `<prefix> 001`, `<prefix> 002`…, the last one newest. Returns their ids in that order. */
export async function seedLeads(prefix: string, count: number, status = "New"): Promise<string[]> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code, created_at)
     select $1 || ' ' || lpad(g::text, 3, '0'), '(310) 555-0100', 'customer@example.com', 'tv-mounting',
            'Mount a 65" TV above the fireplace.', $2, '123 Main St', '91101', now() - make_interval(secs => ($3 - g))
     from generate_series(1, $3) g
     order by g
     returning id`,
    [prefix, status, count],
  );
  return rows.map((row) => row.id);
}

export async function closeDatabase() {
  await pool?.end();
  pool = undefined;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the e-mail to `to` in the outbox folder and returns the path of its link to `/admin/<kind>/…`. */
export async function linkFromOutbox(to: string, kind: "accept-invite" | "reset-password", timeoutMs = 25_000): Promise<string> {
  return pathFromOutbox(to, new RegExp(`https?://[^\\s/]+(/admin/${kind}/[\\w-]{43})`), timeoutMs);
}

/** Waits for an e-mail to `to` in the outbox folder whose text matches `pattern`, and returns the pattern's first group. */
export async function pathFromOutbox(to: string, pattern: RegExp, timeoutMs = 25_000): Promise<string> {
  const folder = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
    } catch {
      files = [];
    }
    for (const name of files) {
      const message = decodeQuotedPrintable(readFileSync(path.join(folder, name), "utf8"));
      if (!message.includes(`To: ${to}`)) continue;
      const match = pattern.exec(message);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern} in ${folder}`);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The dashboard's tab bar. */
export function tabs(page: Page) {
  return page.getByRole("navigation", { name: "Dashboard sections" });
}

/** A small real JPEG, stored as a lead's photo straight in the database. */
export async function addPhoto(leadId: string): Promise<void> {
  const sharp = (await import("sharp")).default;
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 21, g: 87, b: 184 } } })
    .jpeg()
    .toBuffer();
  await database().query(
    "insert into lead_photos (lead_id, content_type, width, height, bytes) values ($1, 'image/jpeg', 64, 48, $2)",
    [leadId, bytes],
  );
}

/** The second step of a consequential form (decision 060): the panel asks `question`; press its button. */
export async function confirmStep(page: Page, question: string | RegExp): Promise<void> {
  const panel = page.getByRole("region", { name: question });
  await expect(panel).toBeVisible();
  await panel.getByRole("button").click();
}

/** The office the leads list's 60 KB bar is measured for: this many active admins (the list's assignee choices name each). */
export const OFFICE_ADMINS = 10;

async function activeAdmins(): Promise<number> {
  const { rows } = await database().query<{ n: number }>("select count(*)::int as n from admin_users where is_active");
  return rows[0]!.n;
}

/**
 * The bytes of a leads list page (`path`, fetched with `request`) as an office of OFFICE_ADMINS
 * admins gets it. The e2e database holds every admin the run has made (hundreds), and the page
 * names each active one; so the page is fetched, an admin added, the page fetched again, and the
 * cost of one admin, measured so, taken off for each admin past the office's.
 */
export async function listBytesForOffice(request: { get: (url: string) => Promise<{ text: () => Promise<string> }> }, path: string) {
  const before = await activeAdmins();
  const html = await (await request.get(path)).text();
  await createAdminWithCli(uniqueEmail("extra"), "Ops Admin");
  const after = await activeAdmins();
  const again = await (await request.get(path)).text();
  const perAdmin = (Buffer.byteLength(again) - Buffer.byteLength(html)) / Math.max(1, after - before);
  return { html, bytes: Buffer.byteLength(html) - Math.max(0, before - OFFICE_ADMINS) * perAdmin, perAdmin, admins: before };
}
