import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { localizedMarketingPaths } from "~/content/site";
import { getPool } from "~/db/client.server";
import { isoDateInZone } from "~/utils/dates";
import { clientKey } from "~/utils/client-address";
import { logger } from "~/utils/logger.server";
import { campaignOf, cleanPath, deviceClass, hostOf, isCountable, type Device, type HeaderReader } from "~/utils/request-origin";
import { OTHER_VALUE } from "./rollup.server";

/** Distinct views held before a flush is started early; otherwise the buffer is flushed every second. */
export const FLUSH_ROWS = 1_000;
export const FLUSH_INTERVAL_MS = 1_000;
/** Distinct views held at most while the database is slow; beyond that, new ones are dropped and counted. */
export const MAX_BUFFERED = 20_000;
/**
 * Distinct sources and campaigns this process stores per day: a new one beyond is stored as
 * "(other)" (decision 048). The report keeps the day's 50 most visited of them
 * (`MAX_VALUES_PER_DAY`); this bounds the work of ranking them when strangers invent one per request.
 */
export const MAX_STORED_VALUES_PER_DAY = 1_000;

/**
 * Identical views of a flush interval, folded into one entry with a count (decision 032): same
 * business day, kind, page, address and browser, and for an entry view the same source and
 * campaign. `address` and `agent` are hashed with the day's salt at flush time and then
 * forgotten.
 */
type Fold = {
  day: string;
  kind: "view" | "form_start";
  path: string;
  address: string;
  agent: string;
  device: Device;
  views: number;
  /** An entry view (from another site, an advert or nowhere) names the visit's landing page, source and campaign. */
  entry: boolean;
  /** When the first of these views arrived (ms): the earliest entry of a day names the visit. */
  at: number;
  source: string | null;
  campaign: string | null;
};

type ClientIp = string | undefined | ((req: IncomingMessage) => string | undefined);

/** Both languages' pages: /es/book is its own page in the reports. */
const countedPaths = new Set(localizedMarketingPaths);
let folds = new Map<string, Fold>();
let dropped = 0;
let enabled = false;
let flushing: Promise<void> | undefined;
let timer: NodeJS.Timeout | undefined;
const salts = new Map<string, Buffer>();
/** The sources and campaigns stored so far, for the days being written (today, and yesterday's late views). */
const storedValues = new Map<string, { source: Set<string>; campaign: Set<string> }>();
/** The business day, worked out once a minute rather than per view. */
let dayMinute = -1;
let currentDay = "";

/** Whether page views of `path` are counted: the public marketing pages, not admin or status pages. */
export function isCountedPath(path: string): boolean {
  return countedPaths.has(path);
}

function businessDay(at: number): string {
  const minute = Math.floor(at / 60_000);
  if (minute !== dayMinute) {
    dayMinute = minute;
    currentDay = isoDateInZone(new Date(at));
  }
  return currentDay;
}

function add(
  req: IncomingMessage,
  ip: ClientIp,
  kind: Fold["kind"],
  path: string,
  entry: boolean,
  source: string | null,
  campaign: string | null,
): Fold | undefined {
  const agent = req.headers["user-agent"] ?? "";
  const address = typeof ip === "function" ? ip(req) : ip;
  const at = Date.now();
  const day = businessDay(at);
  const key = `${address ?? ""}\n${agent}`;
  const id = entry ? `${day}\0${kind}\0${path}\0${key}\0${source ?? ""}\0${campaign ?? ""}` : `${day}\0${kind}\0${path}\0${key}`;
  const fold = folds.get(id);
  if (fold) {
    fold.views += 1;
    return fold;
  }
  if (folds.size >= MAX_BUFFERED) {
    dropped += 1;
    return undefined;
  }
  const created: Fold = { day, kind, path, address: address ?? "", agent, device: deviceClass(agent), views: 1, entry, at, source, campaign };
  folds.set(id, created);
  if (folds.size === FLUSH_ROWS) setImmediate(() => void flushAnalytics());
  return created;
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
 * `req.ip`), or a function giving it, called only when the view is counted. Cheap and
 * synchronous: a few header reads and one count in memory. The browser script does not count
 * this view again; it counts client-side navigations.
 */
export function countPageView(req: IncomingMessage, path: string, ip: ClientIp): void {
  if (!enabled || req.method !== "GET" || !isCountedPath(path)) return;
  const header = readerOf(req);
  if (!isCountable(header)) return;
  const referer = header("referer");
  const referrer = referer === undefined ? undefined : hostOf(referer);
  const ownHost = referrer === undefined ? "" : (header("host") ?? "").replace(/:\d+$/, "").toLowerCase();
  const external = referrer !== undefined && referrer !== ownHost;
  if (!(referrer === undefined || external)) {
    add(req, ip, "view", path, false, null, null);
    return;
  }
  const queryAt = req.url?.indexOf("?") ?? -1;
  const campaign = queryAt >= 0 ? campaignOf(new URLSearchParams(req.url!.slice(queryAt + 1))) : {};
  const source = campaign.utmSource ?? (external ? referrer : undefined) ?? "(direct)";
  add(req, ip, "view", path, true, source, campaign.utmCampaign ?? null);
}

