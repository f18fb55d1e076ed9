import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { changeLeadStatus } from "./status-change.server";

async function newLead() {
  const [lead] = await getDb().insert(leads).values({ name: "Ana", phone: "3105550100", service: "tv-mounting" }).returning();
  return lead!;
}

describe("changeLeadStatus", () => {
  beforeEach(resetDb);

  it("changes the status, records who and when, and writes a history row", async () => {
    const lead = await newLead();
    const result = await changeLeadStatus({ leadId: lead.id, expectedStatus: "New", toStatus: "Approved", changedBy: "ops@example.com" });
    expect(result.ok && result.lead.status).toBe("Approved");
    expect(result.ok && result.lead.updatedBy).toBe("ops@example.com");
    expect(result.ok && result.lead.updatedAt).toBeInstanceOf(Date);
    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.id));
    expect(history).toMatchObject([{ fromStatus: "New", toStatus: "Approved", changedBy: "ops@example.com" }]);
  });

  it("lets only the first of two concurrent changes through", async () => {
    const lead = await newLead();
    const results = await Promise.all([
      changeLeadStatus({ leadId: lead.id, expectedStatus: "New", toStatus: "Approved", changedBy: "a@example.com" }),
      changeLeadStatus({ leadId: lead.id, expectedStatus: "New", toStatus: "Not Qualified", changedBy: "b@example.com" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "conflict" });
    expect(await getDb().select().from(leadStatusHistory)).toHaveLength(1);
  });

  it("answers not_found for a missing lead", async () => {
    const result = await changeLeadStatus({
      leadId: "00000000-0000-4000-8000-000000000000",
      expectedStatus: "New",
      toStatus: "Approved",
      changedBy: "a@example.com",
    });
    expect(result).toEqual({ ok: false, reason: "not_found" });
  });
});
