import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { businessInstant, businessToday, shiftDate } from "./clock";
import { holdWindow, openWindows } from "./capacity.server";
import { DEFAULT_SCHEDULE_SETTINGS } from "./settings";
import { addClosure, saveScheduleSettings } from "./settings.server";
import { insertLeads, tuesdayAfter } from "../../tests/schedule-fixtures";

beforeEach(resetDb);

const today = businessToday(new Date());

describe("holdWindow", () => {
  it("gives the last places of a window to exactly as many racers as there are places: 50 at once for 2 places, 2 held", async () => {
    const date = tuesdayAfter(today, 3);
    const ids = await insertLeads(50);
    const outcomes = await Promise.all(ids.map((id) => getDb().transaction((tx) => holdWindow(tx, id, date, "8-10"))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "full")).toHaveLength(48);
    const held = await getDb().select({ id: leads.id }).from(leads).where(sql`scheduled_date = ${date} and arrival_window = '8-10'`);
    expect(held).toHaveLength(2);
  });

  it("counts only visits that hold a place: a Not Qualified lead's window is free again", async () => {
    const date = tuesdayAfter(today, 3);
    await insertLeads(1, { status: "Approved", scheduledDate: date, arrivalWindow: "10-12" });
    await insertLeads(1, { status: "Not Qualified", scheduledDate: date, arrivalWindow: "10-12" });
    await insertLeads(1, { status: "Completed", scheduledDate: date, arrivalWindow: "10-12" });
    const [first, second] = await insertLeads(2);
    expect(await getDb().transaction((tx) => holdWindow(tx, first!, date, "10-12"))).toEqual({ ok: true });
    expect(await getDb().transaction((tx) => holdWindow(tx, second!, date, "10-12"))).toEqual({ ok: false, reason: "full" });
    // The lead's own place does not count against it: holding it again is fine.
    expect(await getDb().transaction((tx) => holdWindow(tx, first!, date, "10-12"))).toEqual({ ok: true });
  });

  it("refuses closed days, closed windows, windows too soon and dates too far ahead", async () => {
    const [id] = await insertLeads(1);
    const date = tuesdayAfter(today, 3);
    await addClosure(date, "12-2", "owner@example.com");
    await addClosure(shiftDate(date, 1), null, "owner@example.com");
    const hold = (day: string, window: "8-10" | "12-2", now?: Date) => getDb().transaction((tx) => holdWindow(tx, id!, day, window, "customer", now));
    expect(await hold(date, "12-2")).toEqual({ ok: false, reason: "closed" });
    expect(await hold(shiftDate(date, 1), "8-10")).toEqual({ ok: false, reason: "closed" });
    expect(await hold(shiftDate(date, 5), "8-10")).toEqual({ ok: false, reason: "closed" }); // Sunday
    expect(await hold(date, "8-10", new Date(businessInstant(date, 7 * 60).getTime()))).toEqual({ ok: false, reason: "too-soon" });
    expect(await hold(tuesdayAfter(today, 70), "8-10")).toEqual({ ok: false, reason: "too-far" });
    expect(await getDb().transaction((tx) => holdWindow(tx, id!, date, "12-2", "staff"))).toEqual({ ok: false, reason: "closed" });
    const [lead] = await getDb().select().from(leads).where(eq(leads.id, id!));
    expect(lead?.scheduledDate).toBeNull();
  });
});

describe("schedule_window_counts", () => {
  it("stays equal to the visits holding a place through inserts, moves, status changes and deletes", async () => {
    const date = tuesdayAfter(today, 3);
    const ids = await insertLeads(6, { status: "New", scheduledDate: date, arrivalWindow: "8-10" });
    await getDb().update(leads).set({ status: "Approved" }).where(eq(leads.id, ids[0]!));
    await getDb().update(leads).set({ status: "Not Qualified" }).where(eq(leads.id, ids[1]!));
    await getDb().update(leads).set({ scheduledDate: shiftDate(date, 1), arrivalWindow: "2-4" }).where(eq(leads.id, ids[2]!));
    await getDb().update(leads).set({ arrivalWindow: null, scheduledDate: null }).where(eq(leads.id, ids[3]!));
    await getDb().delete(leads).where(eq(leads.id, ids[4]!));
    await getDb().update(leads).set({ status: "In Review" }).where(eq(leads.id, ids[1]!));
    const counted = await getDb().execute(sql`select date::text, arrival_window, held from schedule_window_counts where held > 0 order by 1, 2`);
    const truth = await getDb().execute(
      sql`select scheduled_date::text as date, arrival_window, count(*)::int as held from leads where arrival_window is not null and status in ('New','In Review','Prioritized','Approved') group by 1, 2 order by 1, 2`,
    );
    expect(counted.rows).toEqual(truth.rows);
    expect(truth.rows).toEqual([
      { date, arrival_window: "8-10", held: 3 },
      { date: shiftDate(date, 1), arrival_window: "2-4", held: 1 },
    ]);
  });
});

describe("openWindows", () => {
  it("lists every bookable window with its free places: full ones at 0, closed and too-soon ones left out", async () => {
    const date = tuesdayAfter(today, 3);
    await insertLeads(2, { status: "Approved", scheduledDate: date, arrivalWindow: "8-10" });
    await insertLeads(1, { status: "New", scheduledDate: date, arrivalWindow: "10-12" });
    await addClosure(date, "4-6", "owner@example.com");
    const windows = await openWindows(new Date(), 14);
    const onDate = windows.filter((window) => window.date === date);
    expect(onDate.map((window) => [window.window, window.free])).toEqual([
      ["8-10", 0],
      ["10-12", 1],
      ["12-2", 2],
      ["2-4", 2],
    ]);
    expect(windows.some((window) => window.date === shiftDate(date, 5))).toBe(false); // Sunday
    expect(windows.every((window) => window.date >= today && window.date <= shiftDate(today, 13))).toBe(true);
  });

  it("follows the saved settings: days, windows and places per window", async () => {
    await saveScheduleSettings({ ...DEFAULT_SCHEDULE_SETTINGS, workingDays: [2], windows: ["8-10", "2-4"], visitsPerWindow: 3 }, "owner@example.com");
    const windows = await openWindows(new Date(), 21);
    expect(new Set(windows.map((window) => window.window))).toEqual(new Set(["8-10", "2-4"]));
    expect(windows.every((window) => window.capacity === 3)).toBe(true);
    expect(new Set(windows.map((window) => new Date(`${window.date}T12:00:00Z`).getUTCDay()))).toEqual(new Set([2]));
  });
});
