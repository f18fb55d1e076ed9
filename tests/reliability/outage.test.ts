import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "~/auth/password.server";
import { embeddedPgDir, readPostmaster } from "~/db/embedded.server";
import { createSite, serverDatabaseUrl, startApp, waitFor, withDatabase, type AppProcess, type Site } from "./app-process";
import { bookingForm, clientAddress } from "./load";
import { createCluster, debianPgBin, runningBinaries, startPostgres, stopPostgres, type Cluster } from "./pg-control";

/**
 * Embedded mode: the app's own embedded PostgreSQL, stopped and started again on its port.
 * DATABASE_URL mode: CI's server must not be stopped, so a throwaway cluster of the same
 * Debian PostgreSQL plays the server the app connects to.
 */
const target = serverDatabaseUrl ? "a PostgreSQL server (throwaway cluster)" : "the embedded PostgreSQL";

async function postBooking(app: AppProcess, name: string, index: number) {
  const form = bookingForm(name);
  form.set("fullName", name);
  return fetch(`${app.baseUrl}/book`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": clientAddress(0xfeed, index) },
    redirect: "manual",
  });
}

const ADMIN_PASSWORD = "outage test password";

function signIn(app: AppProcess, clientAddress: string) {
  return fetch(`${app.baseUrl}/admin`, {
    method: "POST",
    body: new URLSearchParams({ email: "outage@example.com", password: ADMIN_PASSWORD, redirectTo: "/admin" }),
    headers: { "X-Forwarded-For": clientAddress },
    redirect: "manual",
  });
}

describe(`a database outage, on ${target}`, () => {
  let cluster: Cluster | undefined;
  let site: Site;
  let app: AppProcess;
  let databaseDown: () => void;
  let databaseUp: () => void;
  let leadPath: string;
  let adminCookie: string;

  beforeAll(async () => {
    if (serverDatabaseUrl) {
      cluster = await createCluster(debianPgBin());
      site = await createSite({ databaseUrl: cluster.url });
      databaseDown = () => cluster!.stop();
      databaseUp = () => cluster!.start();
    } else {
      site = await createSite({ serverUrl: null });
    }
    app = await startApp(site, { buildDir: inject("buildDir") });
    if (!cluster) {
      const pgDir = embeddedPgDir(site.dataDir);
      const { pid, port } = readPostmaster(pgDir)!;
      // The binaries the app itself runs: as root from a private folder, a copy the 'postgres' user can reach.
      const bin = runningBinaries(pid);
      databaseDown = () => stopPostgres(bin, pgDir);
      databaseUp = () => startPostgres(bin, pgDir, port);
    }
    const booked = await postBooking(app, "Before Outage", 1);
    expect(booked.status).toBe(302);
    leadPath = booked.headers.get("location")!;
    const passwordHash = await hashPassword(ADMIN_PASSWORD);
    await withDatabase(site, (db) =>
      db.query("insert into admin_users (email, role, is_active, password_hash) values ('outage@example.com', 'Super Admin', true, $1)", [passwordHash]),
    );
    const signedIn = await signIn(app, "203.0.113.90");
    expect(signedIn.status).toBe(302);
    adminCookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("admin_session="))!.split(";")[0]!;
  });

  afterAll(async () => {
    // The embedded server was restarted behind the app's back: don't wait for its own stop.
    await app?.stop(3_000);
    await site?.cleanup();
    cluster?.destroy();
  });

  it("keeps the site up while the database is down, then recovers without a restart", async () => {
    databaseDown();

    for (const page of ["/", "/about", "/services/tv-mounting", "/locations/pasadena", "/book"]) {
      const response = await fetch(`${app.baseUrl}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain("</html>");
    }
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);

    const started = Date.now();
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);

    const refused = await postBooking(app, "Outage Tester", 2);
    expect(refused.status).toBe(503);
    const page = await refused.text();
    expect(page).toContain("There was an error submitting your request. Please try again.");
    expect(page).toContain('value="Outage Tester"');
    expect(page).toContain('value="1200 Test Avenue"');

    const status = await fetch(`${app.baseUrl}${leadPath}`);
    expect(status.status).toBe(503);
    expect(await status.text()).toContain("Failed to fetch request details.");

    // Every other route too: 503 with the page's message, never a 500 (issue 29 §5).
    const leadId = leadPath.split("/").at(-1)!;
    for (const page of ["/admin", "/admin?sort=oldest", `/admin/leads/${leadId}`, "/admin/users"]) {
      const answer = await fetch(`${app.baseUrl}${page}`, { headers: { Cookie: adminCookie } });
      expect(answer.status, page).toBe(503);
      expect(await answer.text(), page).toContain("Unable to verify admin access. Please contact support.");
    }
    const refusedSignIn = await signIn(app, "203.0.113.91");
    expect(refusedSignIn.status).toBe(503);
    const lookUp = await fetch(`${app.baseUrl}/status`, {
      method: "POST",
      body: new URLSearchParams({ reference: "PC-AAAAAA", phone: "(818) 555-0199" }),
      headers: { "X-Forwarded-For": "203.0.113.92" },
    });
    expect(lookUp.status).toBe(503);
    expect(await lookUp.text()).toContain("Failed to fetch request details.");

    databaseUp();

    await waitFor(async () => (await fetch(`${app.baseUrl}/readyz`)).status === 200, 20_000, "/readyz to answer 200");
    const accepted = await postBooking(app, "After Outage", 3);
    expect(accepted.status).toBe(302);
    const again = await fetch(`${app.baseUrl}${accepted.headers.get("location")}`);
    expect(again.status).toBe(200);
    expect((await fetch(`${app.baseUrl}${leadPath}`)).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});
