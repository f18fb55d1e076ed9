import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers, leadPhotos, leads } from "~/db/schema";
import { resetDb } from "../../../tests/db";
import { BadLeadQuery, encodeCursor, exportBatches, listLeads } from "./admin-list.server";
import { parseLeadListQuery, type LeadListQuery } from "./list-query";

const ME = "00000000-0000-4000-8000-000000000001";

function query(params: string): LeadListQuery {
  const parsed = parseLeadListQuery(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

/** 120 leads, several sharing a created_at to the microsecond (the id breaks the tie). */
async function seed(count = 120) {
  const statuses = ["New", "Approved", "Not Qualified", "Prioritized"];
  const values = Array.from({ length: count }, (_, i) => ({
    name: `Customer ${i}`,
    phone: "3105550100",
    service: "tv-mounting",
    status: statuses[i % 4]!,
    createdAt: sql`timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(secs => ${Math.floor(i / 4)})`,
    preferredDate: i % 3 === 0 ? null : `2026-02-${String((i % 27) + 1).padStart(2, "0")}`,
  }));
  await getDb().insert(leads).values(values as never);
}

async function ordered(orderBy: string) {
  const rows = await getDb().execute<{ id: string }>(sql.raw(`select id from leads order by ${orderBy}`));
  return rows.rows.map((row) => row.id);
}

async function walk(q: LeadListQuery) {
  const pages: string[][] = [];
  const starts: number[] = [];
  let page = await listLeads(q, ME, 50);
  pages.push(page.leads.map((lead) => lead.id));
  starts.push(page.start);
  while (page.nextCursor) {
    page = await listLeads({ ...q, cursor: page.nextCursor, dir: "next" }, ME, 50);
    pages.push(page.leads.map((lead) => lead.id));
    starts.push(page.start);
  }
  return { pages, starts, last: page };
}

describe("listLeads", () => {
  beforeEach(resetDb);

  it.each([
    ["queue", "queue_rank desc, created_at desc, id desc"],
    ["newest", "created_at desc, id desc"],
    ["oldest", "created_at asc, id asc"],
    ["preferred", "coalesce(preferred_date, 'infinity'::date) asc, id asc"],
  ])("sort %s: walks every lead exactly once, forward and back", async (sort, orderBy) => {
    await seed();
    const expected = await ordered(orderBy);
    const { pages, starts, last } = await walk(query(`sort=${sort}`));
    expect(pages.map((ids) => ids.length)).toEqual([50, 50, 20]);
    expect(pages.flat()).toEqual(expected);
    expect(starts).toEqual([0, 50, 100]);
    const back = await listLeads({ ...query(`sort=${sort}`), cursor: last.prevCursor!, dir: "prev" }, ME, 50);
    expect(back.leads.map((lead) => lead.id)).toEqual(pages[1]);
    expect(back.start).toBe(50);
    const first = await listLeads({ ...query(`sort=${sort}`), cursor: back.prevCursor!, dir: "prev" }, ME, 50);
    expect(first).toMatchObject({ start: 0, prevCursor: null });
    expect(first.leads.map((lead) => lead.id)).toEqual(pages[0]);
  });

  it("puts Prioritized leads first by default", async () => {
    await seed(12);
    const page = await listLeads(query(""), ME);
    expect(page.leads.slice(0, 3).map((lead) => lead.status)).toEqual(["Prioritized", "Prioritized", "Prioritized"]);
    expect(page.leads[3]!.status).not.toBe("Prioritized");
  });

  it("counts every status under the other filters; X matches the filter, Y is every lead", async () => {
    await seed();
    await getDb().insert(leads).values({ name: "Zed Other", phone: "1", service: "caulking", status: "New" });
    const page = await listLeads(query("status=approved&service=tv-mounting"), ME);
    expect(page.counts).toMatchObject({ New: 30, Approved: 30, "Not Qualified": 30, Prioritized: 30, Completed: 0 });
    expect(page.matching).toBe(30);
    expect(page.total).toBe(121);
    expect(page.leads.every((lead) => lead.status === "Approved")).toBe(true);
  });

  it("filters the jobs booked as Something else", async () => {
    await seed(10);
    await getDb().insert(leads).values({ name: "Odd Job", phone: "1", service: "something-else", status: "New" });
    const page = await listLeads(query("service=something-else"), ME);
    expect(page.leads.map((lead) => lead.name)).toEqual(["Odd Job"]);
  });

  it("finds a lead by its phone typed another way, by name, e-mail and ZIP", async () => {
    await seed(10);
    const [wanted] = await getDb()
      .insert(leads)
      .values({ name: "Maria Gonzalez", phone: "(818) 555-0199", email: "maria.g@example.com", zipCode: "91505", service: "caulking" })
      .returning();
    for (const q of ["818.555.0199", "8185550199", "+1 818 555 0199", "1-818-555-0199", "555-0199", "gonzalez", "MARIA.G@", "91505"]) {
      const page = await listLeads(query(`q=${encodeURIComponent(q)}`), ME);
      expect(page.leads.map((lead) => lead.id), q).toEqual([wanted!.id]);
    }
    expect((await listLeads(query("q=100%25"), ME)).leads).toHaveLength(0);
  });

  it("finds a lead by its reference code, typed the way a customer reads it out", async () => {
    await seed(10);
    const [wanted] = await getDb()
      .insert(leads)
      .values({ name: "Ref Holder", phone: "(818) 555-0142", service: "caulking", reference: "PC-7K4Q9X" })
      .returning();
    await getDb().insert(leads).values({ name: "Other Code", phone: "(818) 555-0143", service: "caulking", reference: "PC-7K4Q9Y" });
    for (const q of ["PC-7K4Q9X", "pc-7k4q9x", "pc 7k4q9x", "PC7K4Q9X"]) {
      const page = await listLeads(query(`q=${encodeURIComponent(q)}`), ME);
      expect(page.leads.map((lead) => lead.id), q).toEqual([wanted!.id]);
    }
  });

  it("filters by created date range (Los Angeles days) and by assignee", async () => {
    const [admin] = await getDb().insert(adminUsers).values({ id: ME, email: "me@example.com", isActive: true }).returning();
    await getDb()
      .insert(leads)
      .values([
        { name: "Early", phone: "1", service: "caulking", createdAt: new Date("2026-03-01T07:59:00Z") },
        { name: "Day", phone: "1", service: "caulking", createdAt: new Date("2026-03-01T08:00:00Z"), assignedTo: admin!.id },
        { name: "Late", phone: "1", service: "caulking", createdAt: new Date("2026-03-02T07:59:00Z") },
      ]);
    const names = async (params: string) => (await listLeads(query(params), ME)).leads.map((lead) => lead.name);
    expect(await names("from=2026-03-01&to=2026-03-01")).toEqual(["Late", "Day"]);
    expect(await names("assignee=me")).toEqual(["Day"]);
    expect(await names("assignee=unassigned")).toEqual(["Late", "Early"]);
  });

  it("refuses a malformed cursor or one of another sort", async () => {
    await seed(10);
    const before = Buffer.from("newest|2026-01-01T00:00:00.123456Z|00000000-0000-4000-8000-000000000000").toString("base64url");
    for (const cursor of ["nonsense", Buffer.from("newest|2026-01-01|x").toString("base64url"), encodeCursor("newest", 0, "1|x"), before]) {
      await expect(listLeads({ ...query(""), cursor }, ME)).rejects.toBeInstanceOf(BadLeadQuery);
    }
    const page = await listLeads(query("sort=newest"), ME, 5);
    await expect(listLeads({ ...query("sort=oldest"), cursor: page.nextCursor! }, ME)).rejects.toBeInstanceOf(BadLeadQuery);
  });

  it("says which leads have a photo", async () => {
    const [withPhoto, without] = await getDb()
      .insert(leads)
      .values([
        { name: "With", phone: "3105550100", service: "tv-mounting" },
        { name: "Without", phone: "3105550100", service: "tv-mounting" },
      ])
      .returning();
    await getDb().insert(leadPhotos).values({ leadId: withPhoto!.id, contentType: "image/jpeg", width: 1, height: 1, bytes: Buffer.from([1]) });
    const page = await listLeads(query(""), ME);
    expect(Object.fromEntries(page.leads.map((lead) => [lead.id, lead.hasPhoto]))).toEqual({ [withPhoto!.id]: true, [without!.id]: false });
  });

  it("is empty with no leads", async () => {
    expect(await listLeads(query(""), ME)).toMatchObject({ leads: [], matching: 0, total: 0, nextCursor: null, prevCursor: null });
  });

  it("uses the queue index for the default order", async () => {
    await seed(30);
    await getDb().execute(sql`analyze leads`);
    await getDb().execute(sql`set enable_seqscan = off`);
    try {
      const plan = await getDb().execute<{ "QUERY PLAN": string }>(
        sql`explain select id from leads order by queue_rank desc nulls last, created_at desc nulls last, id desc nulls last limit 51`,
      );
      const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toContain("leads_queue_idx");
      expect(text).not.toContain("Sort");
    } finally {
      await getDb().execute(sql`reset enable_seqscan`);
    }
  });
});

describe("exportBatches", () => {
  beforeEach(resetDb);

  it("yields every matching lead once, in batches", async () => {
    await seed(25);
    const batches: number[] = [];
    const ids: string[] = [];
    for await (const batch of exportBatches(query("status=new"), ME, 4)) {
      batches.push(batch.length);
      ids.push(...batch.map((row) => row.id));
    }
    expect(batches).toEqual([4, 3]);
    expect(new Set(ids).size).toBe(7);
  });
});

describe("parseLeadListQuery", () => {
  it("reads defaults, ignores empty and unknown parameters", () => {
    expect(parseLeadListQuery(new URLSearchParams("q=&index&status=Not-Qualified".toLowerCase()))).toMatchObject({
      ok: true,
      query: { status: "not-qualified", sort: "queue", dir: "next" },
    });
  });

  it.each([
    ["status=bogus", "status"],
    ["sort=random", "sort"],
    ["from=2026-02-30", "from"],
    ["from=2026-03-02&to=2026-03-01", "from"],
    ["assignee=someone", "assignee"],
    ["dir=sideways", "dir"],
    ["status=new&status=approved", "status"],
    [`q=${"x".repeat(101)}`, "q"],
    ["q=%00", "q"],
    ["q=a%0Ab", "q"],
    ["from=0000-01-01", "from"],
    ["to=0001-12-31", "to"],
    ["service=plumbing", "service"],
  ])("refuses %s, naming the parameter", (params, name) => {
    const parsed = parseLeadListQuery(new URLSearchParams(params));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(`"${name}"`);
  });
});

describe("counts", () => {
  beforeEach(resetDb);

  it("the triggers keep exact counts per status through inserts, updates, deletes and compaction", async () => {
    await seed(40);
    await getDb().execute(sql`update leads set status = 'Completed' where status = 'Approved'`);
    await getDb().execute(sql`delete from leads where status = 'New'`);
    const { statusTotals, compactLeadCounts } = await import("./admin-list.server");
    const expected = { New: 0, "In Review": 0, Prioritized: 10, Approved: 0, Completed: 10, "Not Qualified": 10, Cancelled: 0 };
    expect((await statusTotals()).counts).toEqual(expected);
    await compactLeadCounts();
    expect(await statusTotals()).toEqual({ counts: expected, rows: 3 });
  });

  it("under a filter, counts stop at the cap and say so", async () => {
    const { LEADS_COUNT_CAP } = await import("./list-query");
    await getDb().execute(
      sql`insert into leads (name, phone, service) select 'Bulk ' || g, '3105550100', 'caulking' from generate_series(1, ${LEADS_COUNT_CAP + 5}) g`,
    );
    const page = await listLeads(query("service=caulking"), ME);
    expect(page).toMatchObject({ countsCapped: true, total: LEADS_COUNT_CAP + 5 });
    expect(page.matching).toBe(LEADS_COUNT_CAP + 1);
    expect((await listLeads(query(""), ME)).countsCapped).toBe(false);
  });
});
