import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { BOOKING_MESSAGES } from "~/leads/capture/booking-schema";
import type { LeadDetailView } from "~/leads/admin/lead-detail.server";
import * as leadPage from "~/routes/admin/lead";
import * as book from "~/routes/book";
import { daySheet, scheduleBoard } from "~/schedule/board.server";
import { isoDateInZone } from "~/utils/dates";
import { translateMessage } from "~/utils/i18n";
import { resetDb } from "../db";
import { tuesdayAfter } from "../schedule-fixtures";
import { adminRequest, args, createAdmin, createLead, outcomeOf, routerContext, sessionCookieFor } from "./admin-fixtures";

/**
 * Issue 40 §4: the Home Cleaning pages offer weekly, bi-weekly or monthly cleaning, so a booking
 * for it asks how often; the lead keeps the answer and the office reads it on the lead's page and
 * in the schedule. Another service's booking is a single visit.
 */

beforeEach(resetDb);

const booking = {
  fullName: "Jane Smith",
  phoneNumber: "(818) 555-0199",
  streetAddress: "123 Main St",
  zipCode: "91101",
  serviceType: "home-cleaning",
  website: "",
};

const post = (fields: Record<string, string>, path = "/book", ip = "203.0.113.61") => {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams({ ...booking, ...fields }) });
  return outcomeOf(() => book.action(args(request, {}, routerContext(ip))));
};

const storedFrequency = async (name: string) =>
  (await getDb().select({ frequency: leads.frequency }).from(leads).where(eq(leads.name, name)))[0]?.frequency;

describe("a booking's repeat", () => {
  it("a Home Cleaning booking keeps how often it asked for; another service's is once", async () => {
    expect((await post({ fullName: "Every Two Weeks", frequency: "every-two-weeks" })).status).toBe(302);
    expect(await storedFrequency("Every Two Weeks")).toBe("every-two-weeks");
    expect((await post({ fullName: "Asked Nothing" })).status).toBe(302);
    expect(await storedFrequency("Asked Nothing")).toBe("once");
    // The field shows only while Home Cleaning is chosen: a choice left behind by a change of service is not stored.
    expect((await post({ fullName: "Mount Weekly", serviceType: "tv-mounting", frequency: "weekly" })).status).toBe(302);
    expect(await storedFrequency("Mount Weekly")).toBe("once");
  });

  it("refuses an unknown frequency with a message in the page's language, the values kept, nothing stored", async () => {
    const outcome = await post({ fullName: "Daily Clean", frequency: "daily" }, "/es/book");
    expect(outcome.status).toBe(400);
    const result = (outcome.data as { result: { error?: Record<string, string[]>; initialValue?: Record<string, string> } }).result;
    expect(result.error?.frequency).toEqual([BOOKING_MESSAGES.frequency]);
    expect(translateMessage("es", BOOKING_MESSAGES.frequency)).toBe("Elija con qué frecuencia debemos venir");
    expect(result.initialValue).toMatchObject({ fullName: "Daily Clean", serviceType: "home-cleaning", frequency: "daily" });
    expect(await getDb().select().from(leads)).toEqual([]);
  });

  it("the database holds the set", async () => {
    await expect(createLead({ frequency: "daily" as never })).rejects.toThrow();
  });

  it("the office reads it on the lead's page, in the week, the day and the day sheet", async () => {
    const ops = await createAdmin({ email: "ops@example.com" });
    const cookie = await sessionCookieFor(ops.id);
    const date = tuesdayAfter(isoDateInZone(new Date()), 3);
    const lead = await createLead({ name: "Cleaning Customer", service: "home-cleaning", frequency: "monthly", scheduledDate: date, arrivalWindow: "8-10" });
    await createLead({ name: "Single Visit", service: "home-cleaning", scheduledDate: date, arrivalWindow: "10-12" });

    const page = await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${lead.id}`, { cookie }), { leadId: lead.id })));
    expect((page.data as { lead: LeadDetailView }).lead.frequency).toBe("Every month");

    const [day] = await scheduleBoard(date, 1, { kind: "all" });
    const services = day!.windows.flatMap((window) => window.visits.map((visit) => [visit.name, visit.service]));
    expect(services).toEqual([
      ["Cleaning Customer", "Home Cleaning · Every month"],
      ["Single Visit", "Home Cleaning"],
    ]);
    const sheet = await daySheet(date, { kind: "all" });
    expect(sheet.map((visit) => visit.service)).toEqual(["Home Cleaning · Every month", "Home Cleaning"]);
  });
});
