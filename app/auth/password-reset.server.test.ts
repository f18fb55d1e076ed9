import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { authTokens, mailOutbox, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin, sessionCookieFor } from "../../tests/integration/admin-fixtures";
import { signIn } from "./login.server";
import { findPasswordReset, requestPasswordReset, resetPassword } from "./password-reset.server";

async function resetLink(): Promise<string> {
  const [mail] = await getDb().select().from(mailOutbox);
  return /\/admin\/reset-password\/([\w-]{43})/.exec(mail!.text)![1]!;
}

const wrongAttempt = () =>
  signIn({ email: "owner@example.com", password: "wrong password", clientIp: "198.51.100.3", request: new Request("http://localhost/"), redirectTo: "/admin" });

/** Asks for a link and waits for what happens after the answer (the e-mail, if any). */
async function requestAndSettle(input: { email: string; clientIp: string }) {
  const { followUp } = await requestPasswordReset(input);
  await followUp;
}

describe("password reset", () => {
  beforeEach(resetDb);

  it("e-mails a one-hour link to an active admin, and nothing for anyone else", async () => {
    await createAdmin({ email: "owner@example.com" });
    await createAdmin({ email: "gone@example.com", isActive: false });
    await createAdmin({ email: "pending@example.com", isActive: false, withPassword: false });
    for (const email of ["nobody@example.com", "gone@example.com", "pending@example.com"]) {
      await requestAndSettle({ email, clientIp: "198.51.100.4" });
    }
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
    await requestAndSettle({ email: "OWNER@example.com", clientIp: "198.51.100.4" });
    const mails = await getDb().select().from(mailOutbox);
    expect(mails).toMatchObject([{ kind: "admin-password-reset", to: "owner@example.com" }]);
    const [token] = await getDb().select().from(authTokens);
    const minutes = (token!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await findPasswordReset(await resetLink())).toEqual({ email: "owner@example.com" });
  });

  it("sets the new password, lifts the lock, signs out everywhere, and works once", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    await sessionCookieFor(admin.id);
    for (let i = 0; i < 5; i += 1) await wrongAttempt();
    await requestAndSettle({ email: "owner@example.com", clientIp: "198.51.100.4" });
    const token = await resetLink();
    expect(await resetPassword({ token, password: "my brand new password" })).toBe(true);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, admin.id))).toEqual([]);
    const signedIn = await signIn({
      email: "owner@example.com",
      password: "my brand new password",
      clientIp: "198.51.100.5",
      request: new Request("http://localhost/"),
      redirectTo: "/admin",
    });
    expect(signedIn.outcome).toBe("signed-in");
    expect(await resetPassword({ token, password: "yet another password" })).toBe(false);
  }, 30_000);

  it("refuses an expired link", async () => {
    await createAdmin({ email: "owner@example.com" });
    await requestAndSettle({ email: "owner@example.com", clientIp: "198.51.100.4" });
    const token = await resetLink();
    await getDb().update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await findPasswordReset(token)).toBeUndefined();
    expect(await resetPassword({ token, password: "my brand new password" })).toBe(false);
  });

  it("answers before looking the address up: known and unknown addresses do the same work first", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (const email of ["nobody@example.com", "owner@example.com"]) {
      const { followUp } = await requestPasswordReset({ email, clientIp: "198.51.100.20" });
      // The answer has been given: no account looked up, no link, no e-mail yet, for either address.
      expect(await getDb().select().from(authTokens)).toEqual([]);
      expect(await getDb().select().from(mailOutbox)).toEqual([]);
      await followUp;
    }
    expect(await getDb().select().from(mailOutbox)).toMatchObject([{ to: "owner@example.com" }]);
  });

  it("stops sending after three requests an hour for one address", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < 5; i += 1) await requestAndSettle({ email: "owner@example.com", clientIp: `198.51.100.${10 + i}` });
    expect(await getDb().select().from(mailOutbox)).toHaveLength(3);
  });
});
