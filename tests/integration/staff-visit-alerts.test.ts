import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { visitLabel } from "~/leads/visit";
import { businessToday } from "~/schedule/clock";
import { applyVisitChange } from "~/schedule/visit-changes.server";
import { resetDb } from "../db";
import { insertLeads, tuesdayAfter } from "../schedule-fixtures";

beforeEach(resetDb);

const CLIENT = "203.0.113.7";
const date = tuesdayAfter(businessToday(new Date()), 3);

async function staffAlert(kind: string): Promise<string> {
  const [alert] = await getDb().select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.kind, kind));
  return alert!.text;
}

describe("the staff's alert of a customer's change shows the visit as it now is", () => {
  it("a requested visit moved: the new window, still requested, never the old one", async () => {
    const [id] = await insertLeads(1, { status: "New", scheduledDate: date, arrivalWindow: "8-10" });
    await applyVisitChange(id!, { intent: "visit-reschedule", digits: "1000", slot: `${date} 2-4` }, CLIENT);
    const text = await staffAlert("visit-rescheduled-staff");
    expect(text).toContain(`Requested window: ${visitLabel(date, "2-4")} (held; Approve confirms it)`);
    expect(text).not.toContain(`Requested window: ${visitLabel(date, "8-10")}`);
  });

  it("a confirmed visit moved: the new window, confirmed, not called requested", async () => {
    const [id] = await insertLeads(1, { status: "Approved", scheduledDate: date, arrivalWindow: "8-10" });
    await applyVisitChange(id!, { intent: "visit-reschedule", digits: "1000", slot: `${date} 12-2` }, CLIENT);
    const text = await staffAlert("visit-rescheduled-staff");
    expect(text).toContain(`Visit: ${visitLabel(date, "12-2")} (confirmed)`);
    expect(text).not.toContain("Requested window");
  });

  it("a visit cancelled: none held any more", async () => {
    const [id] = await insertLeads(1, { status: "New", scheduledDate: date, arrivalWindow: "10-12" });
    await applyVisitChange(id!, { intent: "visit-cancel", digits: "1000", reason: "" }, CLIENT);
    const text = await staffAlert("visit-cancelled-staff");
    expect(text).toContain("Visit: none (cancelled; its window is free again)");
    expect(text).not.toContain("Requested window");
  });
});
