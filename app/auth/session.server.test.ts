import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { authTokens, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin } from "../../tests/integration/admin-fixtures";
import { endAllSessions, endSession, getSession, pruneExpiredAuth, SESSION_TTL_SECONDS, startSession } from "./session.server";
import { hashToken } from "./tokens.server";

const withCookie = (cookie: string) => new Request("http://localhost/admin", { headers: { Cookie: cookie.split(";")[0]! } });

describe("sessions", () => {
  beforeEach(resetDb);

  it("stores only the token's hash and finds the admin from the cookie", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const setCookie = await startSession(admin.id, new Request("http://localhost/"));
    expect(setCookie).toMatch(/^admin_session=.+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = await getSession(withCookie(setCookie));
    expect(session?.admin).toMatchObject({ id: admin.id, email: "ops@example.com", isActive: true });
    const [row] = await getDb().select().from(sessions);
    expect(row!.id).toBe(hashToken(session!.token));
    expect(row!.id).not.toBe(session!.token);
  });

  it("refuses a tampered or unknown cookie", async () => {
    expect(await getSession(new Request("http://localhost/", { headers: { Cookie: "admin_session=abc" } }))).toBeNull();
    expect(await getSession(new Request("http://localhost/"))).toBeNull();
  });

  it("drops an expired session", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const setCookie = await startSession(admin.id, new Request("http://localhost/"));
    await getDb().update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await getSession(withCookie(setCookie))).toBeNull();
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("slides: renewed for a full week once less than half remains, not before", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const setCookie = await startSession(admin.id, new Request("http://localhost/"));
    expect((await getSession(withCookie(setCookie)))?.renewed).toBe(false);
    await getDb().update(sessions).set({ expiresAt: sql`now() + interval '2 days'` });
    const renewed = await getSession(withCookie(setCookie));
    expect(renewed?.renewed).toBe(true);
    const remaining = (renewed!.expiresAt.getTime() - Date.now()) / 1000;
    expect(remaining).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
  });

  it("rotates on sign-in: the session the browser presented is deleted", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const first = await startSession(admin.id, new Request("http://localhost/"));
    const second = await startSession(admin.id, withCookie(first));
    expect(await getSession(withCookie(first))).toBeNull();
    expect(await getSession(withCookie(second))).not.toBeNull();
    expect(await getDb().select().from(sessions)).toHaveLength(1);
  });

  it("signs out one session, or all of an admin's", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const laptop = await startSession(admin.id, new Request("http://localhost/"));
    const phone = await startSession(admin.id, new Request("http://localhost/"));
    expect(await endSession(withCookie(laptop))).toMatch(/^admin_session=; Max-Age=0/);
    expect(await getSession(withCookie(laptop))).toBeNull();
    expect(await getSession(withCookie(phone))).not.toBeNull();
    await endAllSessions(admin.id);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, admin.id))).toEqual([]);
  });
});

describe("pruneExpiredAuth", () => {
  beforeEach(resetDb);

  it("deletes expired sessions and old links, keeps the rest", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    await startSession(admin.id, new Request("http://localhost/"));
    await getDb().update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    await getDb()
      .insert(sessions)
      .values({ id: "current", adminId: admin.id, expiresAt: sql`now() + interval '1 day'` });
    await getDb()
      .insert(authTokens)
      .values([
        { id: "old", adminId: admin.id, purpose: "reset", expiresAt: sql`now() - interval '2 days'` },
        { id: "used", adminId: admin.id, purpose: "invite", expiresAt: sql`now() + interval '1 day'`, usedAt: sql`now() - interval '2 days'` },
        { id: "live", adminId: admin.id, purpose: "invite", expiresAt: sql`now() + interval '1 day'` },
      ]);
    await pruneExpiredAuth();
    expect((await getDb().select().from(sessions)).map((row) => row.id)).toEqual(["current"]);
    expect((await getDb().select().from(authTokens)).map((row) => row.id)).toEqual(["live"]);
  });
});
