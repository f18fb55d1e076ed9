import { beforeEach, describe, expect, it } from "vitest";
import { businessToday } from "~/schedule/clock";
import { VISIT_CHANGE_MESSAGES } from "~/schedule/visit-changes";
import { PROOF_MESSAGES } from "~/leads/proof/proof";
import * as status from "~/routes/status";
import { resetDb } from "../db";
import { insertLeads, tuesdayAfter } from "../schedule-fixtures";
import { args, outcomeOf, routerContext } from "./admin-fixtures";

beforeEach(resetDb);

/** POST /status/:id?visit, as the visit section's forms send it. */
const post = (id: string, fields: Record<string, string>, ip = "203.0.113.41") => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://localhost/status/${id}?visit`, { method: "POST", body: form });
  return outcomeOf(() => status.action(args(request, { requestId: id }, routerContext(ip))));
};

describe("the status page's visit forms (POST /status/:id?visit)", () => {
  it("answers a change with a redirect and a toast; a refusal with its message and the choice kept, never a 500", async () => {
    const date = tuesdayAfter(businessToday(new Date()), 3);
    const [id] = await insertLeads(1, { status: "Approved", scheduledDate: date, arrivalWindow: "8-10" });
    const wrong = await post(id!, { intent: "visit-reschedule", digits: "4321", slot: `${date} 2-4` });
    expect(wrong.status).toBe(403);
    expect(wrong.data).toEqual({ visitChange: { intent: "visit-reschedule", message: PROOF_MESSAGES.digits, slot: `${date} 2-4` } });
    expect((await post(id!, { intent: "visit-reschedule", digits: "12", slot: `${date} 2-4` })).data).toMatchObject({
      visitChange: { message: PROOF_MESSAGES.digitsFormat, slot: `${date} 2-4` },
    });
    expect((await post(id!, { intent: "visit-reschedule", digits: "1000", slot: "tomorrow" })).status).toBe(400);
    expect((await post(id!, { intent: "visit-cancel", digits: "1000", reason: "x".repeat(501) })).data).toMatchObject({
      visitChange: { intent: "visit-cancel", message: VISIT_CHANGE_MESSAGES.reason },
    });
    expect((await post(id!, { intent: "something", digits: "1000" })).status).toBe(400);
    expect((await post(id!, { intent: "visit-confirm", digits: "1000", extra: "field" })).status).toBe(400);
    expect((await post("00000000-0000-4000-8000-000000000000", { intent: "visit-confirm", digits: "1000" })).status).toBe(404);
    expect((await post("not-a-request", { intent: "visit-confirm", digits: "1000" })).status).toBe(404);
    const done = await post(id!, { intent: "visit-reschedule", digits: "1000", slot: `${date} 2-4` });
    expect(done).toMatchObject({ status: 302, location: `/status/${id}` });
  });

  it("the page's loader gives the visit section; another form sent to ?visit is refused 400, not taken for a change", async () => {
    const date = tuesdayAfter(businessToday(new Date()), 3);
    const [id] = await insertLeads(1, { status: "New", scheduledDate: date, arrivalWindow: "12-2" });
    const page = await outcomeOf(() => status.loader(args(new Request(`http://localhost/status/${id}`), { requestId: id! })));
    expect(page.data).toMatchObject({ found: true, visit: { visit: { state: "requested", changeUntil: expect.any(String) }, cancelled: null } });
    const other = await post(id!, { intent: "report-no-contact" });
    expect(other.status).toBe(400);
  });
});
