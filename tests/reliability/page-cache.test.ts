import { addDays } from "date-fns";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "~/auth/password.server";
import { formatCalendarDate, isoDateInZone } from "~/utils/dates";
import { inlineScriptHashes } from "../../server/security";
import { createSite, startApp, waitFor, type AppProcess, type Site } from "./app-process";

// Kept rendered pages (decision 027), on two app servers sharing one database: the first starts
// it (embedded) and the second connects to it, as two servers behind a load balancer would.
const SECRET = "page-cache-test-session-secret-0123456789";
const PASSWORD = "page-cache-password-1";
let site: Site;
let second: Site;
let a: AppProcess;
let b: AppProcess;
let db: pg.Client;

beforeAll(async () => {
  const buildDir = inject("buildDir");
  const env = { SESSION_SECRET: SECRET, NO_CONTACT_AFTER_HOURS: "1" };
  site = await createSite();
  a = await startApp(site, { buildDir, env });
  second = await createSite({ databaseUrl: site.currentDatabaseUrl() });
  b = await startApp(second, { buildDir, env });
  db = new pg.Client({ connectionString: site.currentDatabaseUrl() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await b?.stop();
  await a?.stop();
  await second?.cleanup();
  await site?.cleanup();
});

type Answer = { status: number; headers: Headers; body: string; cache: unknown };

/** A GET, with what the server's access line says about the cache (hit, miss, or nothing: not kept). */
async function get(app: AppProcess, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const requestId = `page-cache-${Math.random().toString(36).slice(2)}`;
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { ...headers, "x-request-id": requestId }, redirect: "manual" });
  const body = await response.text();
  const line = await waitFor(async () => app.logs.find((entry) => entry.includes(requestId) && entry.includes('"msg":"request"')), 5_000, "the access line");
  return { status: response.status, headers: response.headers, body, cache: (JSON.parse(line) as { cache?: string }).cache };
}

/**
 * The page once it is answered from the cache. A render that started before the database's
 * announcement of a change (the test's own insert) reached the server is not kept: ask again.
 */
function kept(app: AppProcess, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return waitFor(async () => {
    const page = await get(app, path, headers);
    return page.cache === "hit" ? page : undefined;
  }, 5_000, `${path} answered from the cache`);
}

async function createLead(values: { createdAt?: string } = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into leads (name, phone, service, description, created_at) values ('Ana Lopez', '(310) 555-0100', 'tv-mounting', 'Mount a TV', coalesce($1::timestamptz, now())) returning id`,
    [values.createdAt ?? null],
  );
  return rows[0]!.id;
}

async function createAdmin(email: string, role: string): Promise<string> {
  const hash = await hashPassword(PASSWORD);
  const { rows } = await db.query<{ id: string }>(
    "insert into admin_users (email, role, is_active, password_hash) values ($1, $2, true, $3) returning id",
    [email, role, hash],
  );
  return rows[0]!.id;
}

async function signIn(app: AppProcess, email: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/admin`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("admin_session="));
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(";")[0]!;
}

