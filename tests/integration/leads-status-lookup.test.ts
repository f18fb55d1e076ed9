import { beforeEach, describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "~/forms/fields";
import { getDb } from "~/db/client.server";
import { leadStatusHistory } from "~/db/schema";
import { createLead } from "~/leads/leads.server";
import { LOOKUP_MESSAGES } from "~/status/lookup-schema";
import { changeLeadStatus } from "~/leads/status-change.server";
import { LIMITS } from "~/security/limits";
import * as status from "~/routes/status";
import { resetDb } from "../db";
import { args, outcomeOf, routerContext } from "./admin-fixtures";

beforeEach(resetDb);

const lookup = (fields: Record<string, string>, ip = "203.0.113.40") => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost/status", { method: "POST", body: form });
  return outcomeOf(() => status.action(args(request, {}, routerContext(ip))));
};

const booked = () =>
  createLead({ source: "booking", name: "Jane Smith", phone: "(818) 555-0199", service: "caulking", streetAddress: "1 Elm St", zipCode: "91101" });

describe("finding a request by reference code and phone (POST /status)", () => {
  it("redirects to the status page; the code in any case, the phone in any format", async () => {
    const lead = await booked();
    const code = lead.reference!;
    expect(await lookup({ reference: code, phone: "(818) 555-0199" })).toMatchObject({ status: 302, location: `/status/${lead.id}` });
    expect(await lookup({ reference: ` ${code.toLowerCase()} `, phone: "+1 818.555.0199" })).toMatchObject({
      status: 302,
      location: `/status/${lead.id}`,
    });
  });

  it("answers one generic message whichever half is wrong, and keeps the values", async () => {
    const lead = await booked();
    const wrongPhone = await lookup({ reference: lead.reference!, phone: "(818) 555-0100" });
    const wrongCode = await lookup({ reference: "PC-AAAAAA", phone: "(818) 555-0199" });
    const notACode = await lookup({ reference: "hello", phone: "(818) 555-0199" });
    for (const outcome of [wrongPhone, wrongCode, notACode]) {
      expect(outcome.status).toBe(404);
      expect(outcome.data).toMatchObject({ lookup: { error: { "": [LOOKUP_MESSAGES.notFound] } } });
    }
    expect(wrongPhone.data).toMatchObject({ lookup: { initialValue: { reference: lead.reference, phone: "(818) 555-0100" } } });
    expect((await lookup({ reference: "", phone: "" })).status).toBe(400);
  });

  it("is rate-limited per client", async () => {
    const lead = await booked();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.statusLookup.limit + 1; i++) {
      statuses.push((await lookup({ reference: "PC-AAAAAA", phone: "(818) 555-0199" }, "192.0.2.77")).status);
    }
    expect(statuses.slice(0, LIMITS.statusLookup.limit).every((code) => code === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right answer waits now; another client is not affected.
    expect((await lookup({ reference: lead.reference!, phone: "(818) 555-0199" }, "192.0.2.77")).status).toBe(429);
    expect((await lookup({ reference: lead.reference!, phone: "(818) 555-0199" }, "192.0.2.78")).status).toBe(302);
  });

  it("checks the limit before the body: a client over it gets 429 even for a body that is not the form", async () => {
    for (let i = 0; i < LIMITS.statusLookup.limit; i++) await lookup({ reference: "PC-AAAAAA", phone: "(818) 555-0199" }, "192.0.2.79");
    expect((await lookup({ "x[300000000]": "1" }, "192.0.2.79")).status).toBe(429);
    expect((await lookup({ "x[300000000]": "1" }, "192.0.2.80"))).toMatchObject({
      status: 400,
      data: { lookup: { error: { "": [FORM_MESSAGES.notAForm] } } },
    });
  });

  it("keeps 'Request ID is missing' on /status", async () => {
    const outcome = await outcomeOf(() => status.loader(args(new Request("http://localhost/status"), {})));
    expect(outcome).toMatchObject({ status: 404, data: { found: false, message: "Request ID is missing" } });
  });

  it("opens 'Track my request' (/status?find, the header's link) on the look-up form: 200, no missing-id card (issue 40 §2)", async () => {
    for (const path of ["/status?find", "/es/status?find"]) {
      const outcome = await outcomeOf(() => status.loader(args(new Request(`http://localhost${path}`), {})));
      expect(outcome).toMatchObject({ status: 200, data: { found: false, track: true, message: "" } });
    }
  });
});

describe("the status page's timeline", () => {
  it("shows Request Prioritized only for a request that was prioritized", async () => {
    const lead = await booked();
    const steps = async () => {
      const outcome = await outcomeOf(() => status.loader(args(new Request(`http://localhost/status/${lead.id}`), { requestId: lead.id })));
      return (outcome.data as { request: { timeline: { title: string }[] } }).request.timeline.map((step) => step.title);
    };
    await changeLeadStatus({ leadId: lead.id, expectedStatus: "New", toStatus: "Approved", changedBy: "ops@example.com" });
    expect(await steps()).not.toContain("Request Prioritized");
    await getDb().insert(leadStatusHistory).values({ leadId: lead.id, fromStatus: "New", toStatus: "Prioritized", changedBy: "customer" });
    expect(await steps()).toContain("Request Prioritized");
  });
});

describe("'No one contacted me' before the promised response time (NO_CONTACT_AFTER_HOURS=24)", () => {
  it("is refused with the time it opens, and refused on a Not Qualified request", async () => {
    const lead = await booked();
    const report = () => {
      const form = new FormData();
      form.append("intent", "report-no-contact");
      const request = new Request(`http://localhost/status/${lead.id}`, { method: "POST", body: form });
      return outcomeOf(() => status.action(args(request, { requestId: lead.id }, routerContext("203.0.113.41"))));
    };
    const early = await report();
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ toast: { title: "Update Failed", description: expect.stringMatching(/^You can tell us from .+ if nobody has contacted you\.$/) } });
    await changeLeadStatus({ leadId: lead.id, expectedStatus: "New", toStatus: "Not Qualified", changedBy: "ops@example.com" });
    expect(await report()).toMatchObject({ status: 409, data: { toast: { description: "This request is closed." } } });
  });
});
