import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox, scheduleSettings } from "~/db/schema";
import * as schedule from "~/routes/admin/schedule";
import * as scheduleSettingsPage from "~/routes/admin/schedule-settings";
import * as scheduleSheet from "~/routes/admin/schedule-sheet";
import { businessToday } from "~/schedule/clock";
import { tuesdayAfter } from "../schedule-fixtures";
import { resetDb, withSiteUrl } from "../db";
import { adminRequest, adminsForEachState, args, createLead, outcomeOf, ROLE_STATES, toastOf } from "./admin-fixtures";

beforeEach(resetDb);
const cookieFor = adminsForEachState();
withSiteUrl();

const STATES = ROLE_STATES;

const SETTINGS_FORM = {
  intent: "save",
  monday: "on",
  tuesday: "on",
  wednesday: "on",
  thursday: "on",
  friday: "on",
  opensAt: "08:00",
  closesAt: "18:00",
  window_8_10: "on",
  window_10_12: "on",
  visitsPerWindow: "3",
  minNoticeHours: "4",
  monthsAhead: "2",
  changeCutoffHours: "24",
  reminderHour: "16",
};

describe("guards", () => {
  it.each([
    ["schedule", "/admin/schedule", schedule.loader, [401, 403, 200, 200]],
    ["day sheet", "/admin/schedule/sheet", scheduleSheet.loader, [401, 403, 200, 200]],
    ["settings", "/admin/schedule/settings", scheduleSettingsPage.loader, [401, 403, 403, 200]],
  ] as const)("the %s page answers each visitor as allowed", async (_, path, loader, expected) => {
    for (const [index, state] of STATES.entries()) {
      const outcome = await outcomeOf(async () => loader(args(adminRequest(path, { cookie: await cookieFor(state) }))));
      expect([state, outcome.status]).toEqual([state, expected[index]]);
    }
  });

  it("refuses a settings post from anyone but a Super Admin, and stores nothing", async () => {
    for (const [state, status] of [["no session", 401], ["deactivated admin", 403], ["Ops Admin", 403]] as const) {
      const request = adminRequest("/admin/schedule/settings", { cookie: await cookieFor(state), form: SETTINGS_FORM });
      expect((await outcomeOf(() => scheduleSettingsPage.action(args(request)))).status).toBe(status);
    }
    expect(await getDb().select().from(scheduleSettings)).toEqual([]);
  });

  it("refuses a move from someone signed out, and the visit stays", async () => {
    const date = tuesdayAfter(businessToday(new Date()), 7);
    const lead = await createLead({ status: "Approved", scheduledDate: date, arrivalWindow: "8-10" });
    const request = adminRequest("/admin/schedule", { form: { intent: "move", leadId: lead.id, version: "0", date, window: "2-4" } });
    expect((await outcomeOf(() => schedule.action(args(request)))).status).toBe(401);
    const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.arrivalWindow).toBe("8-10");
  });
});

describe("Schedule settings", () => {
  it("saves a valid form for every app server, and answers a wrong one with its message and the values kept", async () => {
    const cookie = await cookieFor("Super Admin");
    const wrong = { ...SETTINGS_FORM, visitsPerWindow: "two", closesAt: "07:00" };
    const refused = await outcomeOf(() => scheduleSettingsPage.action(args(adminRequest("/admin/schedule/settings", { cookie, form: wrong }))));
    expect(refused.status).toBe(400);
    const result = (refused.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }).result;
    expect(result.error.visitsPerWindow).toEqual(["Visits per window must be a whole number from 0 to 20."]);
    expect(result.error.closesAt).toEqual(["Closing time must be after opening time."]);
    expect(result.initialValue).toMatchObject({ minNoticeHours: "4", reminderHour: "16", visitsPerWindow: "two" });

    const saved = await outcomeOf(() => scheduleSettingsPage.action(args(adminRequest("/admin/schedule/settings", { cookie, form: SETTINGS_FORM }))));
    expect(saved).toMatchObject({ status: 302, location: "/admin/schedule/settings" });
    const [row] = await getDb().select().from(scheduleSettings);
    expect(row).toMatchObject({ workingDays: [1, 2, 3, 4, 5], windows: ["8-10", "10-12"], visitsPerWindow: 3, minNoticeMinutes: 240, reminderHour: 16, updatedBy: "owner@example.com" });
  });

  it("refuses a closed date in the past with its message", async () => {
    const cookie = await cookieFor("Super Admin");
    const form = { intent: "add-closure", date: "2020-01-01", window: "" };
    const outcome = await outcomeOf(() => scheduleSettingsPage.action(args(adminRequest("/admin/schedule/settings", { cookie, form }))));
    expect(outcome.status).toBe(400);
    expect((outcome.data as { result: { error: Record<string, string[]> } }).result.error.date).toEqual(["Please choose today or a later date."]);
  });
});