describe("kept status pages", () => {
  it("are answered again, and a staff change on the other server shows on this one's next page", async () => {
    const id = await createLead();
    const visit = isoDateInZone(addDays(new Date(), 7));
    const shownVisit = formatCalendarDate(visit);
    const before = await kept(a, `/status/${id}`);
    expect(before.status).toBe(200);
    expect(before.body).not.toContain(shownVisit);

    await createAdmin("staff-cache@example.com", "Ops Admin");
    const cookie = await signIn(b, "staff-cache@example.com");
    const approved = await fetch(`${b.baseUrl}/admin/leads/${id}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "approve", leadId: id, version: "0", date: visit, window: "8-10" }),
      redirect: "manual",
    });
    expect(approved.status).toBe(302);
    // The database's announcement reaches the other server within moments (the safety limit is a minute).
    const shown = await waitFor(
      async () => {
        const page = await get(a, `/status/${id}`);
        return page.body.includes(shownVisit) ? page : undefined;
      },
      2_000,
      "the approval on the first server's status page",
    );
    expect(shown.status).toBe(200);
  });

  it("show a change made on the same server on the very next request", async () => {
    const id = await createLead({ createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    expect((await kept(a, `/status/${id}`)).body).toContain('value="report-no-contact"');
    const reported = await fetch(`${a.baseUrl}/status/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "report-no-contact" }),
      redirect: "manual",
    });
    expect(reported.status).toBe(302);
    const flash = reported.headers.getSetCookie().find((value) => value.startsWith("flash="))!.split(";")[0]!;

    // With the flash toast: rendered for this browser, cookie cleared, and neither kept nor reused.
    const withToast = await get(a, `/status/${id}`, { cookie: flash });
    expect(withToast.body).toContain("Update Received");
    expect(withToast.headers.getSetCookie().some((value) => value.startsWith("flash=;"))).toBe(true);
    expect(withToast.cache).toBeUndefined();

    const after = await get(a, `/status/${id}`);
    expect(after.body).toContain("Thank you for letting us know");
    expect(after.body).not.toContain("Update Received");
    expect(after.headers.getSetCookie()).toEqual([]);
    expect(after.headers.has("x-page-cache-until")).toBe(false);
  });

  it("open 'No one contacted me' when its time comes, not when the page is next rendered", async () => {
    const opensIn = 3_000;
    const id = await createLead({ createdAt: new Date(Date.now() - 3_600_000 + opensIn).toISOString() });
    expect((await kept(a, `/status/${id}`)).body).toContain("You can tell us from");
    await waitFor(
      async () => (await get(a, `/status/${id}`)).body.includes('value="report-no-contact"'),
      opensIn + 3_000,
      "the report button",
    );
  });

  it("are rendered once when many requests for the same page arrive together", async () => {
    const id = await createLead();
    await kept(a, `/status/${id}`);
    // Any action this server answers drops what it keeps (here a look-up that finds nothing).
    const lookup = await fetch(`${a.baseUrl}/status`, { method: "POST", body: new URLSearchParams({ reference: "PC-0000", phone: "0" }) });
    expect(lookup.status).toBe(404);
    // The server forgets once it has sent the whole answer, as a browser receives it before following on.
    await lookup.text();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get(a, `/status/${id}`)));
    expect(pages.every((page) => page.status === 200)).toBe(true);
    expect(pages.filter((page) => page.cache === "miss")).toHaveLength(1);
    expect(pages.filter((page) => page.cache === "hit")).toHaveLength(19);
  });

  it("are dropped, and the memory collected, when the server goes quiet after a load (npm start's --expose-gc)", async () => {
    const third = await createSite({ databaseUrl: site.currentDatabaseUrl() });
    const c = await startApp(third, { buildDir: inject("buildDir"), env: { SESSION_SECRET: SECRET, NODE_OPTIONS: "--expose-gc" } });
    try {
      const id = await createLead();
      await kept(c, `/status/${id}`);
      for (let batch = 0; batch < 10; batch += 1) {
        await Promise.all(Array.from({ length: 50 }, () => fetch(`${c.baseUrl}/healthz`).then((response) => response.text())));
      }
      const quiet = await waitFor(async () => c.logs.find((line) => line.includes("quiet after a load")), 20_000, "the collection once the server is quiet");
      const logged = JSON.parse(quiet) as { requests: number; rssMb: number; heapUsedMb: number; externalMb: number };
      expect(logged.requests).toBeGreaterThanOrEqual(500);
      // What is left after the collection, in MB, for an operator (and the bench's soak) to follow.
      expect(logged.heapUsedMb).toBeGreaterThan(0);
      expect(logged.rssMb).toBeGreaterThan(logged.heapUsedMb);
      // Buffers outside the heap (the pre-rendered pages, compressed; no kept page any more): a whole
      // number of MB, part of the RSS, and under the kept pages' own cap (24 MB) once they are dropped.
      expect(Number.isInteger(logged.externalMb)).toBe(true);
      expect(logged.externalMb).toBeGreaterThan(0);
      expect(logged.externalMb).toBeLessThan(Math.min(logged.rssMb, 24));
      expect((await get(c, `/status/${id}`)).cache).toBe("miss");
    } finally {
      await c.stop();
      await third.cleanup();
    }
  });

  it("carry no inline script and no nonce of another answer: the policy allows only the site's own files", async () => {
    const id = await createLead();
    for (const encoding of ["identity", "br, gzip"]) {
      const page = await kept(a, `/status/${id}`, { "accept-encoding": encoding });
      const policy = page.headers.get("content-security-policy")!;
      expect(policy).not.toContain("'nonce-");
      // Not hydrated (decision 025): nothing inline to allow.
      expect(inlineScriptHashes(page.body)).toEqual([]);
      expect(policy).toMatch(/script-src 'self';/);
    }
  });
});

describe("kept admin pages", () => {
  it("allow exactly the page's own inline scripts, by hash, with no nonce of another answer", async () => {
    await createAdmin("csp-cache@example.com", "Ops Admin");
    const cookie = await signIn(a, "csp-cache@example.com");
    for (const encoding of ["identity", "br, gzip"]) {
      const page = await kept(a, "/admin?sort=newest", { cookie, "accept-encoding": encoding });
      const policy = page.headers.get("content-security-policy")!;
      expect(policy).not.toContain("'nonce-");
      const hashes = inlineScriptHashes(page.body);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
    }
  });

  it("go to the admin and role they were rendered for, and never past an ended session or a deactivated account", async () => {
    const ops = await createAdmin("ops-cache@example.com", "Ops Admin");
    await createAdmin("super-cache@example.com", "Super Admin");
    const opsCookie = await signIn(a, "ops-cache@example.com");
    const superCookie = await signIn(a, "super-cache@example.com");

    // The list names every active admin as an assignee choice (issue 33); whose page it is, the greeting says.
    const list = await kept(a, "/admin?sort=oldest", { cookie: opsCookie });
    expect(list.status).toBe(200);
    const greets = (email: string) => new RegExp(`Welcome back, (<!-- -->)?${email.replace(/[.]/g, "\\.")}`);
    expect(list.body).toMatch(greets("ops-cache@example.com"));

    const other = await get(a, "/admin?sort=oldest", { cookie: superCookie });
    expect(other.cache).toBe("miss");
    expect(other.body).toMatch(greets("super-cache@example.com"));
    expect(other.body).not.toMatch(greets("ops-cache@example.com"));

    // Deactivated: refused at once, on the request after a kept answer.
    await db.query("update admin_users set is_active = false where id = $1", [ops]);
    const denied = await get(a, "/admin?sort=oldest", { cookie: opsCookie });
    expect(denied.status).toBe(302);
    expect(denied.cache).toBeUndefined();

    // Signed out (the session row gone): the sign-in screen, not the kept list.
    await kept(a, "/admin?sort=oldest", { cookie: superCookie });
    await db.query("delete from sessions where admin_id = (select id from admin_users where email = 'super-cache@example.com')");
    const signedOut = await get(a, "/admin?sort=oldest", { cookie: superCookie });
    expect(signedOut.cache).toBeUndefined();
    expect(signedOut.body).toContain("Admin Login");
    expect(signedOut.body).not.toContain("super-cache@example.com");
  });
});