/** A view after a client-side navigation, or the first touch of a form, reported by the browser script. */
export function countBeaconEvent(req: IncomingMessage, kind: "view" | "form_start", rawPath: string, ip: string | undefined): boolean {
  const path = cleanPath(rawPath);
  if (!enabled || !path || !isCountedPath(path)) return false;
  if (!isCountable(readerOf(req))) return false;
  add(req, ip, kind, path, false, null, null);
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

/**
 * The visitor hash: SHA-256 of the day's salt, the client (an IPv4 address, or an IPv6 /64:
 * `clientKey`, so that one IPv6 host is one visitor, decision 048) and the browser, cut to 128 bits.
 */
export function visitorHash(salt: Buffer, address: string, agent: string): string {
  return createHash("sha256").update(salt).update(`${clientKey(address)}\n${agent}`).digest("base64url").slice(0, 22);
}

/** The value as stored: itself if already stored today or while the day has room, else "(other)". */
function storedValue(day: string, dimension: "source" | "campaign", value: string | null): string | null {
  if (value === null) return null;
  let stored = storedValues.get(day);
  if (!stored) {
    if (storedValues.size >= 2) storedValues.delete(storedValues.keys().next().value!);
    stored = { source: new Set(), campaign: new Set() };
    storedValues.set(day, stored);
  }
  const values = stored[dimension];
  if (values.has(value)) return value;
  if (values.size >= MAX_STORED_VALUES_PER_DAY) return OTHER_VALUE;
  values.add(value);
  return value;
}

type PageRow = { day: string; kind: string; path: string; visitor: string; views: number };
type VisitRow = { day: string; visitor: string; views: number; device: Device; landedAt: number | null; landing: string | null; source: string | null; campaign: string | null };

/**
 * Adds the folded views to today's per-page and per-visit rows in one statement: each distinct
 * visitor is hashed once, and the visit's landing page, source and campaign are those of its
 * earliest entry view, whichever flush it came in.
 */
async function write(batch: Fold[]) {
  const hashes = new Map<string, string>();
  const pages = new Map<string, PageRow>();
  const visits = new Map<string, VisitRow>();
  for (const fold of batch) {
    const hashKey = `${fold.day}\n${fold.address}\n${fold.agent}`;
    let visitor = hashes.get(hashKey);
    if (!visitor) {
      visitor = visitorHash(await saltFor(fold.day), fold.address, fold.agent);
      hashes.set(hashKey, visitor);
    }
    const pageKey = `${fold.day}\0${fold.kind}\0${fold.path}\0${visitor}`;
    const page = pages.get(pageKey);
    if (page) page.views += fold.views;
    else pages.set(pageKey, { day: fold.day, kind: fold.kind, path: fold.path, visitor, views: fold.views });
    if (fold.kind !== "view") continue;
    const visitKey = `${fold.day}\0${visitor}`;
    let visit = visits.get(visitKey);
    if (!visit) {
      visit = { day: fold.day, visitor, views: 0, device: fold.device, landedAt: null, landing: null, source: null, campaign: null };
      visits.set(visitKey, visit);
    }
    visit.views += fold.views;
    if (fold.entry && (visit.landedAt === null || fold.at < visit.landedAt)) {
      Object.assign(visit, { landedAt: fold.at, landing: fold.path, source: fold.source, campaign: fold.campaign });
    }
  }
  const p = [...pages.values()];
  const v = [...visits.values()];
  for (const visit of v) {
    visit.source = storedValue(visit.day, "source", visit.source);
    visit.campaign = storedValue(visit.day, "campaign", visit.campaign);
  }
  await getPool().query(
    `with pages as (
       insert into analytics_page_visitors (day, kind, path, visitor, views)
       select * from unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[])
       on conflict (day, kind, path, visitor) do update set views = analytics_page_visitors.views + excluded.views
     )
     insert into analytics_visits (day, visitor, views, device, landed_at, landing, source, campaign)
     select * from unnest($6::date[], $7::text[], $8::int[], $9::text[], $10::timestamptz[], $11::text[], $12::text[], $13::text[])
     on conflict (day, visitor) do update set
       views = analytics_visits.views + excluded.views,
       landing = case when excluded.landed_at < coalesce(analytics_visits.landed_at, 'infinity') then excluded.landing else analytics_visits.landing end,
       source = case when excluded.landed_at < coalesce(analytics_visits.landed_at, 'infinity') then excluded.source else analytics_visits.source end,
       campaign = case when excluded.landed_at < coalesce(analytics_visits.landed_at, 'infinity') then excluded.campaign else analytics_visits.campaign end,
       landed_at = least(analytics_visits.landed_at, excluded.landed_at)`,
    [
      p.map((row) => row.day),
      p.map((row) => row.kind),
      p.map((row) => row.path),
      p.map((row) => row.visitor),
      p.map((row) => row.views),
      v.map((row) => row.day),
      v.map((row) => row.visitor),
      v.map((row) => row.views),
      v.map((row) => row.device),
      v.map((row) => (row.landedAt === null ? null : new Date(row.landedAt))),
      v.map((row) => row.landing),
      v.map((row) => row.source),
      v.map((row) => row.campaign),
    ],
  );
}

/** Writes what the buffer holds in one statement; a failed write is dropped and its views counted in the log. */
export async function flushAnalytics(): Promise<void> {
  while (flushing) await flushing;
  if (folds.size === 0 && dropped === 0) return;
  const batch = [...folds.values()];
  folds = new Map();
  const lost = dropped;
  dropped = 0;
  flushing = (async () => {
    if (lost > 0) logger.warn({ dropped: lost }, "analytics: page views dropped (buffer full)");
    if (batch.length === 0) return;
    try {
      await write(batch);
    } catch (error) {
      logger.warn({ err: error, dropped: batch.reduce((sum, fold) => sum + fold.views, 0) }, "analytics: writing page views failed; they are dropped");
    }
  })();
  try {
    await flushing;
  } finally {
    flushing = undefined;
  }
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
    await flushAnalytics();
  };
}
