import { describe, expect, inject, it } from "vitest";
import { modeName, startApp, withDatabase, type Site, useApp } from "./app-process";
import { postBookings, type Ack } from "./load";

/** Every acknowledged booking is in the database exactly once, with the id its redirect named. */
/** Each acknowledged booking stored once, with everything a 302 promises: history row, reference code, origin, staff e-mail. */
async function expectStoredOnce(site: Site, acked: Ack[], tag: string) {
  type Row = { id: string; description: string; history: number; reference: string | null; origins: number; staffMails: number };
  const rows = await withDatabase(site, async (client) => {
    const result = await client.query<Row>(
      `select l.id, l.description, l.reference,
              (select count(*)::int from lead_status_history h where h.lead_id = l.id) as history,
              (select count(*)::int from lead_sources s where s.lead_id = l.id) as origins,
              (select count(*)::int from mail_outbox m where m.kind = 'lead-new-staff' and m.text like '%/admin/leads/' || l.id || '%') as "staffMails"
         from leads l where l.description like $1`,
      [`reliability ${tag}-%`],
    );
    return result.rows;
  });
  const byToken = new Map<string, Row[]>();
  for (const row of rows) {
    const token = row.description.slice("reliability ".length);
    byToken.set(token, [...(byToken.get(token) ?? []), row]);
  }
  const problems: string[] = [];
  for (const { token, id } of acked) {
    const stored = byToken.get(token) ?? [];
    const lead = stored[0];
    if (stored.length !== 1 || !lead) problems.push(`${token}: stored ${stored.length} times`);
    else if (lead.id !== id) problems.push(`${token}: redirected to ${id}, stored as ${lead.id}`);
    else if (lead.history !== 1) problems.push(`${token}: ${lead.history} history rows`);
    else if (!lead.reference) problems.push(`${token}: no reference code`);
    else if (lead.origins !== 1) problems.push(`${token}: ${lead.origins} origin rows`);
    else if (lead.staffMails !== 1) problems.push(`${token}: ${lead.staffMails} staff e-mails queued`);
  }
  const duplicates = [...byToken.entries()].filter(([, list]) => list.length > 1).map(([token]) => token);
  expect(problems.slice(0, 20)).toEqual([]);
  expect(duplicates).toEqual([]);
  return rows.length;
}

describe(`bookings under load and a crash (${modeName})`, () => {
  const running = useApp();

  it("acknowledges 2,000 bookings from 50 concurrent clients, each stored exactly once, never a 5xx", async () => {
    const run = await postBookings(running.app.baseUrl, { total: 2_000, concurrency: 50, tag: "load" });
    expect(run.serverErrors.slice(0, 5)).toEqual([]);
    expect(run.networkErrors).toBe(0);
    expect(run.statuses).toEqual({ 302: 2_000 });
    const stored = await expectStoredOnce(running.site, run.acked, "load");
    expect(stored).toBe(2_000);
  });

  it("logs every line of a request with its id, and no visitor's personal details", () => {
    const entries = running.app.logs.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    const created = entries.filter((entry) => entry.msg === "lead created");
    expect(created.length).toBeGreaterThanOrEqual(2_000);
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(2_000);
    for (const entry of [...created, ...requests]) expect(entry.requestId).toEqual(expect.any(String));
    // The line an action writes carries the same id as the request's access line.
    const requestIds = new Set(requests.map((entry) => entry.requestId));
    expect(created.every((entry) => requestIds.has(entry.requestId))).toBe(true);
    const text = running.app.logs.join("\n");
    for (const personal of ["555-0142", "1200 Test Avenue", "Load Tester"]) expect(text).not.toContain(personal);
  });

  it("keeps every acknowledged booking when the app is killed with kill -9 mid-load, and serves again after a restart", async () => {
    let killed: Promise<void> | undefined;
    const run = await postBookings(running.app.baseUrl, {
      total: 2_000,
      concurrency: 50,
      tag: "crash",
      timeoutMs: 10_000,
      onAck: (count) => {
        if (count === 300) killed = running.app.kill9();
      },
    });
    await killed;
    expect(run.acked.length).toBeGreaterThanOrEqual(300);
    expect(run.acked.length).toBeLessThan(2_000);
    expect(run.serverErrors).toEqual([]);

    running.app = await startApp(running.site, { buildDir: inject("buildDir") });
    await expectStoredOnce(running.site, run.acked, "crash");

    const after = await postBookings(running.app.baseUrl, { total: 50, concurrency: 10, tag: "after" });
    expect(after.statuses).toEqual({ 302: 50 });
    await expectStoredOnce(running.site, after.acked, "after");
  });
});
