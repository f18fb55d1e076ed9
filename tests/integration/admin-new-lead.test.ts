import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { BOOKING_MESSAGES, PHONE_LEAD_MESSAGES } from "~/leads/capture/booking-schema";
import { appointmentLabel } from "~/leads/visit";
import { shiftDate } from "~/schedule/clock";
import { isoDateInZone } from "~/utils/dates";
import * as leadPage from "~/routes/admin/lead";
import * as leadNew from "~/routes/admin/lead-new";
import { resetDb } from "../db";
import { adminRequest, args, createAdmin, outcomeOf, sessionCookieFor, toastOf } from "./admin-fixtures";

let cookie: string;

beforeEach(async () => {
  await resetDb();
  const ops = await createAdmin({ email: "ops@example.com" });
  cookie = await sessionCookieFor(ops.id);
});

const post = (form: Record<string, string>) => outcomeOf(() => leadNew.action(args(adminRequest("/admin/leads/new", { cookie, form }))));

describe("a lead taken on the phone", () => {
  it("is stored with its source and who entered it, alerts the staff, confirms to the customer, and opens its page", async () => {
    const outcome = await post({
      fullName: "Rosa Phone",
      phoneNumber: "(626) 555-0188",
      emailAddress: "rosa@example.com",
      serviceType: "drywall-repair",
      issueDescription: "Hole behind the door.",
    });
    const [lead] = await getDb().select().from(leads).where(eq(leads.name, "Rosa Phone"));
    expect(lead).toMatchObject({ source: "phone", status: "New", phone: "(626) 555-0188", streetAddress: null, zipCode: null });
    expect(lead!.staffActionAt).not.toBeNull();
    expect(outcome).toMatchObject({ status: 302, location: `/admin/leads/${lead!.id}` });
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Lead created.",
      description: `Its reference code is ${lead!.reference}: give it to the customer.`,
    });
    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead!.id));
    expect(history).toMatchObject([{ action: "created", changedBy: "ops@example.com", toStatus: "New" }]);
    const mails = await getDb().select().from(mailOutbox);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["lead-confirmation", "lead-new-staff"]);
    expect(mails.find((mail) => mail.kind === "lead-new-staff")!.text).toContain("came in from a phone call, entered by staff");
    const page = await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${lead!.id}`, { cookie }), { leadId: lead!.id })));
    expect(page.data).toMatchObject({ lead: { source: "Phone call, entered by staff", overdue: false, history: [{ who: "ops@example.com" }] } });
  });

  it("needs only a name, phone number and service; a wrong value gets the booking form's message and nothing is stored", async () => {
    const refused = await post({ fullName: "R", phoneNumber: "555", serviceType: "", zipCode: "9110" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      result: {
        error: {
          fullName: [BOOKING_MESSAGES.fullName],
          phoneNumber: [BOOKING_MESSAGES.phoneNumber],
          serviceType: [BOOKING_MESSAGES.serviceType],
          zipCode: [BOOKING_MESSAGES.zipCode],
        },
        initialValue: { fullName: "R", phoneNumber: "555" },
      },
    });
    expect(await getDb().select().from(leads)).toEqual([]);
    const minimal = await post({ fullName: "Min Imal", phoneNumber: "818 555 0100", serviceType: "something-else" });
    expect(minimal.status).toBe(302);
    expect(await getDb().select().from(mailOutbox)).toMatchObject([{ kind: "lead-new-staff" }]);
  });

  it("is given its arrival window in the same step: the place is taken with the lead, a full window stores nothing and keeps the values", async () => {
    // A Tuesday at least two days ahead: a working day of the default schedule.
    let date = shiftDate(isoDateInZone(new Date()), 2);
    while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) date = shiftDate(date, 1);
    const phone = { phoneNumber: "(626) 555-0188", serviceType: "drywall-repair", preferredDate: date };
    const stored = await post({ ...phone, fullName: "Rosa Window", arrivalWindow: "10-12" });
    const [lead] = await getDb().select().from(leads).where(eq(leads.name, "Rosa Window"));
    expect(lead).toMatchObject({ scheduledDate: date, arrivalWindow: "10-12", status: "New" });
    expect(await toastOf(stored)).toMatchObject({ title: `Lead created with its visit on ${appointmentLabel(date, "10-12")}.` });

    await post({ ...phone, fullName: "Second Caller", arrivalWindow: "10-12" });
    const full = await post({ ...phone, fullName: "Third Caller", arrivalWindow: "10-12" });
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({
      result: { error: { arrivalWindow: [expect.stringContaining("That arrival window is full on that day.")] }, initialValue: { fullName: "Third Caller", preferredDate: date } },
    });
    expect(await getDb().select().from(leads).where(eq(leads.name, "Third Caller"))).toEqual([]);

    const noDate = await post({ fullName: "No Date", phoneNumber: "(626) 555-0188", serviceType: "drywall-repair", arrivalWindow: "8-10" });
    expect(noDate.status).toBe(400);
    expect(noDate.data).toMatchObject({ result: { error: { preferredDate: [PHONE_LEAD_MESSAGES.visitDate] }, initialValue: { fullName: "No Date", arrivalWindow: "8-10" } } });
    const wrong = await post({ ...phone, fullName: "Wrong Window", arrivalWindow: "9-11" });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ result: { error: { arrivalWindow: [PHONE_LEAD_MESSAGES.arrivalWindow] } } });
  });
});
