import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "~/security/limits";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { getDb } from "~/db/client.server";
import { adminUsers, authTokens, leads, mailOutbox, sessions } from "~/db/schema";
import { fromRowLine } from "~/leads/admin/admin-view";
import * as acceptInvite from "~/routes/admin/accept-invite";
import * as forgotPassword from "~/routes/admin/forgot-password";
import * as layout from "~/routes/admin/layout";
import * as leadsTab from "~/routes/admin/leads";
import * as leadsExport from "~/routes/admin/leads-export";
import * as resetPassword from "~/routes/admin/reset-password";
import * as users from "~/routes/admin/users";
import * as verify from "~/routes/admin/verify";
import { resetDb } from "../db";
import {
  adminRequest,
  args,
  createAdmin,
  createLead,
  inDays,
  outcomeOf,
  PASSWORD,
  routerContext,
  sessionCookieFor,
  sessionFrom,
  toastOf,
} from "./admin-fixtures";

beforeEach(resetDb);

const signInPost = (form: Record<string, string>, ip = "203.0.113.50") =>
  outcomeOf(() => layout.action(args(adminRequest("/admin", { form }), {}, routerContext(ip))));

describe("sign in (POST /admin)", () => {
  it("needs both fields", async () => {
    const outcome = await signInPost({ email: "", password: "" });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({
      result: { error: { email: ["Please enter your email address."], password: ["Please enter your password."] } },
    });
  });

  it("says 'Login Failed' without telling whether the address exists, and never echoes the password", async () => {
    await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    for (const email of ["owner@example.com", "nobody@example.com"]) {
      const outcome = await signInPost({ email, password: "not the password" });
      expect(outcome.status).toBe(400);
      expect(outcome.data).toMatchObject({ alert: { title: "Login Failed", description: "Invalid email or password." } });
      expect(JSON.stringify(outcome.data)).not.toContain("not the password");
    }
  });

  it("signs in and goes back to the page the form was on", async () => {
    await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    for (const [redirectTo, location] of [
      ["/admin/users", "/admin/users"],
      ["/admin?status=new", "/admin?status=new"],
      ["", "/admin"],
    ]) {
      const outcome = await signInPost({ email: "owner@example.com", password: PASSWORD, redirectTo: redirectTo! });
      expect(outcome).toMatchObject({ status: 302, location });
      const cookie = sessionFrom(outcome);
      expect(cookie).toMatch(/^admin_session=/);
      const gate = await outcomeOf(() => layout.loader(args(adminRequest("/admin", { cookie }))));
      expect(gate.data).toEqual({ gate: "admin", email: "owner@example.com", unread: 0 });
    }
  });

  it("refuses a return path off the site or with CR/LF (400), before any session exists", async () => {
    await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    for (const redirectTo of ["https://evil.example/admin", "//evil.example/admin", "/\\evil.example", "/admin\r\nSet-Cookie: x=1", "/admin\n", "admin"]) {
      const outcome = await signInPost({ email: "owner@example.com", password: PASSWORD, redirectTo });
      expect(outcome.status, JSON.stringify(redirectTo)).toBe(400);
      expect(outcome.data).toMatchObject({ result: { error: { redirectTo: ["The page to return to is not valid."] } } });
      expect(sessionFrom(outcome)).toBeUndefined();
    }
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("an account with two-factor sign-in goes to /admin/verify with a pending sign-in, not a session", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(adminUsers.id, owner.id));
    const outcome = await signInPost({ email: "owner@example.com", password: PASSWORD, redirectTo: "/admin/users" });
    expect(outcome).toMatchObject({ status: 302, location: "/admin/verify" });
    expect(sessionFrom(outcome)).toBeUndefined();
    expect(outcome.headers?.get("Set-Cookie")).toMatch(/^admin_pending=.+Path=\/admin; HttpOnly; SameSite=Lax$/);
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("answers 429 with the wait once locked", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < 5; i += 1) await signInPost({ email: "owner@example.com", password: `wrong ${i}` });
    const outcome = await signInPost({ email: "owner@example.com", password: PASSWORD });
    expect(outcome.status).toBe(429);
    expect(outcome.headers?.get("Retry-After")).toMatch(/^\d+$/);
    expect(outcome.data).toMatchObject({
      alert: { title: "Login Failed", description: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/) },
    });
  }, 30_000);

  it("wrong passwords from many addresses: untrusted clients get 429 with Retry-After, the usual browser still signs in", async () => {
    await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const first = await signInPost({ email: "owner@example.com", password: PASSWORD }, "203.0.113.60");
    const device = first.headers?.getSetCookie().find((cookie) => cookie.startsWith("admin_device="));
    expect(device).toMatch(/^admin_device=.+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
    for (let i = 0; i < LIMITS.signInAccount.limit + 10; i += 1) {
      await signInPost({ email: "owner@example.com", password: `guess ${i}` }, `10.1.${i >> 8}.${i & 255}`);
    }
    const untrusted = await signInPost({ email: "owner@example.com", password: PASSWORD }, "203.0.113.60");
    expect(untrusted.status).toBe(429);
    expect(Number(untrusted.headers?.get("Retry-After"))).toBeGreaterThan(0);
    const request = adminRequest("/admin", { form: { email: "owner@example.com", password: PASSWORD }, cookie: device!.split(";")[0] });
    const trusted = await outcomeOf(() => layout.action(args(request, {}, routerContext("203.0.113.60"))));
    expect(trusted).toMatchObject({ status: 302, location: "/admin" });
  }, 120_000);

  it("a body that is not a form is a 400, not a 500", async () => {
    const request = new Request("http://localhost/admin", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
    expect((await outcomeOf(() => layout.action(args(request)))).status).toBe(400);
  });
});

describe("second sign-in step (POST /admin/verify)", () => {
  async function pendingCookie() {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(adminUsers.id, owner.id));
    const outcome = await signInPost({ email: "owner@example.com", password: PASSWORD, redirectTo: "/admin/users" });
    return outcome.headers!.get("Set-Cookie")!.split(";")[0]!;
  }
  const post = (cookie: string, code: string) => outcomeOf(() => verify.action(args(adminRequest("/admin/verify", { cookie, form: { code } }))));
  const code = (stepsAhead = 0) => TOTP.generate({ secret: Secret.fromBase32("JBSWY3DPEHPK3PXP"), timestamp: Date.now() + stepsAhead * 30_000 });

  it("shows the pending account, checks the code's form, and signs in with the right code", async () => {
    const cookie = await pendingCookie();
    expect((await outcomeOf(() => verify.loader(args(adminRequest("/admin/verify", { cookie }))))).data).toEqual({ email: "owner@example.com" });
    expect((await post(cookie, "12ab")).data).toMatchObject({
      result: { error: { code: ["Enter the 6-digit code or a recovery code (xxxxx-xxxxx)."] } },
    });
    const wrong = code() === "000000" ? "111111" : "000000";
    expect(await post(cookie, wrong)).toMatchObject({ status: 400, data: { result: { error: { "": ["That code is not valid."] } } } });
    const used = code();
    const done = await post(cookie, used);
    expect(done).toMatchObject({ status: 302, location: "/admin/users" });
    expect(sessionFrom(done)).toMatch(/^admin_session=/);
    // Used: the same code from a new pending sign-in is refused.
    const again = await signInPost({ email: "owner@example.com", password: PASSWORD });
    const second = again.headers!.get("Set-Cookie")!.split(";")[0]!;
    expect((await post(second, used)).status).toBe(400);
  });

  it("answers 429 with Retry-After once the account's wrong codes are too many, and sends an expired step back to sign in", async () => {
    const cookie = await pendingCookie();
    const wrong = code() === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) await post(cookie, wrong);
    expect(await post(cookie, code())).toMatchObject({ status: 302, location: "/admin" });
    const newPending = async () => (await signInPost({ email: "owner@example.com", password: PASSWORD })).headers!.get("Set-Cookie")!.split(";")[0]!;
    const second = await newPending();
    for (let i = 0; i < 5; i += 1) expect((await post(second, wrong)).status).toBe(400);
    // Ten wrong codes for the account in this window: the next check is refused without looking at the code.
    const throttled = await post(await newPending(), code());
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers?.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("leads tab", () => {
  it("reads the filter and page from the URL", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const cookie = await sessionCookieFor(owner.id);
    for (let i = 0; i < 55; i += 1) await createLead({ name: `Lead ${i}`, status: i % 5 === 0 ? "Approved" : "New" });
    const all = await outcomeOf(() => leadsTab.loader(args(adminRequest("/admin", { cookie }))));
    expect(all.data).toMatchObject({ filter: "all", matching: 55, total: 55, prevCursor: null });
    const first = all.data as { rows: unknown[]; nextCursor: string };
    expect(first.rows).toHaveLength(50);
    const next = await outcomeOf(() =>
      leadsTab.loader(args(adminRequest(`/admin?cursor=${first.nextCursor}&dir=next`, { cookie }))),
    );
    expect((next.data as { rows: unknown[] }).rows).toHaveLength(5);
    const approved = await outcomeOf(() => leadsTab.loader(args(adminRequest("/admin?status=approved", { cookie }))));
    expect(approved.data).toMatchObject({ filter: "approved", matching: 11, total: 55, counts: { Approved: 11, New: 44 } });
  });

  it("a malformed query or cursor is a 400 that names it, never a 500", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const cookie = await sessionCookieFor(owner.id);
    await createLead();
    const cases: [string, string][] = [
      ["status=%00", '"status"'],
      ["dir=sideways", '"dir"'],
      ["cursor=%%%", "cursor"],
      ["cursor=bm9uc2Vuc2U", "cursor"],
      ["from=2026-13-01", '"from"'],
      ["sort=random", '"sort"'],
      ["assignee=x", '"assignee"'],
    ];
    for (const [query, named] of cases) {
      const outcome = await outcomeOf(() => leadsTab.loader(args(adminRequest(`/admin?${query}`, { cookie }))));
      expect(outcome.status, query).toBe(400);
      expect(String(outcome.data), query).toContain(named);
      const csv = await outcomeOf(() => leadsExport.loader(args(adminRequest(`/admin/leads.csv?${query.startsWith("cursor") ? "status=bogus" : query}`, { cookie }))));
      expect(csv.status, query).toBe(400);
    }
  });

  it("?lead=<id> shows the one lead a new-lead e-mail links to", async () => {
    const ops = await createAdmin({ email: "ops@example.com" });
    const cookie = await sessionCookieFor(ops.id);
    const wanted = await createLead({ name: "Wanted Customer" });
    await createLead({ name: "Someone Else" });
    const one = await outcomeOf(() => leadsTab.loader(args(adminRequest(`/admin?lead=${wanted.id.toUpperCase()}`, { cookie }))));
    expect(one.data).toMatchObject({ single: true, matching: 1, total: 2 });
    expect((one.data as { rows: string[] }).rows.map((line) => fromRowLine(line)).map((row) => [row.id, row.name])).toEqual([[wanted.id, "Wanted Customer"]]);
    const refused = await outcomeOf(() => leadsTab.loader(args(adminRequest("/admin?lead=junk", { cookie }))));
    expect(refused.status).toBe(400);
  });

  it("approve returns to the same page with the toast; a stale click gets a clear message", async () => {
    const ops = await createAdmin({ email: "ops@example.com" });
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const lead = await createLead();
    const post = async (adminId: string, intent: string) =>
      outcomeOf(async () =>
        leadsTab.action(
          args(
            adminRequest("/admin.data?index&status=new", {
              cookie: await sessionCookieFor(adminId),
              form: { intent, leadId: lead.id, version: "0" },
            }),
            {},
            routerContext(),
            new URL("http://localhost/admin?status=new"),
          ),
        ),
      );
    const first = await post(ops.id, "approve");
    expect(first).toMatchObject({ status: 302, location: "/admin?status=new" });
    expect(await toastOf(first)).toMatchObject({ type: "success", title: "Lead approved successfully.", action: { label: "Undo" } });
    const second = await post(owner.id, "reject");
    expect(await toastOf(second)).toEqual({
      type: "error",
      title: "Failed to update lead status: this lead was already updated by someone else (now Approved).",
    });
    const [after] = await getDb().select().from(leads);
    expect(after).toMatchObject({ status: "Approved", updatedBy: "ops@example.com" });
  });

  it("reject says so; a forged or broken form changes nothing", async () => {
    const ops = await createAdmin({ email: "ops@example.com" });
    const cookie = await sessionCookieFor(ops.id);
    const lead = await createLead();
    const asked = await leadsTab.action(args(adminRequest("/admin?index", { cookie, form: { intent: "reject", leadId: lead.id, version: "0" } })));
    expect(asked).toMatchObject({ data: { confirm: { question: `Reject ${lead.name}'s request?`, fields: { intent: "reject", leadId: lead.id, version: "0" } } } });
    const [notYet] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(notYet).toMatchObject({ status: "New", version: 0 });
    const reject = await outcomeOf(() =>
      leadsTab.action(args(adminRequest("/admin?index", { cookie, form: { intent: "reject", leadId: lead.id, version: "0", confirm: "1" } }))),
    );
    expect(await toastOf(reject)).toMatchObject({ type: "success", title: "Lead rejected successfully." });
    const other = await createLead();
    const forms: Record<string, string>[] = [
      { intent: "delete", leadId: other.id, version: "0" },
      { intent: "approve", leadId: "not-a-uuid", version: "0" },
      { intent: "approve", leadId: other.id, version: "3" },
      { intent: "approve", leadId: other.id },
      { intent: "approve", leadId: other.id, version: "0", date: inDays(7) },
      { intent: "complete", leadId: other.id, version: "0" },
      {},
    ];
    for (const form of forms) {
      const outcome = await outcomeOf(() => leadsTab.action(args(adminRequest("/admin?index", { cookie, form }))));
      expect(outcome.status).toBe(302);
      expect((await toastOf(outcome))?.type).toBe("error");
    }
    const [unchanged] = await getDb().select().from(leads).where(eq(leads.id, other.id));
    expect(unchanged!.status).toBe("New");
  });
});

describe("admin users tab", () => {
  async function asOwner() {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    return { owner, cookie: await sessionCookieFor(owner.id) };
  }

  it("invites: blank or malformed address is refused with the spec's message", async () => {
    const { cookie } = await asOwner();
    for (const email of ["", "   ", "not-an-email"]) {
      const outcome = await outcomeOf(() =>
        users.action(args(adminRequest("/admin/users?invite=1", { cookie, form: { intent: "invite", email, role: "Ops Admin" } }))),
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data).toMatchObject({ result: { error: { email: ["Please enter a valid email address."] } } });
    }
    expect(await getDb().select().from(adminUsers)).toHaveLength(1);
  });

  it("invites with Ops Admin by default and says 'Invitation sent to …'", async () => {
    const { owner, cookie } = await asOwner();
    const outcome = await outcomeOf(() =>
      users.action(args(adminRequest("/admin/users?invite=1", { cookie, form: { intent: "invite", email: "New@Example.com" } }))),
    );
    expect(outcome).toMatchObject({ status: 302, location: "/admin/users" });
    expect(await toastOf(outcome)).toEqual({ type: "success", title: "Invitation sent to new@example.com" });
    const [row] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"));
    expect(row).toMatchObject({ role: "Ops Admin", isActive: false, invitedBy: owner.id });
    const list = await outcomeOf(() => users.loader(args(adminRequest("/admin/users", { cookie }))));
    expect(list.data).toMatchObject({
      inviteOpen: false,
      users: [
        { email: "new@example.com", status: "Pending invitation", created: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
        { email: "owner@example.com", status: "Active", role: "Super Admin" },
      ],
    });
  });

  it("an address that is already an admin: 'Failed to invite admin: …'", async () => {
    const { cookie } = await asOwner();
    const outcome = await outcomeOf(() =>
      users.action(args(adminRequest("/admin/users?invite=1", { cookie, form: { intent: "invite", email: "owner@example.com" } }))),
    );
    expect(outcome.status).toBe(409);
    expect(outcome.data).toMatchObject({
      result: { error: { "": ["Failed to invite admin: this address already belongs to an active admin."] } },
    });
  });

  it("activate and deactivate with their toasts; refusals say why", async () => {
    const { owner, cookie } = await asOwner();
    const ops = await createAdmin({ email: "ops@example.com" });
    const post = (form: Record<string, string>) => outcomeOf(() => users.action(args(adminRequest("/admin/users", { cookie, form }))));
    const asked = await post({ intent: "deactivate", adminId: ops.id });
    expect(asked.data).toMatchObject({ confirm: { question: "Deactivate ops@example.com?", label: "Deactivate", fields: { intent: "deactivate", adminId: ops.id } } });
    const [stillActive] = await getDb().select().from(adminUsers).where(eq(adminUsers.id, ops.id));
    expect(stillActive?.isActive).toBe(true);
    expect(await toastOf(await post({ intent: "deactivate", adminId: ops.id, confirm: "1" }))).toEqual({
      type: "success",
      title: "User deactivated successfully.",
    });
    expect(await toastOf(await post({ intent: "activate", adminId: ops.id }))).toEqual({
      type: "success",
      title: "User activated successfully.",
    });
    expect(await toastOf(await post({ intent: "deactivate", adminId: owner.id }))).toEqual({
      type: "error",
      title: "Failed to update user status: you cannot deactivate your own account.",
    });
    expect((await toastOf(await post({ intent: "promote", adminId: ops.id })))?.type).toBe("error");
  });
});

describe("invitation and reset pages", () => {
  it("accepting an invitation signs the new admin in", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    await users.action(
      args(
        adminRequest("/admin/users?invite=1", {
          cookie: await sessionCookieFor(owner.id),
          form: { intent: "invite", email: "new@example.com", role: "Ops Admin" },
        }),
      ),
    );
    const [mail] = await getDb().select().from(mailOutbox);
    const token = /accept-invite\/([\w-]+)/.exec(mail!.text)![1]!;
    const page = await outcomeOf(() => acceptInvite.loader(args(adminRequest(`/admin/accept-invite/${token}`), { token })));
    expect(page.data).toEqual({ invitation: { email: "new@example.com", role: "Ops Admin" } });
    const mismatch = await outcomeOf(() =>
      acceptInvite.action(
        args(adminRequest(`/admin/accept-invite/${token}`, { form: { name: "Nora Diaz", password: "long enough password", confirmPassword: "different" } }), {
          token,
        }),
      ),
    );
    expect(mismatch.data).toMatchObject({ result: { error: { confirmPassword: ["Passwords do not match."] } } });
    const short = await outcomeOf(() =>
      acceptInvite.action(args(adminRequest(`/admin/accept-invite/${token}`, { form: { name: "Nora Diaz", password: "short", confirmPassword: "short" } }), { token })),
    );
    expect(short.data).toMatchObject({ result: { error: { password: ["Password must be at least 12 characters."] } } });
    const nameless = await outcomeOf(() =>
      acceptInvite.action(
        args(adminRequest(`/admin/accept-invite/${token}`, { form: { name: " ", password: "long enough password", confirmPassword: "long enough password" } }), {
          token,
        }),
      ),
    );
    expect(nameless.data).toMatchObject({ result: { error: { name: ["Please enter your name."] } } });
    const accepted = await outcomeOf(() =>
      acceptInvite.action(
        args(
          adminRequest(`/admin/accept-invite/${token}`, {
            form: { name: "Nora Diaz", password: "long enough password", confirmPassword: "long enough password" },
          }),
          { token },
        ),
      ),
    );
    expect(accepted).toMatchObject({ status: 302, location: "/admin" });
    const [named] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"));
    expect(named?.name).toBe("Nora Diaz");
    const gate = await outcomeOf(() => layout.loader(args(adminRequest("/admin", { cookie: sessionFrom(accepted) }))));
    expect(gate.data).toEqual({ gate: "admin", email: "new@example.com", unread: 0 });
    const again = await outcomeOf(() => acceptInvite.loader(args(adminRequest(`/admin/accept-invite/${token}`), { token })));
    expect(again).toMatchObject({ status: 404, data: { invitation: null } });
    const reused = await outcomeOf(() =>
      acceptInvite.action(
        args(adminRequest(`/admin/accept-invite/${token}`, { form: { name: "Nora Diaz", password: "another password!", confirmPassword: "another password!" } }), {
          token,
        }),
      ),
    );
    expect(reused.status).toBe(400);
    expect(reused.data).toMatchObject({
      result: { error: { "": ["This invitation link is invalid, expired or already used. Ask a Super Admin to send a new one."] } },
    });
    expect(JSON.stringify(reused.data)).not.toContain("another password!");
  });

  it("forgot password answers the same for any address; the link resets and signs out", async () => {
    const owner = await createAdmin({ email: "owner@example.com" });
    const existing = await sessionCookieFor(owner.id);
    for (const email of ["nobody@example.com", "owner@example.com"]) {
      const outcome = await outcomeOf(() => forgotPassword.action(args(adminRequest("/admin/forgot-password", { form: { email } }))));
      expect(outcome).toMatchObject({ status: 302, location: "/admin/forgot-password?sent=1" });
    }
    const sent = await outcomeOf(() => forgotPassword.loader(args(adminRequest("/admin/forgot-password?sent=1"))));
    expect(sent.data).toEqual({ sent: true, message: "If an account exists for that address, we've sent a reset link." });
    // The e-mail is queued after the answer.
    const mail = await vi.waitFor(async () => {
      const [queued] = await getDb().select().from(mailOutbox);
      if (!queued) throw new Error("no reset e-mail yet");
      return queued;
    });
    const token = /reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
    const done = await outcomeOf(() =>
      resetPassword.action(
        args(adminRequest(`/admin/reset-password/${token}`, { form: { password: "my new password!", confirmPassword: "my new password!" } }), {
          token,
        }),
      ),
    );
    expect(done).toMatchObject({ status: 302, location: "/admin" });
    expect(await toastOf(done)).toEqual({ type: "success", title: "Password updated", description: "Sign in with your new password." });
    const gate = await outcomeOf(() => layout.loader(args(adminRequest("/admin", { cookie: existing }))));
    expect(gate.data).toMatchObject({ gate: "signed-out" });
    const used = await outcomeOf(() =>
      resetPassword.action(
        args(adminRequest(`/admin/reset-password/${token}`, { form: { password: "my new password!", confirmPassword: "my new password!" } }), {
          token,
        }),
      ),
    );
    expect(used.status).toBe(400);
    expect(used.data).toMatchObject({ result: { error: { "": ["This reset link is invalid, expired or already used. Request a new one."] } } });
    expect(JSON.stringify(used.data)).not.toContain("my new password!");
    expect(await getDb().select().from(authTokens).where(sql`${authTokens.usedAt} is null`)).toEqual([]);
  });
});

describe("admin area middleware", () => {
  it("marks every answer private, no-store and noindex", async () => {
    const owner = await createAdmin({ email: "owner@example.com" });
    const cookie = await sessionCookieFor(owner.id);
    const request = adminRequest("/admin", { cookie });
    const response = (await adminAreaMiddleware(args(request) as never, async () => new Response("ok"))) as Response;
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
