import { and, eq, lt, sql } from "drizzle-orm";
import { createCookie, type Cookie } from "react-router";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { adminUsers, authTokens, sessions } from "~/db/schema";
import { env, isProduction } from "~/utils/env.server";
import { hashToken, isWellFormedToken, newToken } from "./tokens.server";

/** Sessions last a week and slide: a request in the second half of that week extends it. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_COOKIE = "admin_session";

let cookie: Cookie | undefined;
function sessionCookie(): Cookie {
  cookie ??= createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

async function readToken(request: Request): Promise<string | undefined> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${SESSION_COOKIE}=`)) return undefined;
  const value: unknown = await sessionCookie().parse(header);
  return typeof value === "string" && isWellFormedToken(value) ? value : undefined;
}

export type SessionAdmin = { id: string; email: string; role: string; isActive: boolean };
export type CurrentSession = { id: string; token: string; admin: SessionAdmin; expiresAt: Date; renewed: boolean };

const perRequest = new WeakMap<Request, Promise<CurrentSession | null>>();

/**
 * The session the request's cookie names, with its admin account, or null when there is
 * none or it has expired. Looked up once per request; renewed when less than half remains.
 */
export function getSession(request: Request): Promise<CurrentSession | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = loadSession(request);
    perRequest.set(request, pending);
  }
  return pending;
}

async function loadSession(request: Request): Promise<CurrentSession | null> {
  const token = await readToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const db = getDb();
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      halfGone: sql<boolean>`${sessions.expiresAt} < now() + make_interval(secs => ${SESSION_TTL_SECONDS / 2})`,
      admin: { id: adminUsers.id, email: adminUsers.email, role: adminUsers.role, isActive: adminUsers.isActive },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(sessions.adminId, adminUsers.id))
    .where(eq(sessions.id, id));
  if (!row) return null;
  if (row.expired) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (!row.halfGone) return { id, token, admin: row.admin, expiresAt: row.expiresAt, renewed: false };
  const [renewed] = await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${SESSION_TTL_SECONDS})` })
    .where(eq(sessions.id, id))
    .returning({ expiresAt: sessions.expiresAt });
  return renewed ? { id, token, admin: row.admin, expiresAt: renewed.expiresAt, renewed: true } : null;
}

/**
 * Signs an admin in: deletes the session the request presented (if any) and that admin's
 * expired ones, stores a new one, and returns its Set-Cookie header.
 */
export async function startSession(adminId: string, request: Request, db: Database | Transaction = getDb()): Promise<string> {
  const previous = await readToken(request);
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  await db.delete(sessions).where(and(eq(sessions.adminId, adminId), lt(sessions.expiresAt, sql`now()`)));
  const { token, id } = newToken();
  await db.insert(sessions).values({ id, adminId, expiresAt: sql`now() + make_interval(secs => ${SESSION_TTL_SECONDS})` });
  return sessionCookie().serialize(token);
}

/** Signs out: deletes the request's session and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await readToken(request);
  if (token) await getDb().delete(sessions).where(eq(sessions.id, hashToken(token)));
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** Signs an admin out everywhere (deactivation, password reset). */
export async function endAllSessions(adminId: string, db: Database | Transaction = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

/** The Set-Cookie header that extends the browser's cookie after a renewal. */
export function renewalCookie(session: CurrentSession): Promise<string> {
  return sessionCookie().serialize(session.token);
}

/** Deletes expired sessions and one-time links that expired or were used more than a day ago (hourly maintenance). */
export async function pruneExpiredAuth(): Promise<void> {
  const db = getDb();
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(authTokens).where(lt(authTokens.usedAt, sql`now() - interval '1 day'`));
}
