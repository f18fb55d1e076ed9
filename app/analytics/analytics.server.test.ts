import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getPool } from "~/db/client.server";
import { createLead } from "~/leads/leads.server";
import { isoDateInZone } from "~/utils/dates";
import { resetEnvCache } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { resetDb } from "../../tests/db";
import { deviceClass, isCountable } from "~/utils/request-origin";
import { queueWeeklyDigest } from "./digest.server";
import { leadOrigin } from "~/leads/origin/lead-source.server";
import { periodFromQuery } from "./period";
import { shownReport, SHOWN_ROWS } from "./report";
import { countBeaconEvent, countPageView, flushAnalytics, MAX_BUFFERED, startAnalyticsRecorder } from "./recorder.server";
import { analyticsReport } from "./report.server";
import { bookVisit } from "~/flows/book-visit.server";
import { tuesdayAfter } from "../../tests/schedule-fixtures";
import { MAX_VALUES_PER_DAY, OTHER_VALUE, refreshLeadDays, rollUpAnalytics } from "./rollup.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  return { method, url, headers: { host: "localhost:3000", "user-agent": CHROME, ...headers } } as unknown as IncomingMessage;
}

type PageRow = { kind: string; path: string; visitor: string; views: number };
type VisitRow = { visitor: string; views: number; device: string; landing: string | null; source: string | null; campaign: string | null };

async function pageRows(): Promise<PageRow[]> {
  const { rows } = await getPool().query<PageRow>("select kind, path, visitor, views from analytics_page_visitors order by kind, path, visitor");
  return rows;
}

async function visitRows(): Promise<VisitRow[]> {
  const { rows } = await getPool().query<VisitRow>("select visitor, views, device, landing, source, campaign from analytics_visits order by device, visitor");
  return rows;
}

let stop: () => Promise<void>;
beforeAll(() => {
  stop = startAnalyticsRecorder();
});
afterAll(async () => {
  await stop();
});
beforeEach(resetDb);

