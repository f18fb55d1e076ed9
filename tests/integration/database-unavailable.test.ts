import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectDb, DatabaseUnavailableError, disconnectDb, failureStatus, getDb, getPool, isDatabaseUnavailable } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import * as forgotPassword from "~/routes/admin/forgot-password";
import * as book from "~/routes/book";
import * as home from "~/routes/home";
import * as layout from "~/routes/admin/layout";
import * as leadPage from "~/routes/admin/lead";
import * as leadsTab from "~/routes/admin/leads";
import * as status from "~/routes/status";
import { resetDb } from "../db";
import { testDatabaseUrl } from "../setup/worker-db";
import { adminRequest, args, createAdmin, createLead, outcomeOf, PASSWORD, routerContext, sessionCookieFor } from "./admin-fixtures";

/** A database that does not answer gives every loader and action a 503, never a 500 (issue 29 §5). */
beforeEach(resetDb);

let down = false;
/** From here to the end of the test, the app's pool points at a port where nothing listens. */
async function databaseDown() {
  await disconnectDb();
  connectDb("postgres://postgres:postgres@127.0.0.1:1/unreachable", { max: 1 });
  down = true;
}
afterEach(async () => {
  if (!down) return;
  await disconnectDb();
  connectDb(testDatabaseUrl, { max: 5 });
  down = false;
});

function form(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

/**
 * The status a loader or action answers with, returned or thrown. A thrown DatabaseUnavailableError
 * is read by React Router as `data(…, { status: 503 })` (tests/reliability/outage.test.ts sees it through the server).
 */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    return (await outcomeOf(run)).status;
  } catch (thrown) {
    if (thrown instanceof DatabaseUnavailableError) return thrown.init.status;
    throw thrown;
  }
}

describe("a database that does not answer", () => {
  it("is classified from the driver's error, wrapped or not, and every query fails with a 503 error", async () => {
    await databaseDown();
    const error = await getDb().select().from(adminUsers).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    expect((error as Error).cause).toBeInstanceOf(Error);
    await expect(getPool().query("select 1")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(getDb().transaction(async (tx) => tx.select().from(adminUsers))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    // What an action's own catch answers: 503 for a database that did not answer, 500 for anything else.
    expect(failureStatus(error)).toBe(503);
    expect(failureStatus(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(500);
  });

  it("answers 503 on every route: the admin list, the lead's page, sign-in, a password reset, the status page, its look-up and report, the forms", async () => {
    const admin = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const cookie = await sessionCookieFor(admin.id);
    const lead = await createLead();
    await databaseDown();

    const booking = {
      fullName: "Jane Smith",
      phoneNumber: "(818) 555-0199",
      emailAddress: "",
      streetAddress: "123 Main St",
      zipCode: "91101",
      serviceType: "tv-mounting",
      preferredDate: "",
      issueDescription: "",
      website: "",
    };
    const quote = { name: "Ann Lee", phone: "(818) 555-0100", email: "ann@example.com", service: "Gutter cleaning", description: "", website: "" };
    const signIn = adminRequest("/admin", { form: { email: "owner@example.com", password: PASSWORD } });
    const statuses: Record<string, number> = {
      list: await statusOf(() => leadsTab.loader(args(adminRequest("/admin", { cookie })))),
      leadPage: await statusOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${lead.id}`, { cookie }), { leadId: lead.id }))),
      gate: await statusOf(() => layout.loader(args(adminRequest("/admin", { cookie })))),
      signIn: await statusOf(() => layout.action(args(signIn, {}, routerContext("198.51.100.3")))),
      forgotPassword: await statusOf(() =>
        forgotPassword.action(args(form("/admin/forgot-password", { email: "owner@example.com" }), {}, routerContext("198.51.100.8"))),
      ),
      statusPage: await statusOf(() => status.loader(args(new Request(`http://localhost/status/${lead.id}`), { requestId: lead.id }))),
      lookUp: await statusOf(() =>
        status.action(args(form("/status", { reference: "PC-AAAAAA", phone: "(818) 555-0199" }), {}, routerContext("198.51.100.4"))),
      ),
      noContact: await statusOf(() =>
        status.action(args(form(`/status/${lead.id}`, { intent: "report-no-contact" }), { requestId: lead.id }, routerContext("198.51.100.5"))),
      ),
      quote: await statusOf(() => home.action(args(form("/?index", quote), {}, routerContext("198.51.100.6")))),
      booking: await statusOf(() => book.action(args(form("/book", booking), {}, routerContext("198.51.100.7")))),
    };
    expect(statuses).toEqual({ list: 503, leadPage: 503, gate: 503, signIn: 503, forgotPassword: 503, statusPage: 503, lookUp: 503, noContact: 503, quote: 503, booking: 503 });
  }, 60_000);
});
