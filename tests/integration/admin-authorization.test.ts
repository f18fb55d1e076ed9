import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers, leadNotes, leadPhotos, leads, mailOutbox, sessions } from "~/db/schema";
import * as account from "~/routes/admin/account";
import * as aiTools from "~/routes/admin/ai-tools";
import * as analytics from "~/routes/admin/analytics";
import * as analyticsCsv from "~/routes/admin/analytics-csv";
import * as moneyCsv from "~/routes/admin/money-csv";
import * as layout from "~/routes/admin/layout";
import * as leadPage from "~/routes/admin/lead";
import * as leadNew from "~/routes/admin/lead-new";
import * as leadPhoto from "~/routes/admin/lead-photo";
import * as leadsExport from "~/routes/admin/leads-export";
import * as leadsTab from "~/routes/admin/leads";
import * as logout from "~/routes/admin/logout";
import * as photos from "~/routes/admin/photos";
import * as users from "~/routes/admin/users";
import * as verify from "~/routes/admin/verify";
import { businessToday } from "~/schedule/clock";
import { resetDb } from "../db";
import { tuesdayAfter } from "../schedule-fixtures";
import {
  adminRequest,
  args,
  createAdmin,
  createLead,
  expireSessionsOf,
  outcomeOf,
  sessionCookieFor,
  toastOf,
} from "./admin-fixtures";

/**
 * Every admin loader and action, called the way React Router calls it, for each kind of
 * visitor: the answer must be exactly the allowed one, and a refused post changes nothing.
 */
/** A working day (a Tuesday) a week or more ahead, whatever day the tests run on. */
const VISIT_DAY = tuesdayAfter(businessToday(new Date()), 7);

const STATES = ["no session", "expired session", "deactivated admin", "Ops Admin", "Super Admin"] as const;
type State = (typeof STATES)[number];

let accounts: Record<"super" | "ops" | "deactivated" | "late" | "former" | "target", { id: string; email: string }>;

beforeEach(async () => {
  await resetDb();
  accounts = {
    super: await createAdmin({ email: "owner@example.com", role: "Super Admin" }),
    ops: await createAdmin({ email: "ops@example.com", role: "Ops Admin" }),
    deactivated: await createAdmin({ email: "gone@example.com", role: "Super Admin", isActive: false }),
    late: await createAdmin({ email: "late@example.com", role: "Super Admin" }),
    former: await createAdmin({ email: "former@example.com", role: "Ops Admin", isActive: false }),
    target: await createAdmin({ email: "target@example.com", role: "Ops Admin" }),
  };
});

async function cookieFor(state: State): Promise<string | undefined> {
  switch (state) {
    case "no session":
      return undefined;
    case "expired session": {
      const cookie = await sessionCookieFor(accounts.late.id);
      await expireSessionsOf(accounts.late.id);
      return cookie;
    }
    case "deactivated admin":
      return sessionCookieFor(accounts.deactivated.id);
    case "Ops Admin":
      return sessionCookieFor(accounts.ops.id);
    case "Super Admin":
      return sessionCookieFor(accounts.super.id);
  }
}

/** The expected status for each state, in STATES order. */
const ADMINS_ONLY = [401, 401, 403, 200, 200];
const SUPER_ADMINS_ONLY = [401, 401, 403, 403, 200];