describe("moving a visit from the schedule", () => {
  it("moves it through the staff change path: history with undo, the customer's notice with the same calendar UID and a higher SEQUENCE", async () => {
    const date = tuesdayAfter(businessToday(new Date()), 7);
    const lead = await createLead({ status: "Approved", email: "ana@example.com", scheduledDate: date, arrivalWindow: "8-10" });
    const cookie = await cookieFor("Ops Admin");
    await getDb().insert(mailOutbox).values({ kind: "earlier", to: "x@example.com", subject: "x", text: "x" });
    const first = await outcomeOf(() =>
      schedule.action(args(adminRequest("/admin/schedule?view=day", { cookie, form: { intent: "move", leadId: lead.id, version: "0", date, window: "2-4" } }))),
    );
    expect(first).toMatchObject({ status: 302, location: "/admin/schedule?view=day" });
    expect(await toastOf(first)).toMatchObject({ type: "success", action: { label: "Undo" } });
    const second = await outcomeOf(() =>
      schedule.action(args(adminRequest("/admin/schedule?view=day", { cookie, form: { intent: "move", leadId: lead.id, version: "1", date, window: "4-6" } }))),
    );
    expect(second.status).toBe(302);
    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.id)).orderBy(asc(leadStatusHistory.id));
    expect(history.map((entry) => entry.action)).toEqual(["schedule", "schedule"]);
    const notices = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-rescheduled-customer")).orderBy(asc(mailOutbox.id));
    expect(notices).toHaveLength(2);
    const calendars = notices.map((notice) => (notice.attachments as { content: string }[])[0]!.content);
    const uid = (ics: string) => /UID:(.*)\r\n/.exec(ics)![1];
    const sequence = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
    expect(uid(calendars[0]!)).toBe(`visit-${lead.id}@handyman.example`);
    expect(uid(calendars[1]!)).toBe(uid(calendars[0]!));
    expect(sequence(calendars[1]!)).toBeGreaterThanOrEqual(sequence(calendars[0]!));
  });

  it("refuses a full window with the reason, and changes nothing", async () => {
    const date = tuesdayAfter(businessToday(new Date()), 7);
    await createLead({ status: "Approved", scheduledDate: date, arrivalWindow: "8-10" });
    await createLead({ status: "New", scheduledDate: date, arrivalWindow: "8-10" });
    const lead = await createLead({ status: "Approved", scheduledDate: date, arrivalWindow: "2-4" });
    const cookie = await cookieFor("Ops Admin");
    const form = { intent: "move", leadId: lead.id, version: "0", date, window: "8-10" };
    const outcome = await outcomeOf(() => schedule.action(args(adminRequest("/admin/schedule", { cookie, form }))));
    expect(await toastOf(outcome)).toMatchObject({ type: "error", title: expect.stringContaining("Failed to move the visit: that window is full.") });
    const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toMatchObject({ arrivalWindow: "2-4", version: 0 });
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });
});
