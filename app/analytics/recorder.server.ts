import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { marketingPaths } from "~/content/site";
import { getPool } from "~/db/client.server";
import { isoDateInZone } from "~/leads/dates";
import { logger } from "~/utils/logger.server";
import { campaignOf, cleanPath, deviceClass, hostOf, isCountable, type Device, type HeaderReader } from "./classify";

/** Rows written at once; the buffer is flushed when it holds this many, or every second. */
export const FLUSH_ROWS = 1_000;
export const FLUSH_INTERVAL_MS = 1_000;
/** Rows held at most while the database is slow; beyond that, views are dropped and counted. */
export const MAX_BUFFERED = 20_000;

type Pending = {
  at: number;
  kind: "view" | "form_start";
  path: string;
  /** Address and browser, hashed with the day's salt at flush time and then forgotten. */
  key: string;
  entry: boolean;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: Device;
};

const countedPaths = new Set(marketingPaths);
const buffer: Pending[] = [];
let dropped = 0;
let enabled = false;
let flushing: Promise<void> | undefined;
let timer: NodeJS.Timeout | undefined;
const salts = new Map<string, Buffer>();

/** Whether page views of `path` are counted: the public marketing pages, not admin or status pages. */
export function isCountedPath(path: string): boolean {
  return countedPaths.has(path);
}

function push(row: Pending) {
  if (!enabled) return;
  if (buffer.length >= MAX_BUFFERED) {
    dropped += 1;
    return;
  }
  buffer.push(row);
  if (buffer.length === FLUSH_ROWS) setImmediate(() => void flushAnalytics());
}

function readerOf(req: IncomingMessage): HeaderReader {
  return (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

/**
 * The server-side count of a page view: call it when a public page's HTML is answered
 * (200 or 304), with the page's path and the client's address (proxy-aware, as Express's
 * `req.ip`). Cheap and synchronous: it only checks headers and appends to a memory buffer.
 * The browser script does not count this view again; it counts client-side navigations.
 */
export function countPageView(req: IncomingMessage, path: string, ip: string | undefined): void {
  if (!enabled || req.method !== "GET" || !isCountedPath(path)) return;
  const header = readerOf(req);
  if (!isCountable(header)) return;
  const referrer = hostOf(header("referer"));
  const ownHost = (header("host") ?? "").replace(/:\d+$/, "").toLowerCase();
  const external = referrer !== undefined && referrer !== ownHost;
  const queryAt = req.url?.indexOf("?") ?? -1;
  const campaign = queryAt >= 0 ? campaignOf(new URLSearchParams(req.url!.slice(queryAt + 1))) : {};
  push({
    at: Date.now(),
    kind: "view",
    path,
    key: `${ip ?? ""}\n${header("user-agent") ?? ""}`,
    entry: referrer === undefined || external,
    referrerHost: external ? referrer : null,
    utmSource: campaign.utmSource ?? null,
    utmMedium: campaign.utmMedium ?? null,
    utmCampaign: campaign.utmCampaign ?? null,
    device: deviceClass(header("user-agent")),
  });
}

/** A view after a client-side navigation, or the first touch of a form, reported by the browser script. */
export function countBeaconEvent(req: IncomingMessage, kind: "view" | "form_start", rawPath: string, ip: string | undefined): boolean {
  const path = cleanPath(rawPath);
  if (!enabled || !path || !isCountedPath(path)) return false;
  const header = readerOf(req);
  if (!isCountable(header)) return false;
  push({
    at: Date.now(),
    kind,
    path,
    key: `${ip ?? ""}\n${header("user-agent") ?? ""}`,
    entry: false,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: deviceClass(header("user-agent")),
  });
  return true;
}

/** Today's salt (created by whichever app server asks first), cached in memory. */
async function saltFor(day: string): Promise<Buffer> {
  const cached = salts.get(day);
  if (cached) return cached;
  const pool = getPool();
  await pool.query("insert into analytics_salts (day, salt) values ($1, $2) on conflict do nothing", [day, randomBytes(32)]);
  const { rows } = await pool.query<{ salt: Buffer }>("select salt from analytics_salts where day = $1", [day]);
  const salt = rows[0]!.salt;
  if (salts.size > 4) salts.clear();
  salts.set(day, salt);
  return salt;
}

/** The visitor hash: SHA-256 of the day's salt, the address and the browser, cut to 128 bits. */
export function visitorHash(salt: Buffer, key: string): string {
  return createHash("sha256").update(salt).update(key).digest("base64url").slice(0, 22);
}

async function write(rows: Pending[]) {
  const dayOf = new Map<number, string>();
  const days: string[] = [];
  const visitors: string[] = [];
  for (const row of rows) {
    const minute = Math.floor(row.at / 60_000);
    let day = dayOf.get(minute);
    if (!day) {
      day = isoDateInZone(new Date(row.at));
      dayOf.set(minute, day);
    }
    days.push(day);
    visitors.push(visitorHash(await saltFor(day), row.key));
  }
  await getPool().query(
    `insert into analytics_events (at, day, kind, path, visitor, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)
     select * from unnest($1::timestamptz[], $11::date[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
    [
      rows.map((row) => new Date(row.at)),
      rows.map((row) => row.kind),
      rows.map((row) => row.path),
      visitors,
      rows.map((row) => row.entry),
      rows.map((row) => row.referrerHost),
      rows.map((row) => row.utmSource),
      rows.map((row) => row.utmMedium),
      rows.map((row) => row.utmCampaign),
      rows.map((row) => row.device),
      days,
    ],
  );
}

/** Writes what the buffer holds in one multi-row INSERT per batch; a failed batch is dropped and counted. */
export async function flushAnalytics(): Promise<void> {
  while (flushing) await flushing;
  if (buffer.length === 0 && dropped === 0) return;
  const rows = buffer.splice(0, FLUSH_ROWS);
  const lost = dropped;
  dropped = 0;
  flushing = (async () => {
    if (lost > 0) logger.warn({ dropped: lost }, "analytics: page views dropped (buffer full)");
    if (rows.length === 0) return;
    try {
      await write(rows);
    } catch (error) {
      logger.warn({ err: error, dropped: rows.length }, "analytics: writing page views failed; they are dropped");
    }
  })();
  try {
    await flushing;
  } finally {
    flushing = undefined;
  }
  if (buffer.length >= FLUSH_ROWS) await flushAnalytics();
}

/** Starts counting: the buffer is flushed every second. The returned stop() flushes what is left. */
export function startAnalyticsRecorder(): () => Promise<void> {
  enabled = true;
  timer = setInterval(() => void flushAnalytics(), FLUSH_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    timer = undefined;
    enabled = false;
    while (buffer.length > 0) await flushAnalytics();
    await flushAnalytics();
  };
}

/** Rows waiting in memory (tests, diagnostics). */
export function bufferedAnalytics(): number {
  return buffer.length;
}
