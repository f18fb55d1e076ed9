import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "~/admins/admin-users.server";
import { startSession } from "~/auth/session.server";
import { clientIpContext, nonceContext } from "~/context";
import { getDb } from "~/db/client.server";
import { bookingSchema } from "~/leads/capture/booking-schema";
import { quoteSchema } from "~/leads/capture/quote-schema";
import { resetDb } from "../db";
import { createLead } from "../integration/admin-fixtures";
import { fieldValue, type FieldValue } from "./hostile-values";

type Args = { request: Request; url: URL; params: Record<string, string | undefined>; context: RouterContextProvider };
type Action = (args: Args) => Promise<unknown>;

let clientCounter = 0;

function context(): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(nonceContext, "test-nonce");
  // A new client address each time: the rate limits would otherwise stop the run early.
  provider.set(clientIpContext, `2001:db8:ffff:${(clientCounter++).toString(16)}::1`);
  return provider;
}

/** The form as a browser would send it: multipart (always when a file is in it) or urlencoded. */
function buildRequest(url: string, fields: Record<string, FieldValue>, multipart: boolean, cookie?: string): Request {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const entries: [string, string | File][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value.kind === "missing") continue;
    for (const item of value.kind === "repeated" ? value.values : [value.value]) entries.push([name, item]);
  }
  if (multipart || entries.some(([, value]) => typeof value !== "string")) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return new Request(url, { method: "POST", body: form, headers });
  }
  const body = new URLSearchParams(entries as [string, string][]);
  return new Request(url, { method: "POST", body, headers });
}

/** The HTTP status an action's outcome would be answered with; an exception is a 500. */
async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; location?: string; detail?: string }> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") ?? undefined };
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
    }
    return { status: 500, detail: thrown instanceof Error ? thrown.stack : String(thrown) };
  }
  if (outcome instanceof Response) return { status: outcome.status, location: outcome.headers.get("location") ?? undefined };
  if (outcome && typeof outcome === "object" && "init" in outcome) {
    return { status: (outcome as { init?: { status?: number } | null }).init?.status ?? 200 };
  }
  return { status: 200 };
}

const RUNS = Number(process.env.HOSTILE_RUNS ?? 400);

/** A count from the database: how a fuzz test shows that some of its requests got past every refusal and did their work. */
async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await getDb().execute<{ n: number }>(query)).rows;
  return Number(row!.n);
}

/** Runs `runs` random submissions of `fields` through `action` and expects no 5xx. */
async function fuzz(
  action: Action,
  url: string,
  fields: Record<string, fc.Arbitrary<FieldValue>>,
  options: { runs?: number; params?: () => Record<string, string>; cookie?: () => string | undefined } = {},
) {
  const statuses: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(fc.record(fields), fc.boolean(), async (values, multipart) => {
      const request = buildRequest(url, values, multipart, options.cookie?.());
      const result = await statusOf(() =>
        action({ request, url: new URL(request.url), params: options.params?.() ?? {}, context: context() }),
      );
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      if (result.status >= 500) throw new Error(`answered ${result.status}${result.detail ? `: ${result.detail}` : ""}`);
    }),
    { numRuns: options.runs ?? RUNS, endOnFailure: true },
  );
  return statuses;
}

/** Every stored lead passes the same schema the forms check. */
async function expectOnlyValidLeads() {
  const rows = await getDb().execute<{
    source: string;
    name: string;
    phone: string;
    email: string;
    service: string;
    description: string;
    street_address: string | null;
    zip_code: string | null;
    preferred_date: string | null;
  }>(sql`select source, name, phone, email, service, description, street_address, zip_code, preferred_date::text from leads`);
  const invalid = rows.rows.filter((row) => {
    if (row.source === "booking") {
      return !bookingSchema.safeParse({
        fullName: row.name,
        phoneNumber: row.phone,
        emailAddress: row.email || undefined,
        streetAddress: row.street_address ?? "",
        zipCode: row.zip_code ?? "",
        serviceType: row.service,
        preferredDate: row.preferred_date ?? undefined,
        issueDescription: row.description,
      }).success;
    }
    return !quoteSchema.safeParse({ name: row.name, phone: row.phone, email: row.email, service: row.service, description: row.description })
      .success;
  });
  expect(invalid.slice(0, 3)).toEqual([]);
  return rows.rows.length;
}

const valid = {
  fullName: "Maria Lopez",
  phoneNumber: "(818) 555-0142",
  emailAddress: "maria@example.com",
  streetAddress: "1200 Colorado Blvd",
  zipCode: "91101",
  serviceType: "tv-mounting",
  issueDescription: "Mount a 65 inch TV",
};

