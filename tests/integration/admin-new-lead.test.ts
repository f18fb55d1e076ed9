import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { BOOKING_MESSAGES } from "~/leads/booking-schema";
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
});
