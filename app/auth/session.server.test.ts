import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { authTokens, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin } from "../../tests/integration/admin-fixtures";
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  endSessionOf,
  getSession,
  listSessions,
  pruneExpiredAuth,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  startSession,
} from "./session.server";
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

  it("slides with use, at most a day idle, and never past seven days from sign-in", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const setCookie = await startSession(admin.id, new Request("http://localhost/", { headers: { "User-Agent": "Mozilla/5.0 Chrome/130" } }));
    expect(setCookie).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS};`));
    const [created] = await getDb().select().from(sessions);
    expect(created!.userAgent).toBe("Mozilla/5.0 Chrome/130");
    expect((created!.expiresAt.getTime() - Date.now()) / 1000).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);

    // Used again after a while: idle expiry and last-seen move forward.
    await getDb().update(sessions).set({ lastSeenAt: sql`now() - interval '10 minutes'`, expiresAt: sql`now() + interval '1 hour'` });
    const touched = await getSession(withCookie(setCookie));
    expect((touched!.expiresAt.getTime() - Date.now()) / 1000).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);

    // Near the absolute end, the idle expiry stops at it…
    await getDb().update(sessions).set({ lastSeenAt: sql`now() - interval '10 minutes'`, absoluteExpiresAt: sql`now() + interval '1 hour'` });
    const capped = await getSession(withCookie(setCookie));
    expect((capped!.expiresAt.getTime() - Date.now()) / 1000).toBeLessThanOrEqual(3600);

    // …and past it the session is over, however recently it was used.
    await getDb().update(sessions).set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + interval '1 hour'`, absoluteExpiresAt: sql`now() - interval '1 second'` });
    expect(await getSession(withCookie(setCookie))).toBeNull();
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("lists an admin's sessions and ends one, or all but the current one, never another admin's", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const other = await createAdmin({ email: "owner@example.com" });
    const first = await startSession(admin.id, new Request("http://localhost/"));
    await startSession(admin.id, new Request("http://localhost/"));
    await startSession(admin.id, new Request("http://localhost/"));
    await startSession(other.id, new Request("http://localhost/"));
    const current = (await getSession(withCookie(first)))!;
    const listed = await listSessions(admin.id, current.id);
    expect(listed).toHaveLength(3);
    expect(listed.filter((row) => row.current).map((row) => row.id)).toEqual([current.id]);
    const [otherSession] = await getDb().select().from(sessions).where(eq(sessions.adminId, other.id));
    expect(await endSessionOf(admin.id, otherSession!.id)).toBe(false);
    expect(await endSessionOf(admin.id, listed.find((row) => !row.current)!.id)).toBe(true);
    expect(await endOtherSessions(admin.id, current.id)).toBe(1);
    expect((await getDb().select().from(sessions)).map((row) => row.id).sort()).toEqual([current.id, otherSession!.id].sort());
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