describe("hostile input through every action: never a 5xx, never an invalid row", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("booking (/book)", async () => {
    const { action } = await import("~/routes/book");
    const statuses = await fuzz(action as unknown as Action, "http://localhost/book", {
      fullName: fieldValue(valid.fullName),
      phoneNumber: fieldValue(valid.phoneNumber),
      emailAddress: fieldValue(valid.emailAddress),
      streetAddress: fieldValue(valid.streetAddress),
      zipCode: fieldValue(valid.zipCode),
      serviceType: fieldValue(valid.serviceType),
      preferredDate: fieldValue(new Date().toISOString().slice(0, 10)),
      issueDescription: fieldValue(valid.issueDescription),
      // What a browser sends for an empty file input.
      photo: fieldValue(new File([], "", { type: "application/octet-stream" })),
      smsConsent: fieldValue("on"),
      website: fieldValue(""),
    });
    // The property reached both sides: stored bookings and refused ones.
    expect(statuses[302]).toBeGreaterThan(10);
    expect(statuses[400]).toBeGreaterThan(10);
    expect(await expectOnlyValidLeads()).toBeGreaterThan(0);
  });

  it("free quote (/)", async () => {
    const { action } = await import("~/routes/home");
    const statuses = await fuzz(action as unknown as Action, "http://localhost/?index", {
      name: fieldValue("Sam Lee"),
      phone: fieldValue("818-555-0100"),
      email: fieldValue("sam@example.com"),
      service: fieldValue("Fix a squeaky door"),
      description: fieldValue(""),
      smsConsent: fieldValue("on"),
      website: fieldValue(""),
    });
    expect(statuses[302]).toBeGreaterThan(10);
    expect(await expectOnlyValidLeads()).toBeGreaterThan(0);
  });

  it("no one contacted me (/status/:id)", async () => {
    const { action } = await import("~/routes/status");
    const ids = (await getDb().execute<{ id: string }>(sql`select id from leads limit 20`)).rows.map((row) => row.id);
    const idArbitrary = fc.oneof(fc.constantFrom(...ids), fc.string(), fc.constant(randomUUID()), fc.constant("../admin"));
    const statuses = await fuzz(
      action as unknown as Action,
      "http://localhost/status/x",
      { intent: fieldValue("report-no-contact") },
      { params: () => ({ requestId: fc.sample(idArbitrary, 1)[0]! }) },
    );
    expect(Object.keys(statuses).length).toBeGreaterThan(1);
  });

  it("finding a request by reference code and phone (/status)", async () => {
    const { action } = await import("~/routes/status");
    const [lead] = (await getDb().execute<{ reference: string; phone: string }>(sql`select reference, phone from leads where reference is not null limit 1`)).rows;
    const statuses = await fuzz(action as unknown as Action, "http://localhost/status", {
      reference: fieldValue(lead!.reference),
      phone: fieldValue(lead!.phone),
    });
    expect(statuses[302]).toBeGreaterThan(0);
    expect(Object.keys(statuses).length).toBeGreaterThan(1);
  });

  it("admin sign-in (/admin)", async () => {
    await upsertAdmin({ email: "owner@example.com", password: "correct horse battery", role: "Super Admin" });
    const { action } = await import("~/routes/admin/layout");
    const statuses = await fuzz(
      action as unknown as Action,
      "http://localhost/admin",
      {
        email: fieldValue("owner@example.com"),
        password: fieldValue("correct horse battery"),
        redirectTo: fieldValue("/admin"),
      },
      // Each attempt runs scrypt on purpose: fewer runs.
      { runs: Math.ceil(RUNS / 15) },
    );
    // Some attempts signed in (a session each), not only refusals.
    expect(statuses[302]).toBeGreaterThan(0);
    const signedIn = sql`select count(*) as n from sessions join admin_users on admin_users.id = sessions.admin_id where admin_users.email = 'owner@example.com'`;
    expect(await countOf(signedIn)).toBeGreaterThan(0);
  });

  describe("signed-in admin actions", () => {
    let cookie = "";
    let leadIds: string[] = [];
    let adminIds: string[] = [];

    beforeAll(async () => {
      await upsertAdmin({ email: "boss@example.com", password: "correct horse battery", role: "Super Admin" });
      const [boss] = (await getDb().execute<{ id: string }>(sql`select id from admin_users where email = 'boss@example.com'`)).rows;
      const setCookie = await startSession(boss!.id, new Request("http://localhost/admin"));
      cookie = setCookie.split(";")[0]!;
      // New requests of their own, at version 0 as the list's rows name them: whatever the earlier fuzzing left behind
      // (an approved visit, a version moved on by a no-contact report) cannot leave no lead to approve or reject.
      leadIds = (await Promise.all(Array.from({ length: 30 }, (_, index) => createLead({ name: `Hostile List ${index}`, description: "Patch a wall" })))).map((lead) => lead.id);
      adminIds = (await getDb().execute<{ id: string }>(sql`select id from admin_users`)).rows.map((row) => row.id);
    });

    it("approve / reject a lead (/admin)", async () => {
      const { action } = await import("~/routes/admin/leads");
      const statuses = await fuzz(
        action as unknown as Action,
        "http://localhost/admin?index",
        {
          approve: fieldValue("0"),
          reject: fieldValue("0"),
          rows: fc.oneof(fc.constantFrom(...leadIds).map((value) => ({ kind: "value", value: `${value}.0` }) as FieldValue), fieldValue(`${randomUUID()}.0`)),
        },
        { cookie: () => cookie },
      );
      // Some submissions changed a lead (a history entry in the admin's name), not only refusals.
      expect(statuses[302]).toBeGreaterThan(0);
      expect(await countOf(sql`select count(*) as n from lead_status_history where changed_by = 'boss@example.com'`)).toBeGreaterThan(0);
    });

    it("invite, activate and deactivate admins (/admin/users)", async () => {
      const { action } = await import("~/routes/admin/users");
      const statuses = await fuzz(
        action as unknown as Action,
        "http://localhost/admin/users",
        {
          intent: fc.oneof(fieldValue("invite"), fieldValue("activate"), fieldValue("deactivate")),
          email: fieldValue("new.admin@example.com"),
          role: fc.oneof(fieldValue("Ops Admin"), fieldValue("Super Admin")),
          adminId: fc.oneof(fc.constantFrom(...adminIds).map((value) => ({ kind: "value", value }) as FieldValue), fieldValue(randomUUID())),
        },
        { cookie: () => cookie, runs: Math.ceil(RUNS / 2) },
      );
      // Some submissions invited the new admin (an account row), not only refusals.
      expect(statuses[302]).toBeGreaterThan(0);
      expect(await countOf(sql`select count(*) as n from admin_users where email = 'new.admin@example.com'`)).toBe(1);
    });
  });
});
