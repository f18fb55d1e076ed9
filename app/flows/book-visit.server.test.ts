import { asc, eq, isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { VisitNotHeld, type NewLead } from "~/leads/leads.server";
import { resetDb } from "../../tests/db";
import { tuesdayAfter } from "../../tests/schedule-fixtures";
import { bookVisit } from "./book-visit.server";
import { businessToday, shiftDate } from "~/schedule/clock";
import { bookingDays, bookingWindows, refreshBookingWindows, windowsOn } from "~/schedule/public-windows.server";
import { preferredDateWindow } from "~/utils/dates";
import { DEFAULT_SCHEDULE_SETTINGS } from "~/schedule/settings";
import { addClosure, saveScheduleSettings } from "~/schedule/settings.server";

/** A customer's booking through its flow, refused as the lead forms see it: VisitNotHeld when its window could not be held. */
async function createLead(lead: NewLead) {
  const stored = await bookVisit(lead, "customer");
  if (!stored.ok) throw new VisitNotHeld(stored.visit);
  return stored.lead;
}

beforeEach(resetDb);

const today = businessToday(new Date());

function booking(i: number, date: string): NewLead {
  return {
    source: "booking",
    name: `Window Customer ${i}`,
    phone: `(626) 555-${String(2000 + i)}`,
    email: `window${i}@example.com`,
    service: "tv-mounting",
    streetAddress: `${i} Colorado Blvd`,
    zipCode: "91101",
    visit: { date, window: "10-12" },
  };
}

describe("a booking with a chosen window", () => {
  it("50 customers booking the last 2 places of one window at once: exactly 2 are stored holding it, 48 are told it is taken and store nothing", async () => {
    const date = tuesdayAfter(today, 4);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => createLead(booking(i, date))));
    const stored = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(stored).toHaveLength(2);
    expect(refused).toHaveLength(48);
    expect(refused.every((reason) => reason instanceof VisitNotHeld && reason.reason === "full")).toBe(true);
    const rows = await getDb().select().from(leads);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.scheduledDate, row.arrivalWindow, row.requestedVisit, row.preferredDate])).toEqual([
      [date, "10-12", `${date} 10-12`, null],
      [date, "10-12", `${date} 10-12`, null],
    ]);
    // Only the two stored leads' messages were queued: the staff alert and the confirmation each.
    const mail = await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mail).toHaveLength(4);
  });

  it("confirms the window as the booking is stored, by default: the request Approved by System, the customer told it is confirmed with its calendar file (decision 078)", async () => {
    const date = tuesdayAfter(today, 4);
    const lead = await createLead(booking(1, date));
    expect(lead.status).toBe("Approved");
    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.id)).orderBy(asc(leadStatusHistory.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.changedBy, row.action])).toEqual([
      [null, "New", "customer", "created"],
      ["New", "Approved", "system", "status"],
    ]);
    const mail = await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const staff = mail.find((message) => message.kind === "lead-new-staff");
    const customer = mail.find((message) => message.kind === "lead-confirmation");
    expect(staff?.text).toMatch(/Visit: Tuesday, \w+ \d+, 10 am–12 pm \(confirmed\)/);
    expect(customer?.text).toMatch(/Your visit is confirmed: Tuesday, \w+ \d+, 10 am–12 pm\. Our technician will arrive within that window\./);
    expect(customer?.text).not.toMatch(/will confirm it/);
    expect(JSON.stringify(customer?.attachments)).toContain("STATUS:CONFIRMED");
  });

  it("with 'Confirm online bookings at once' off, holds the window as requested until the office approves it", async () => {
    await saveScheduleSettings({ ...DEFAULT_SCHEDULE_SETTINGS, confirmOnlineBookings: false }, "owner@example.com");
    const date = tuesdayAfter(today, 4);
    const lead = await createLead(booking(1, date));
    expect(lead.status).toBe("New");
    const mail = await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const staff = mail.find((message) => message.kind === "lead-new-staff");
    const customer = mail.find((message) => message.kind === "lead-confirmation");
    expect(staff?.text).toMatch(/Requested window: Tuesday, \w+ \d+, 10 am–12 pm \(held; Approve confirms it\)/);
    expect(customer?.text).toMatch(/You asked for a visit on Tuesday, \w+ \d+, 10 am–12 pm\. We're holding it for you/);
    expect(customer?.attachments).toBeNull();
  });

  it("refuses a window closed since the page was shown, storing nothing", async () => {
    const date = tuesdayAfter(today, 4);
    await addClosure(date, "10-12", "owner@example.com");
    await expect(createLead(booking(1, date))).rejects.toEqual(new VisitNotHeld("unavailable"));
    expect(await getDb().select().from(leads).where(isNotNull(leads.id))).toHaveLength(0);
  });
});

describe("the booking page's open windows", () => {
  it("lists the next 14 days' windows by day, a full one marked full, a closed day left out", async () => {
    const date = tuesdayAfter(today, 3);
    await addClosure(date, "8-10", "owner@example.com");
    await createLead(booking(1, date));
    await createLead(booking(2, date));
    await refreshBookingWindows();
    const days = bookingWindows();
    expect(days.length).toBeGreaterThanOrEqual(9);
    expect(days.length).toBeLessThanOrEqual(14);
    expect(days.some((day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
    const tuesday = days.find((day) => day.date === date)!;
    expect(tuesday.label).toMatch(/^Tuesday, /);
    expect(tuesday.windows.map((window) => [window.value, window.full])).toEqual([
      [`${date} 10-12`, true],
      [`${date} 12-2`, false],
      [`${date} 2-4`, false],
      [`${date} 4-6`, false],
    ]);
    expect(await windowsOn(date)).toEqual(tuesday);
    const [lead] = await getDb().select().from(leads).where(eq(leads.name, "Window Customer 1"));
    expect(lead?.status).toBe("Approved");
  });

  it("has no windows on a past date, a Sunday or a date past the months ahead", async () => {
    expect(await windowsOn("2020-01-07")).toBeNull();
    expect(await windowsOn(shiftDate(tuesdayAfter(today, 3), 5))).toBeNull();
    expect(await windowsOn(tuesdayAfter(today, 3))).not.toBeNull();
    expect(await windowsOn(tuesdayAfter(today, 120))).toBeNull();
  });

  it("gives the calendar every day the date field takes, each with its windows that have room: past and closed days left out, a full day at 0 (issue 40 §4)", async () => {
    const full = tuesdayAfter(today, 21);
    const closed = shiftDate(full, 1);
    await addClosure(closed, null, "owner@example.com");
    for (const window of ["8-10", "10-12", "12-2", "2-4", "4-6"] as const) {
      for (const i of [1, 2]) await createLead({ ...booking(i, full), name: `${window} ${i}`, visit: { date: full, window } });
    }
    await refreshBookingWindows();
    const days = new Map(bookingDays().map((day) => [day.date, day.open]));
    expect(days.get(full)).toBe(0);
    expect(days.has(closed)).toBe(false);
    expect(days.get(shiftDate(full, 2))).toBe(5);
    expect([...days.keys()].every((date) => date >= today && new Date(`${date}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    // Through the date field's last day, beyond the fortnight the window list shows.
    const last = [...days.keys()].at(-1)!;
    expect(last <= preferredDateWindow().max && last > shiftDate(preferredDateWindow().max, -3)).toBe(true);
    expect(bookingWindows().at(-1)!.date <= shiftDate(today, 13)).toBe(true);
  });
});
