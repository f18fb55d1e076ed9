import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leadPhotos, leads } from "~/db/schema";
import { resetDb } from "../../tests/db";
import type { AdminIdentity } from "~/auth/guards.server";
import { decideLead, LEADS_COUNT_CAP, listLeads } from "./leads.server";

/** 120 leads, several sharing a created_at to the microsecond (the id breaks the tie). */
async function seed(count = 120) {
  const statuses = ["New", "Approved", "Not Qualified"];
  const values = Array.from({ length: count }, (_, i) => ({
    name: `Customer ${i}`,
    phone: "3105550100",
    service: "tv-mounting",
    status: statuses[i % 3]!,
    createdAt: sql`timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(secs => ${Math.floor(i / 4)})`,
  }));
  await getDb().insert(leads).values(values as never);
  const all = await getDb().execute<{ id: string; status: string }>(
    sql`select id, status from leads order by created_at desc, id desc`,
  );
  return all.rows;
}

const ops: AdminIdentity = { id: "00000000-0000-4000-8000-000000000001", email: "ops@example.com", role: "Ops Admin", isSuperAdmin: false };

describe("listLeads", () => {
  beforeEach(resetDb);

  it("walks every lead exactly once, forward and back, newest first", async () => {
    const expected = await seed();
    const forward: string[][] = [];
    let page = await listLeads({ limit: 50 });
    expect(page).toMatchObject({ total: 120, totalCapped: false, prevCursor: null });
    forward.push(page.leads.map((lead) => lead.id));
    while (page.nextCursor) {
      page = await listLeads({ cursor: page.nextCursor, limit: 50 });
      forward.push(page.leads.map((lead) => lead.id));
    }
    expect(forward.map((ids) => ids.length)).toEqual([50, 50, 20]);
    expect(forward.flat()).toEqual(expected.map((row) => row.id));

    const back = await listLeads({ cursor: page.prevCursor, direction: "prev", limit: 50 });
    expect(back.leads.map((lead) => lead.id)).toEqual(forward[1]);
    const first = await listLeads({ cursor: back.prevCursor, direction: "prev", limit: 50 });
    expect(first.leads.map((lead) => lead.id)).toEqual(forward[0]);
    expect(first.prevCursor).toBeNull();
    expect(first.nextCursor).not.toBeNull();
  });

  it("filters by status on the server, with the total for the filter", async () => {
    const all = await seed();
    const page = await listLeads({ status: "Approved", limit: 50 });
    expect(page.total).toBe(40);
    expect(page.leads).toHaveLength(40);
    expect(page.leads.every((lead) => lead.status === "Approved")).toBe(true);
    expect(page.leads.map((lead) => lead.id)).toEqual(all.filter((row) => row.status === "Approved").map((row) => row.id));
    expect(page.nextCursor).toBeNull();
  });

  it("a short page going back is topped up to a full first page", async () => {
    await seed(60);
    const first = await listLeads({ limit: 50 });
    const second = await listLeads({ cursor: first.nextCursor, limit: 50 });
    const fresh = await listLeads({ cursor: second.prevCursor, direction: "prev", limit: 50 });
    expect(fresh.leads.map((lead) => lead.id)).toEqual(first.leads.map((lead) => lead.id));
  });

  it("ignores a malformed cursor", async () => {
    await seed(10);
    for (const cursor of ["nonsense", "", Buffer.from("2026-01-01|x").toString("base64url"), "a".repeat(500)]) {
      const page = await listLeads({ cursor });
      expect(page.leads).toHaveLength(10);
    }
  });

  it("counts up to the cap, and says so", async () => {
    await getDb().execute(
      sql`insert into leads (name, phone, service) select 'Bulk ' || g, '3105550100', 'tv-mounting' from generate_series(1, ${LEADS_COUNT_CAP + 5}) g`,
    );
    const page = await listLeads();
    expect(page).toMatchObject({ total: LEADS_COUNT_CAP, totalCapped: true });
    expect(page.leads).toHaveLength(50);
  });

  it("says which leads have a photo", async () => {
    const [withPhoto, without] = await getDb()
      .insert(leads)
      .values([
        { name: "With", phone: "3105550100", service: "tv-mounting" },
        { name: "Without", phone: "3105550100", service: "tv-mounting" },
      ])
      .returning();
    await getDb()
      .insert(leadPhotos)
      .values({ leadId: withPhoto!.id, contentType: "image/jpeg", width: 1, height: 1, bytes: Buffer.from([1]) });
    const page = await listLeads();
    expect(Object.fromEntries(page.leads.map((lead) => [lead.id, lead.hasPhoto]))).toEqual({
      [withPhoto!.id]: true,
      [without!.id]: false,
    });
  });

  it("is empty with no leads", async () => {
    expect(await listLeads()).toEqual({ leads: [], total: 0, totalCapped: false, nextCursor: null, prevCursor: null });
  });

  it("uses the (status, created_at, id) index for a filtered page", async () => {
    await seed(30);
    await getDb().execute(sql`analyze leads`);
    await getDb().execute(sql`set enable_seqscan = off`);
    try {
      const plan = await getDb().execute<{ "QUERY PLAN": string }>(
        sql`explain select id from leads where status = 'New' and (created_at, id) < (now(), '00000000-0000-4000-8000-000000000000'::uuid) order by created_at desc nulls last, id desc nulls last limit 51`,
      );
      const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toContain("leads_status_created_idx");
      expect(text).not.toContain("Sort");
    } finally {
      await getDb().execute(sql`reset enable_seqscan`);
    }
  });
});

describe("decideLead", () => {
  beforeEach(resetDb);

  it("approves and rejects New leads only, saying what happened otherwise", async () => {
    const [lead] = await getDb().insert(leads).values({ name: "Ana", phone: "3105550100", service: "tv-mounting" }).returning();
    expect(await decideLead({ admin: ops, leadId: lead!.id, decision: "approve", seenStatus: "New" })).toEqual({ ok: true });
    expect(await decideLead({ admin: ops, leadId: lead!.id, decision: "reject", seenStatus: "New" })).toEqual({
      ok: false,
      message: "this lead was already updated by someone else (now Approved).",
    });
    expect(await decideLead({ admin: ops, leadId: lead!.id, decision: "reject", seenStatus: "Approved" })).toEqual({
      ok: false,
      message: "only New leads can be approved or rejected.",
    });
    expect(
      await decideLead({ admin: ops, leadId: "00000000-0000-4000-8000-000000000009", decision: "approve", seenStatus: "New" }),
    ).toEqual({ ok: false, message: "this lead no longer exists." });
  });
});