describe("counting", () => {
  it("counts a page's HTML once, with its landing page, source, campaign and device, and the beacon with the same visitor", async () => {
    countPageView(request("/services/tv-mounting?utm_source=News&utm_campaign=spring&x=1", { referer: "https://www.google.com/search?q=tv" }), "/services/tv-mounting", "203.0.113.7");
    expect(countBeaconEvent(request("/api/event", {}, "POST"), "view", "/about", "203.0.113.7")).toBe(true);
    countPageView(request("/", { "user-agent": IPHONE }), "/", "203.0.113.8");
    await flushAnalytics();
    const pages = await pageRows();
    expect(pages.map((row) => [row.path, row.views])).toEqual([["/", 1], ["/about", 1], ["/services/tv-mounting", 1]]);
    const about = pages.find((row) => row.path === "/about")!;
    expect(pages.find((row) => row.path === "/services/tv-mounting")!.visitor).toBe(about.visitor);
    expect(pages.find((row) => row.path === "/")!.visitor).not.toBe(about.visitor);
    expect(await visitRows()).toEqual([
      { visitor: about.visitor, views: 2, device: "desktop", landing: "/services/tv-mounting", source: "news", campaign: "spring" },
      { visitor: expect.any(String), views: 1, device: "mobile", landing: "/", source: "(direct)", campaign: null },
    ]);
    const stored = JSON.stringify([await pageRows(), await visitRows()]);
    expect(stored).not.toContain("203.0.113");
  });

  it("folds identical views into one row with their count: two views, one visitor; other pages and visitors stay apart", async () => {
    const ip = "192.0.2.10";
    countPageView(request("/about"), "/about", ip);
    countPageView(request("/about"), "/about", () => ip);
    countPageView(request("/about", { "user-agent": IPHONE }), "/about", ip);
    countPageView(request("/services/tv-mounting", { referer: "http://localhost:3000/about" }), "/services/tv-mounting", ip);
    await flushAnalytics();
    const pages = await pageRows();
    expect(pages.map((row) => `${row.path} ${row.views}`).sort()).toEqual(["/about 1", "/about 2", "/services/tv-mounting 1"]);
    expect(pages).toHaveLength(3);
    expect(await visitRows()).toEqual([
      { visitor: expect.any(String), views: 3, device: "desktop", landing: "/about", source: "(direct)", campaign: null },
      { visitor: expect.any(String), views: 1, device: "mobile", landing: "/about", source: "(direct)", campaign: null },
    ]);

    // The next flush adds to the same rows: still one row per visitor and page.
    countPageView(request("/about"), "/about", ip);
    await flushAnalytics();
    expect((await pageRows()).filter((row) => row.path === "/about").map((row) => row.views).sort()).toEqual([1, 3]);

    const report = await analyticsReport(periodFromQuery(new URLSearchParams("range=7")).period);
    expect(report.totals).toMatchObject({ views: 5, visitors: 2 });
    expect(report.tables.page.find((row) => row.value === "/about")).toMatchObject({ views: 4, visitors: 2 });
    expect(report.tables.landing).toEqual([expect.objectContaining({ value: "/about", views: 5, visitors: 2 })]);
  });

  it("counts an IPv6 host as one visitor per /64, every spelling of an address alike, IPv4-mapped as IPv4", async () => {
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "2001:DB8:1:2:0:0:0:1", "2001:db8:1:3::1", "::ffff:192.0.2.40", "192.0.2.40"]) {
      countPageView(request("/about"), "/about", ip);
    }
    await flushAnalytics();
    // One /64 (three addresses), another /64, and one IPv4 client (two spellings).
    expect((await visitRows()).map((row) => row.views).sort()).toEqual([1, 2, 3]);
  });

  it(`keeps at most ${MAX_VALUES_PER_DAY} campaigns and sources a day, the rest as ${OTHER_VALUE}; the tab gets the top ${SHOWN_ROWS} of each table`, async () => {
    const strangers = MAX_VALUES_PER_DAY + 30;
    for (let i = 0; i < strangers; i += 1) {
      countPageView(request(`/?utm_source=s${i}&utm_campaign=c${i}`), "/", `198.51.${i >> 8}.${i & 255}`);
    }
    // A campaign many visitors came from stays itself, whenever its visits arrived.
    for (let i = 0; i < 3; i += 1) countPageView(request("/?utm_source=flyer&utm_campaign=spring"), "/", `203.0.113.${i}`);
    await flushAnalytics();
    const period = periodFromQuery(new URLSearchParams("range=7")).period;
    const report = await analyticsReport(period);
    for (const table of ["campaign", "source"] as const) {
      const rows = report.tables[table];
      expect(rows).toHaveLength(MAX_VALUES_PER_DAY + 1);
      expect(rows.find((row) => row.value === OTHER_VALUE)).toMatchObject({ visitors: strangers + 1 - MAX_VALUES_PER_DAY, views: strangers + 1 - MAX_VALUES_PER_DAY });
      expect(rows.reduce((sum, row) => sum + row.visitors!, 0)).toBe(strangers + 3);
    }
    expect(report.tables.campaign.find((row) => row.value === "spring")).toMatchObject({ visitors: 3 });

    // Rolled up, the day keeps the same bounded rows.
    await rollUpAnalytics(new Date(Date.now() + 86_400_000));
    const { rows } = await getPool().query<{ dimension: string; values: number }>(
      "select dimension, count(*)::int as values from analytics_daily where dimension in ('source', 'campaign') group by dimension order by dimension",
    );
    expect(rows).toEqual([
      { dimension: "campaign", values: MAX_VALUES_PER_DAY + 1 },
      { dimension: "source", values: MAX_VALUES_PER_DAY + 1 },
    ]);

    const shown = shownReport(report);
    expect(shown.tables.campaign).toMatchObject({ count: MAX_VALUES_PER_DAY + 1 });
    expect(shown.tables.campaign.rows).toHaveLength(SHOWN_ROWS);
    expect(shown.tables.campaign.rows.slice(0, 2).map((row) => row.value)).toEqual([OTHER_VALUE, "spring"]);
  });

  it("counts a kept-alive connection's repeated requests, and honours a change of page, browser or opt-out on it", async () => {
    const socket = {};
    const onSocket = (url: string, headers: Record<string, string> = {}) => Object.assign(request(url, headers), { socket });
    for (let i = 0; i < 3; i += 1) countPageView(onSocket("/about"), "/about", "192.0.2.30");
    countPageView(onSocket("/about", { dnt: "1" }), "/about", "192.0.2.30");
    countPageView(onSocket("/about", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), "/about", "192.0.2.30");
    countPageView(onSocket("/about", { "user-agent": IPHONE }), "/about", "192.0.2.30");
    countPageView(onSocket("/"), "/", "192.0.2.30");
    countPageView(onSocket("/about"), "/about", "192.0.2.30");
    await flushAnalytics();
    // After a flush the same request starts a new entry, written by the next flush.
    countPageView(onSocket("/about"), "/about", "192.0.2.30");
    await flushAnalytics();
    expect((await pageRows()).map((row) => `${row.path} ${row.views}`).sort()).toEqual(["/ 1", "/about 1", "/about 5"]);
    expect((await visitRows()).map((row) => [row.device, row.views])).toEqual([["desktop", 6], ["mobile", 1]]);
  });

  it("keeps the earliest entry view as the visit's landing page, even when it arrives in a later flush after an inner page", async () => {
    const ip = "192.0.2.20";
    countPageView(request("/about", { referer: "http://localhost:3000/" }), "/about", ip);
    await flushAnalytics();
    expect(await visitRows()).toEqual([expect.objectContaining({ views: 1, landing: null, source: null })]);
    countPageView(request("/?utm_source=flyer&utm_campaign=fall"), "/", ip);
    countPageView(request("/services/tv-mounting", { referer: "https://www.bing.com/" }), "/services/tv-mounting", ip);
    await flushAnalytics();
    countPageView(request("/book", { referer: "https://elsewhere.example/" }), "/book", ip);
    await flushAnalytics();
    expect(await visitRows()).toEqual([expect.objectContaining({ views: 4, landing: "/", source: "flyer", campaign: "fall" })]);
  });

  it("holds at most MAX_BUFFERED distinct views: new ones beyond are dropped and logged, repeats of held ones still count", async () => {
    const warn = vi.spyOn(logger, "warn");
    try {
      for (let i = 0; i < MAX_BUFFERED + 5; i += 1) countPageView(request("/"), "/", `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
      countPageView(request("/"), "/", "10.0.0.0");
      await flushAnalytics();
      const { rows } = await getPool().query<{ rows: number; views: number }>("select count(*)::int as rows, sum(views)::int as views from analytics_page_visitors");
      expect(rows[0]).toEqual({ rows: MAX_BUFFERED, views: MAX_BUFFERED + 1 });
      expect(warn).toHaveBeenCalledWith({ dropped: 5 }, "analytics: page views dropped (buffer full)");
    } finally {
      warn.mockRestore();
    }
  });

  it("does not count bots, prefetches, Do-Not-Track, Global Privacy Control, HEAD, admin or unknown pages", async () => {
    const ip = "198.51.100.1";
    countPageView(request("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), "/", ip);
    countPageView(request("/", { "sec-purpose": "prefetch" }), "/", ip);
    countPageView(request("/", { purpose: "prefetch" }), "/", ip);
    countPageView(request("/", { dnt: "1" }), "/", ip);
    countPageView(request("/", { "sec-gpc": "1" }), "/", ip);
    countPageView(request("/", {}, "HEAD"), "/", ip);
    countPageView(request("/admin"), "/admin", ip);
    expect(countBeaconEvent(request("/api/event", { dnt: "1" }, "POST"), "view", "/about", ip)).toBe(false);
    expect(countBeaconEvent(request("/api/event", {}, "POST"), "view", "/status/abc", ip)).toBe(false);
    expect(countBeaconEvent(request("/api/event", {}, "POST"), "view", "//evil.example/about", ip)).toBe(false);
    await flushAnalytics();
    expect(await pageRows()).toHaveLength(0);
    expect(await visitRows()).toHaveLength(0);
    expect(isCountable(() => undefined)).toBe(false);
  });

  it("tells phones, tablets and computers apart", () => {
    expect(deviceClass(IPHONE)).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131 Safari/537.36")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36")).toBe("mobile");
    expect(deviceClass(CHROME)).toBe("desktop");
  });
});

describe("lead origins", () => {
  const post = (headers: Record<string, string>) => new Request("http://localhost:3000/book", { method: "POST", headers: { "user-agent": IPHONE, ...headers } });

  it("takes the script's landing details when present, else the posting page's address", () => {
    expect(leadOrigin(post({}), "landing=/services/tv-mounting&ref=www.google.com&from=/about&utm_campaign=Spring", "booking")).toEqual({
      device: "mobile",
      form: "booking",
      landingPath: "/services/tv-mounting",
      referrerHost: "www.google.com",
      fromPath: "/about",
      utmSource: undefined,
      utmMedium: undefined,
      utmCampaign: "spring",
    });
    expect(leadOrigin(post({ referer: "http://localhost:3000/book?service=tv-mounting&from=/locations/pasadena&utm_source=flyer" }), undefined, "booking")).toMatchObject({
      landingPath: "/book",
      fromPath: "/locations/pasadena",
      utmSource: "flyer",
    });
    expect(leadOrigin(post({ referer: "https://elsewhere.example/" }), "garbage", "quote")).toEqual({ device: "mobile", form: "quote" });
    expect(leadOrigin(post({ "sec-gpc": "1" }), "landing=/about&utm_campaign=x", "quote")).toEqual({ device: "mobile", form: "quote" });
  });
});

describe("rollup and report", () => {
  it("folds finished days into daily totals, keeps today raw, and reports views, visitors, leads and the funnel", async () => {
    const pool = getPool();
    const now = new Date();
    // Two days ago: one visitor from a campaign seeing three pages, another coming from Bing; one visitor today.
    await pool.query(
      `insert into analytics_page_visitors (day, kind, path, visitor, views)
       select (now() at time zone 'America/Los_Angeles')::date - ago, kind, path, visitor, views
       from (values
         (2, 'view', '/services/tv-mounting', 'v1', 1),
         (2, 'view', '/about', 'v1', 1),
         (2, 'view', '/book', 'v1', 1),
         (2, 'form_start', '/book', 'v1', 1),
         (2, 'view', '/', 'v2', 1),
         (0, 'view', '/', 'v3', 1)
       ) v (ago, kind, path, visitor, views)`,
    );
    await pool.query(
      `insert into analytics_visits (day, visitor, views, device, landed_at, landing, source, campaign)
       select (now() at time zone 'America/Los_Angeles')::date - ago, visitor, views, device, now(), landing, source, campaign
       from (values
         (2, 'v1', 3, 'mobile', '/services/tv-mounting', 'news', 'spring'),
         (2, 'v2', 1, 'desktop', '/', 'www.bing.com', null),
         (0, 'v3', 1, 'desktop', '/', '(direct)', null)
       ) v (ago, visitor, views, device, landing, source, campaign)`,
    );
    const period = periodFromQuery(new URLSearchParams("range=7"), now).period;
    const before = await analyticsReport(period);
    expect(await rollUpAnalytics(now)).toBeGreaterThan(0);
    const { rows: raw } = await pool.query("select visitor from analytics_page_visitors union all select visitor from analytics_visits");
    expect(raw).toEqual([{ visitor: "v3" }, { visitor: "v3" }]);
    const after = await analyticsReport(period);
    expect(after.totals).toEqual(before.totals);
    expect(after.tables).toEqual(before.tables);
    expect(after.daily).toEqual(before.daily);

    const lead = await createLead({
      source: "booking",
      name: "Jane Smith",
      phone: "(818) 555-0199",
      service: "tv-mounting",
      origin: { device: "mobile", form: "booking", landingPath: "/services/tv-mounting", utmSource: "news", utmCampaign: "spring" },
    });
    // A staff member acted three hours after the request (what the pipeline records on the lead).
    await pool.query(
      `update leads set created_at = now() - interval '2 days', status = 'Completed', reported_no_contact_at = now(),
              first_staff_action_at = now() - interval '2 days' + interval '3 hours' where id = $1`,
      [lead.id],
    );

    const report = await analyticsReport(period);
    expect(report.totals).toMatchObject({ views: 5, visitors: 3, formStarts: 1, leads: 1, contacted: 1, scheduled: 1, completed: 1, escalated: 1, escalationShare: 1 });
    expect(report.totals.firstActionMedianHours).toBeCloseTo(3, 1);
    expect(report.tables.campaign).toEqual([expect.objectContaining({ value: "spring", views: 3, visitors: 1, leads: 1, completed: 1 })]);
    expect(report.tables.landing.find((row) => row.value === "/services/tv-mounting")).toMatchObject({ views: 3, leads: 1 });
    expect(report.tables.source.map((row) => [row.value, row.views])).toEqual(expect.arrayContaining([["news", 3], ["www.bing.com", 1], ["(direct)", 1]]));
    expect(report.tables.device.map((row) => [row.value, row.views, row.visitors])).toEqual(expect.arrayContaining([["mobile", 3, 1], ["desktop", 2, 2]]));
    expect(report.tables.page.find((row) => row.value === "/book")).toMatchObject({ views: 1, visitors: 1 });
    expect(report.tables.service).toEqual([expect.objectContaining({ label: "TV Mounting", leads: 1 })]);
    expect(report.funnel.map((step) => step.count)).toEqual([5, 1, 1, 0, 1, 1, 1, 0, 0, 0]);
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toMatchObject({ day: isoDateInZone(now), views: 1 });
  });

  it("counts the bookings whose customer chose an arrival window, and their share of the booking page's requests", async () => {
    const booking = { source: "booking" as const, phone: "(818) 555-0199", service: "tv-mounting" };
    await createLead({ ...booking, name: "No Window" });
    await bookVisit({ ...booking, name: "With Window", visit: { date: tuesdayAfter(isoDateInZone(new Date()), 3), window: "8-10" } });
    await createLead({ source: "quote", name: "Quote Only", phone: "(818) 555-0198", service: "Fix a gate" });
    const report = await analyticsReport(periodFromQuery(new URLSearchParams("range=7")).period);
    expect(report.totals).toMatchObject({ leads: 3, windowChosen: 1, windowShare: 0.5 });
    expect(report.funnel.find((step) => step.step === "Window chosen")?.count).toBe(1);
  });

  it("counts what customers did to their visits: confirmed, rescheduled, cancelled, the cancellation rate and the reminders confirmed", async () => {
    const visit = async (name: string) =>
      (await createLead({ source: "booking", name, phone: "(818) 555-0177", service: "tv-mounting", origin: { device: "desktop", form: "booking" } })).id;
    const [a, b, c, d] = [await visit("A Visit"), await visit("B Visit"), await visit("C Visit"), await visit("No Visit")];
    const pool = getPool();
    await pool.query("update leads set scheduled_date = '2030-01-08', arrival_window = '8-10' where id = any($1)", [[a, b, c]]);
    // A: reminded, then confirmed by the customer; B: confirmed before its reminder, then moved; C: cancelled.
    await pool.query(
      `update leads set status = 'Approved', reminder_sent_at = now() - interval '1 hour', reminder_sent_for = '2030-01-08 8-10',
              customer_confirmed_at = now(), customer_confirmed_for = '2030-01-08 8-10' where id = $1`,
      [a],
    );
    await pool.query(
      `update leads set status = 'Approved', customer_confirmed_at = now() - interval '2 hours', customer_confirmed_for = '2030-01-08 8-10',
              reminder_sent_at = now() - interval '1 hour', reminder_sent_for = '2030-01-08 8-10', customer_rescheduled_at = now() where id = $1`,
      [b],
    );
    await pool.query("update leads set status = 'Cancelled', cancelled_at = now(), cancel_reason = 'Moved away' where id = $1", [c]);
    expect(d).toBeTruthy();
    const report = await analyticsReport(periodFromQuery(new URLSearchParams("range=7")).period);
    expect(report.totals).toMatchObject({
      leads: 4,
      visits: 3,
      customerConfirmed: 2,
      customerRescheduled: 1,
      customerCancelled: 1,
      reminded: 2,
      remindedConfirmed: 1,
      reminderConfirmedShare: 0.5,
    });
    expect(report.totals.cancellationRate).toBeCloseTo(1 / 3);
    expect(report.funnel.slice(-3)).toEqual([
      { step: "Confirmed by the customer", count: 2 },
      { step: "Rescheduled by the customer", count: 1 },
      { step: "Cancelled by the customer", count: 1 },
    ]);
  });

  it("leaves out a lead taken on the phone: the report is the web's", async () => {
    await createLead({ source: "phone", name: "Called In", phone: "(310) 555-0101", service: "tv-mounting", enteredBy: "ops@example.com" });
    await rollUpAnalytics();
    const period = periodFromQuery(new URLSearchParams("range=7")).period;
    expect((await analyticsReport(period)).totals).toMatchObject({ leads: 0, contacted: 0 });
  });

  it("counts a lead's day again when the lead changes, and only then", async () => {
    const lead = await createLead({ source: "booking", name: "Ana Lopez", phone: "(310) 555-0100", service: "tv-mounting" });
    const period = periodFromQuery(new URLSearchParams("range=7")).period;
    expect((await analyticsReport(period)).totals).toMatchObject({ leads: 1, contacted: 0, scheduled: 0 });
    expect(await refreshLeadDays()).toBe(0);

    await getPool().query("update leads set status = 'Approved', first_staff_action_at = created_at + interval '90 minutes' where id = $1", [lead.id]);
    const report = await analyticsReport(period);
    expect(report.totals).toMatchObject({ leads: 1, contacted: 1, scheduled: 1 });
    expect(report.totals.firstActionMedianHours).toBeCloseTo(1.5, 2);

    await getPool().query("delete from leads where id = $1", [lead.id]);
    expect((await analyticsReport(period)).totals).toMatchObject({ leads: 0, contacted: 0 });
  });

  it("queues the weekly digest to the active Super Admins once per week", async () => {
    process.env.ANALYTICS_DIGEST = "weekly";
    resetEnvCache();
    try {
      await getPool().query(
        "insert into admin_users (email, role, is_active) values ('boss@example.com', 'Super Admin', true), ('ops@example.com', 'Ops Admin', true)",
      );
      expect(await queueWeeklyDigest(new Date())).toBe(true);
      expect(await queueWeeklyDigest(new Date())).toBe(false);
      const { rows } = await getPool().query<{ to: string; kind: string }>("select \"to\", kind from mail_outbox");
      expect(rows).toEqual([{ to: "boss@example.com", kind: "analytics-digest" }]);
    } finally {
      delete process.env.ANALYTICS_DIGEST;
      resetEnvCache();
    }
  });
});
