import { and, desc, eq, lt, ne, or, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { adminUsers, authTokens, pendingSignIns, sessions } from "~/db/schema";
import { signedCookie } from "~/utils/signed-cookie.server";
import { hashToken, isWellFormedToken, newToken } from "./tokens.server";

/** A session ends seven days after sign-in, however active the admin is (absolute lifetime). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** …and earlier after a day without a request (idle expiry). */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
/** Last-seen time and idle expiry are written at most this often, not on every request. */
const TOUCH_EVERY_SECONDS = 5 * 60;
export const SESSION_COOKIE = "admin_session";

const sessionCookie = signedCookie(SESSION_COOKIE, { path: "/", maxAge: SESSION_MAX_AGE_SECONDS });

/**
 * Cookie headers already read, by their exact text: checking the signature (an HMAC through
 * WebCrypto) was ~8 % of a kept admin page's CPU. The session row is still read every time.
 */
const readTokens = new Map<string, string | undefined>();
const READ_TOKENS_MAX = 1_000;

async function readToken(request: Request): Promise<string | undefined> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${SESSION_COOKIE}=`)) return undefined;
  if (readTokens.has(header)) return readTokens.get(header);
  const value: unknown = sessionCookie().parse(header);
  const token = typeof value === "string" && isWellFormedToken(value) ? value : undefined;
  if (readTokens.size >= READ_TOKENS_MAX) readTokens.clear();
  readTokens.set(header, token);
  return token;
}

export type SessionAdmin = { id: string; email: string; name: string | null; role: string; isActive: boolean };
export type CurrentSession = { id: string; token: string; admin: SessionAdmin; expiresAt: Date };

const perRequest = new WeakMap<Request, Promise<CurrentSession | null>>();

/**
 * The session the request's cookie names, with its admin account, or null when there is
 * none, it has been idle too long or it reached its absolute lifetime. Looked up once per request.
 */
export function getSession(request: Request): Promise<CurrentSession | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = loadSession(request);
    perRequest.set(request, pending);
  }
  return pending;
}

const idleExpiry = sql`least(now() + make_interval(secs => ${SESSION_IDLE_SECONDS}), ${sessions.absoluteExpiresAt})`;

/** The query of every admin request, built once per database (a prepared statement on each connection). */
function prepareSessionQuery(db: Database) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      expired: sql<boolean>`${sessions.expiresAt} <= now() or ${sessions.absoluteExpiresAt} <= now()`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`,
      admin: { id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role, isActive: adminUsers.isActive },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(sessions.adminId, adminUsers.id))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_with_admin");
}
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

async function loadSession(request: Request): Promise<CurrentSession | null> {
  const token = await readToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const db = getDb();
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) return null;
  if (row.expired) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (!row.stale) return { id, token, admin: row.admin, expiresAt: row.expiresAt };
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: idleExpiry })
    .where(eq(sessions.id, id))
    .returning({ expiresAt: sessions.expiresAt });
  return touched ? { id, token, admin: row.admin, expiresAt: touched.expiresAt } : null;
}

/**
 * Signs an admin in: deletes the session the request presented (if any) and that admin's
 * expired ones, stores a new one, and returns its Set-Cookie header.
 */
export async function startSession(adminId: string, request: Request, db: Database | Transaction = getDb()): Promise<string> {
  const previous = await readToken(request);
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), or(lt(sessions.expiresAt, sql`now()`), lt(sessions.absoluteExpiresAt, sql`now()`))));
  const { token, id } = newToken();
  await db.insert(sessions).values({
    id,
    adminId,
    userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 300),
    absoluteExpiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`,
    expiresAt: sql`now() + make_interval(secs => ${SESSION_IDLE_SECONDS})`,
  });
  return sessionCookie().serialize(token);
}

/** Signs out: deletes the request's session and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await readToken(request);
  if (token) await getDb().delete(sessions).where(eq(sessions.id, hashToken(token)));
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** Signs an admin out everywhere (deactivation, password reset, second factor reset). */
export async function endAllSessions(adminId: string, db: Database | Transaction = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

export type SessionSummary = { id: string; createdAt: Date; lastSeenAt: Date; userAgent: string; current: boolean };

/** An admin's live sessions, most recently used first, the request's own marked. */
export async function listSessions(adminId: string, currentId: string): Promise<SessionSummary[]> {
  const rows = await getDb()
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), sql`${sessions.expiresAt} > now()`, sql`${sessions.absoluteExpiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}

/** Ends one of the admin's own sessions; another admin's id matches nothing. */
export async function endSessionOf(adminId: string, sessionId: string): Promise<boolean> {
  const ended = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Signs the admin out everywhere except the session making the request. */
export async function endOtherSessions(adminId: string, currentId: string): Promise<number> {
  const ended = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Deletes expired sessions, pending sign-ins and one-time links that expired or were used more than a day ago (hourly maintenance). */
export async function pruneExpiredAuth(): Promise<void> {
  const db = getDb();
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.absoluteExpiresAt, sql`now()`)));
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`));
  await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(authTokens).where(lt(authTokens.usedAt, sql`now() - interval '1 day'`));
}