describe("loaders", () => {
  const pages = [
    { name: "leads (/admin)", path: "/admin", loader: leadsTab.loader, expected: ADMINS_ONLY },
    { name: "admin users", path: "/admin/users", loader: users.loader, expected: SUPER_ADMINS_ONLY },
    { name: "analytics", path: "/admin/analytics", loader: analytics.loader, expected: ADMINS_ONLY },
    { name: "analytics CSV", path: "/admin/analytics.csv?range=7&table=source", loader: analyticsCsv.loader, expected: ADMINS_ONLY },
    { name: "invoices CSV", path: "/admin/money.csv?range=7&table=invoices", loader: moneyCsv.loader, expected: ADMINS_ONLY },
    { name: "AI tools", path: "/admin/ai-tools", loader: aiTools.loader, expected: ADMINS_ONLY },
    { name: "your account", path: "/admin/account", loader: account.loader, expected: ADMINS_ONLY },
    { name: "new lead", path: "/admin/leads/new", loader: leadNew.loader, expected: ADMINS_ONLY },
    { name: "photos", path: "/admin/photos", loader: photos.loader, expected: ADMINS_ONLY },
  ];

  describe.each(pages)("$name", ({ path, loader, expected }) => {
    it.each(STATES.map((state, index) => [state, expected[index]] as const))("%s → %i", async (state, status) => {
      const cookie = await cookieFor(state);
      const outcome = await outcomeOf(() => loader(args(adminRequest(path, { cookie }))));
      expect(outcome.status).toBe(status);
    });
  });

  it.each([
    ["no session", "signed-out"],
    ["expired session", "signed-out"],
    ["Ops Admin", "admin"],
    ["Super Admin", "admin"],
  ] as const)("the gate for %s is %s", async (state, gate) => {
    const cookie = await cookieFor(state);
    const outcome = await outcomeOf(() => layout.loader(args(adminRequest("/admin", { cookie }))));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ gate });
  });

  it.each(STATES.map((state, index) => [state, ADMINS_ONLY[index]] as const))("a lead's page for %s → %i", async (state, status) => {
    const lead = await createLead({ name: "Secret Customer" });
    const cookie = await cookieFor(state);
    const outcome = await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${lead.id}`, { cookie }), { leadId: lead.id })));
    expect(outcome.status).toBe(status);
    if (status !== 200) expect(JSON.stringify(outcome.data ?? null)).not.toContain("Secret Customer");
  });

  it.each(STATES.map((state, index) => [state, ADMINS_ONLY[index]] as const))("the CSV export for %s → %i", async (state, status) => {
    await createLead({ name: "Secret Customer" });
    const cookie = await cookieFor(state);
    const outcome = await outcomeOf(() => leadsExport.loader(args(adminRequest("/admin/leads.csv", { cookie }))));
    expect(outcome.status).toBe(status);
  });

  it("a deactivated admin is signed out and sent home with the 'Access Denied' toast", async () => {
    const cookie = await cookieFor("deactivated admin");
    const outcome = await outcomeOf(() => layout.loader(args(adminRequest("/admin/users", { cookie }))));
    expect(outcome).toMatchObject({ status: 302, location: "/" });
    expect(await toastOf(outcome)).toEqual({
      type: "error",
      title: "Access Denied",
      description: "You don't have admin access to this dashboard.",
    });
    expect(outcome.headers?.getSetCookie().some((header) => /^admin_session=;.*Max-Age=0/.test(header))).toBe(true);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, accounts.deactivated.id))).toEqual([]);
  });

  it("the second sign-in step shows nothing without a pending sign-in, whoever asks", async () => {
    for (const state of STATES) {
      const cookie = await cookieFor(state);
      const outcome = await outcomeOf(() => verify.loader(args(adminRequest("/admin/verify", { cookie }))));
      expect(outcome).toMatchObject({ status: 302, location: "/admin" });
    }
  });

  it("leads show no data to anyone refused", async () => {
    await createLead({ name: "Secret Customer" });
    for (const state of ["no session", "expired session", "deactivated admin"] as const) {
      const cookie = await cookieFor(state);
      const outcome = await outcomeOf(() => leadsTab.loader(args(adminRequest("/admin", { cookie }))));
      expect(JSON.stringify(outcome.data ?? null)).not.toContain("Secret Customer");
    }
  });

  it.each(STATES.map((state, index) => [state, ADMINS_ONLY[index]] as const))(
    "a lead's photo for %s → %i, never stored by a cache",
    async (state, status) => {
      const lead = await createLead();
      await getDb()
        .insert(leadPhotos)
        .values({ leadId: lead.id, contentType: "image/jpeg", width: 1, height: 1, bytes: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) });
      const cookie = await cookieFor(state);
      const request = adminRequest(`/admin/leads/${lead.id}/photo`, { cookie });
      const outcome = await outcomeOf(() => leadPhoto.loader(args(request, { leadId: lead.id })));
      expect(outcome.status).toBe(status);
      if (status === 200) {
        expect(outcome.headers?.get("Content-Type")).toBe("image/jpeg");
        expect(outcome.headers?.get("Cache-Control")).toBe("private, no-store");
      }
    },
  );

  it("a lead without a photo, or no lead at all, is a 404 for an admin", async () => {
    const lead = await createLead();
    const cookie = await cookieFor("Ops Admin");
    for (const leadId of [lead.id, "not-a-lead"]) {
      const outcome = await outcomeOf(() => leadPhoto.loader(args(adminRequest(`/admin/leads/${leadId}/photo`, { cookie }), { leadId })));
      expect(outcome.status).toBe(404);
    }
  });

  it("the sign-out page only redirects", async () => {
    const outcome = await outcomeOf(() => logout.loader());
    expect(outcome).toMatchObject({ status: 302, location: "/admin" });
  });
});

describe("actions", () => {
  const ACTION_STATUSES = (allowed: readonly number[]) => allowed.map((status) => (status === 200 ? 302 : status));

  describe.each([
    ["approve", "Approved"],
    ["reject", "Not Qualified"],
  ] as const)("%s a lead", (intent, approvedStatus) => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(ADMINS_ONLY)[index]] as const))(
      "%s → %i",
      async (state, status) => {
        const lead = await createLead();
        const cookie = await cookieFor(state);
        // Reject asks first (decision 060): the confirmation's post, as its panel sends it.
        const confirm: Record<string, string> = intent === "reject" ? { confirm: "1" } : {};
        const request = adminRequest("/admin?index", { cookie, form: { intent, leadId: lead.id, version: "0", ...confirm } });
        const outcome = await outcomeOf(() => leadsTab.action(args(request)));
        expect(outcome.status).toBe(status);
        const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
        if (status === 302) {
          expect(after).toMatchObject({ status: approvedStatus });
          expect(after!.updatedBy).toBe(state === "Ops Admin" ? "ops@example.com" : "owner@example.com");
        } else {
          expect(after).toMatchObject({ status: "New", updatedBy: null, updatedAt: null });
        }
      },
    );
  });

  describe.each([
    ["review", { version: "0" }, (lead: typeof leads.$inferSelect) => lead.status === "In Review"],
    ["approve with a visit", { version: "0", date: VISIT_DAY, window: "8-10" }, (lead: typeof leads.$inferSelect) => lead.scheduledDate === VISIT_DAY],
    ["reject with a reason", { version: "0", reason: "outside-area", confirm: "1" }, (lead: typeof leads.$inferSelect) => lead.notQualifiedReason === "Outside our service area"],
    ["assign", { version: "0", assignee: "" }, (lead: typeof leads.$inferSelect) => lead.version === 1],
    ["note", { body: "Called twice." }, (lead: typeof leads.$inferSelect) => lead.staffActionAt !== null],
  ] as const)("on the lead's page: %s", (label, fields, applied) => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      const lead = await createLead();
      const cookie = await cookieFor(state);
      const intent = label.split(" ")[0]!;
      const request = adminRequest(`/admin/leads/${lead.id}`, { cookie, form: { intent, leadId: lead.id, ...fields } });
      const outcome = await outcomeOf(() => leadPage.action(args(request, { leadId: lead.id })));
      expect(outcome.status).toBe(status);
      const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
      expect(applied(after!)).toBe(status === 302);
      if (status !== 302) expect(await getDb().select().from(leadNotes)).toEqual([]);
    });
  });

  describe("erase a customer's personal data on the lead's page", () => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(SUPER_ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      const lead = await createLead();
      const cookie = await cookieFor(state);
      const request = adminRequest(`/admin/leads/${lead.id}`, { cookie, form: { intent: "erase", leadId: lead.id } });
      const outcome = await outcomeOf(() => leadPage.action(args(request, { leadId: lead.id })));
      expect(outcome.status).toBe(status);
      const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
      expect(after!.name).toBe(status === 302 ? "" : "Ana Lopez");
    });
  });

  describe("undo on the lead's page", () => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      const lead = await createLead();
      const opsCookie = await sessionCookieFor(accounts.ops.id);
      const approve = adminRequest("/admin?index", { cookie: opsCookie, form: { intent: "approve", leadId: lead.id, version: "0" } });
      const approved = await outcomeOf(() => leadsTab.action(args(approve)));
      expect(approved.status).toBe(302);
      const event = (await toastOf(approved))!.action!.fields.event!;
      const cookie = await cookieFor(state);
      const request = adminRequest(`/admin/leads/${lead.id}`, { cookie, form: { intent: "undo", leadId: lead.id, event } });
      const outcome = await outcomeOf(() => leadPage.action(args(request, { leadId: lead.id })));
      expect(outcome.status).toBe(status);
      const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
      expect(after!.status).toBe(status === 302 ? "New" : "Approved");
    });
  });

  describe("invite an admin (forged posts included)", () => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(SUPER_ADMINS_ONLY)[index]] as const))(
      "%s → %i",
      async (state, status) => {
        const cookie = await cookieFor(state);
        const request = adminRequest("/admin/users?invite=1", {
          cookie,
          form: { intent: "invite", email: "new@example.com", role: "Super Admin" },
        });
        const outcome = await outcomeOf(() => users.action(args(request)));
        expect(outcome.status).toBe(status);
        const rows = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"));
        const mails = await getDb().select().from(mailOutbox);
        if (status === 302) {
          expect(rows).toMatchObject([{ isActive: false, role: "Super Admin", invitedBy: accounts.super.id }]);
          expect(mails).toHaveLength(1);
        } else {
          expect(rows).toEqual([]);
          expect(mails).toEqual([]);
        }
      },
    );
  });

  describe.each([
    ["activate", "former", true],
    ["deactivate", "target", false],
  ] as const)("%s an admin", (intent, who, activeAfter) => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(SUPER_ADMINS_ONLY)[index]] as const))(
      "%s → %i",
      async (state, status) => {
        const targetCookie = await sessionCookieFor(accounts[who].id);
        const cookie = await cookieFor(state);
        // Deactivating asks first (decision 060): the confirmation's post, as its panel sends it.
        const confirm: Record<string, string> = intent === "deactivate" ? { confirm: "1" } : {};
        const request = adminRequest("/admin/users", { cookie, form: { intent, adminId: accounts[who].id, ...confirm } });
        const outcome = await outcomeOf(() => users.action(args(request)));
        expect(outcome.status).toBe(status);
        const [after] = await getDb().select().from(adminUsers).where(eq(adminUsers.id, accounts[who].id));
        expect(after!.isActive).toBe(status === 302 ? activeAfter : !activeAfter);
        const targetSessions = await getDb().select().from(sessions).where(eq(sessions.adminId, accounts[who].id));
        // Deactivating signs the admin out everywhere; nothing else touches their sessions.
        expect(targetSessions).toHaveLength(status === 302 && intent === "deactivate" ? 0 : 1);
        expect(targetCookie).toMatch(/^admin_session=/);
      },
    );
  });

  describe("enter a lead taken on the phone (forged posts included)", () => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      const cookie = await cookieFor(state);
      const form = { fullName: "Phoned In", phoneNumber: "(818) 555-0177", serviceType: "caulking" };
      const outcome = await outcomeOf(() => leadNew.action(args(adminRequest("/admin/leads/new", { cookie, form }))));
      expect(outcome.status).toBe(status);
      expect(await getDb().select().from(leads).where(eq(leads.name, "Phoned In"))).toHaveLength(status === 302 ? 1 : 0);
    });
  });

  describe("change another admin's role", () => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(SUPER_ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      const cookie = await cookieFor(state);
      const request = adminRequest("/admin/users", { cookie, form: { intent: "set-role", adminId: accounts.target.id, role: "Super Admin", confirm: "1" } });
      const outcome = await outcomeOf(() => users.action(args(request)));
      expect(outcome.status).toBe(status);
      const [after] = await getDb().select().from(adminUsers).where(eq(adminUsers.id, accounts.target.id));
      expect(after!.role).toBe(status === 302 ? "Super Admin" : "Ops Admin");
    });
  });

  describe("reset another admin's second factor", () => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(SUPER_ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(adminUsers.id, accounts.target.id));
      const cookie = await cookieFor(state);
      const request = adminRequest("/admin/users", { cookie, form: { intent: "reset-two-factor", adminId: accounts.target.id, confirm: "1" } });
      const outcome = await outcomeOf(() => users.action(args(request)));
      expect(outcome.status).toBe(status);
      const [after] = await getDb().select().from(adminUsers).where(eq(adminUsers.id, accounts.target.id));
      expect(after!.totpSecret).toBe(status === 302 ? null : "JBSWY3DPEHPK3PXP");
    });
  });

  describe.each([
    ["start-two-factor", {}],
    ["end-other-sessions", { confirm: "1" }],
  ] as const)("your account: %s", (intent, extra) => {
    it.each(STATES.map((state, index) => [state, ACTION_STATUSES(ADMINS_ONLY)[index]] as const))("%s → %i", async (state, status) => {
      const cookie = await cookieFor(state);
      const request = adminRequest("/admin/account", { cookie, form: { intent, ...extra } });
      const outcome = await outcomeOf(() => account.action(args(request)));
      expect(outcome.status).toBe(status);
    });
  });

  it("ending a session: only one's own", async () => {
    const targetCookie = await sessionCookieFor(accounts.target.id);
    const [targetSession] = await getDb().select().from(sessions).where(eq(sessions.adminId, accounts.target.id));
    for (const state of STATES) {
      const cookie = await cookieFor(state);
      const request = adminRequest("/admin/account", { cookie, form: { intent: "end-session", sessionId: targetSession!.id } });
      const outcome = await outcomeOf(() => account.action(args(request)));
      expect(outcome.status).toBe(ACTION_STATUSES(ADMINS_ONLY)[STATES.indexOf(state)]);
    }
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, accounts.target.id))).toHaveLength(1);
    expect(targetCookie).toMatch(/^admin_session=/);
  });

  it.each(STATES)("sign-out with %s redirects to /admin and deletes the session", async (state) => {
    const cookie = await cookieFor(state);
    const outcome = await outcomeOf(() => logout.action(args(adminRequest("/admin/logout", { cookie, form: {} }))));
    expect(outcome).toMatchObject({ status: 302, location: "/admin" });
    expect(outcome.headers?.get("Set-Cookie")).toMatch(/admin_session=;.*Max-Age=0/);
    const left = await getDb().select().from(sessions);
    expect(left.filter((row) => row.expiresAt > new Date())).toHaveLength(0);
  });
});
