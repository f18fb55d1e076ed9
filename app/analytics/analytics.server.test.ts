import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getPool } from "~/db/client.server";
import { createLead } from "~/leads/leads.server";
import { isoDateInZone } from "~/leads/dates";
import { resetEnvCache } from "~/utils/env.server";
import { resetDb } from "../../tests/db";
import { deviceClass, isCountable } from "./classify";
import { queueWeeklyDigest } from "./digest.server";
import { leadOrigin } from "./lead-source.server";
import { periodFromQuery } from "./period";
import { countBeaconEvent, countPageView, flushAnalytics, startAnalyticsRecorder } from "./recorder.server";
import { analyticsReport } from "./report.server";
import { refreshLeadDays, rollUpAnalytics } from "./rollup.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  return { method, url, headers: { host: "localhost:3000", "user-agent": CHROME, ...headers } } as unknown as IncomingMessage;
}

async function events() {
  const { rows } = await getPool().query("select * from analytics_events order by id");
  return rows as { kind: string; path: string; visitor: string; entry: boolean; referrer_host: string | null; utm_source: string | null; utm_campaign: string | null; device: string }[];
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
  it("counts a page's HTML once, with its referrer host, campaign and device, and the beacon with the same visitor", async () => {
    countPageView(request("/services/tv-mounting?utm_source=News&utm_campaign=spring&x=1", { referer: "https://www.google.com/search?q=tv" }), "/services/tv-mounting", "203.0.113.7");
    expect(countBeaconEvent(request("/api/event", {}, "POST"), "view", "/about", "203.0.113.7")).toBe(true);
    countPageView(request("/", { "user-agent": IPHONE }), "/", "203.0.113.8");
    await flushAnalytics();
    const rows = await events();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ path: "/services/tv-mounting", entry: true, referrer_host: "www.google.com", utm_source: "news", utm_campaign: "spring", device: "desktop" });
    expect(rows[1]).toMatchObject({ path: "/about", entry: false, referrer_host: null, device: "desktop" });
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(rows[2]).toMatchObject({ device: "mobile" });
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    const stored = JSON.stringify(await getPool().query("select * from analytics_events"));
    expect(stored).not.toContain("203.0.113");
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
    expect(await events()).toHaveLength(0);
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
    // Two days ago: one visitor from a campaign seeing three pages, another coming direct.
    await pool.query(
      `insert into analytics_events (at, day, kind, path, visitor, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)
       select at, (at at time zone 'America/Los_Angeles')::date, kind, path, visitor, entry, referrer_host, utm_source, utm_medium, utm_campaign, device
       from (values
         (now() - interval '2 days', 'view', '/services/tv-mounting', 'v1', true, null, 'news', null, 'spring', 'mobile'),
         (now() - interval '2 days' + interval '1 minute', 'view', '/about', 'v1', false, null, null, null, null, 'mobile'),
         (now() - interval '2 days' + interval '2 minutes', 'view', '/book', 'v1', false, null, null, null, null, 'mobile'),
         (now() - interval '2 days' + interval '3 minutes', 'form_start', '/book', 'v1', false, null, null, null, null, 'mobile'),
         (now() - interval '2 days', 'view', '/', 'v2', true, 'www.bing.com', null, null, null, 'desktop'),
         (now(), 'view', '/', 'v3', true, null, null, null, null, 'desktop')
       ) v (at, kind, path, visitor, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)`,
    );
    expect(await rollUpAnalytics(now)).toBeGreaterThan(0);
    const { rows: raw } = await pool.query("select visitor from analytics_events");
    expect(raw).toEqual([{ visitor: "v3" }]);

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

    const report = await analyticsReport(periodFromQuery(new URLSearchParams("range=7"), now).period);
    expect(report.totals).toMatchObject({ views: 5, visitors: 3, formStarts: 1, leads: 1, contacted: 1, scheduled: 1, completed: 1, escalated: 1, escalationShare: 1 });
    expect(report.totals.firstActionMedianHours).toBeCloseTo(3, 1);
    expect(report.tables.campaign).toEqual([expect.objectContaining({ value: "spring", views: 3, visitors: 1, leads: 1, completed: 1 })]);
    expect(report.tables.landing.find((row) => row.value === "/services/tv-mounting")).toMatchObject({ views: 3, leads: 1 });
    expect(report.tables.source.map((row) => [row.value, row.views])).toEqual(expect.arrayContaining([["news", 3], ["www.bing.com", 1], ["(direct)", 1]]));
    expect(report.tables.device.map((row) => [row.value, row.views, row.visitors])).toEqual(expect.arrayContaining([["mobile", 3, 1], ["desktop", 2, 2]]));
    expect(report.tables.page.find((row) => row.value === "/book")).toMatchObject({ views: 1, visitors: 1 });
    expect(report.tables.service).toEqual([expect.objectContaining({ label: "TV Mounting", leads: 1 })]);
    expect(report.funnel.map((step) => step.count)).toEqual([5, 1, 1, 1, 1, 1]);
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toMatchObject({ day: isoDateInZone(now), views: 1 });
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
