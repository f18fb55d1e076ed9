import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedBinaries, embeddedPgDir, readPostmaster } from "~/db/embedded.server";
import { serverDatabaseUrl, waitFor, type AppProcess, useApp } from "./app-process";
import { bookingForm, clientAddress } from "./load";
import { createCluster, debianPgBin, startPostgres, stopPostgres, type Cluster } from "./pg-control";

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

describe(`a database outage, on ${target}`, () => {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    if (serverDatabaseUrl) cluster = await createCluster(debianPgBin());
  });
  afterAll(() => cluster?.destroy());
  // The embedded server was restarted behind the app's back: don't wait for its own stop.
  const running = useApp({ site: () => (cluster ? { databaseUrl: cluster.url } : { serverUrl: null }), stopGraceMs: 3_000 });
  let databaseDown: () => void;
  let databaseUp: () => void;
  let leadPath: string;

  beforeAll(async () => {
    if (cluster) {
      databaseDown = () => cluster!.stop();
      databaseUp = () => cluster!.start();
    } else {
      const pgDir = embeddedPgDir(running.site.dataDir);
      const { port } = readPostmaster(pgDir)!;
      // The binaries the app itself runs: as root from a private folder, a copy the 'postgres' user can reach.
      const bin = embeddedBinaries();
      databaseDown = () => stopPostgres(bin, pgDir);
      databaseUp = () => startPostgres(bin, pgDir, port);
    }
    const booked = await postBooking(running.app, "Before Outage", 1);
    expect(booked.status).toBe(302);
    leadPath = booked.headers.get("location")!;
  });


  it("keeps the site up while the database is down, then recovers without a restart", async () => {
    databaseDown();

    for (const page of ["/", "/about", "/services/tv-mounting", "/locations/pasadena", "/book"]) {
      const response = await fetch(`${running.app.baseUrl}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain("</html>");
    }
    expect((await fetch(`${running.app.baseUrl}/healthz`)).status).toBe(200);

    const started = Date.now();
    const ready = await fetch(`${running.app.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);

    const refused = await postBooking(running.app, "Outage Tester", 2);
    expect(refused.status).toBe(503);
    const page = await refused.text();
    expect(page).toContain("There was an error submitting your request. Please try again.");
    expect(page).toContain('value="Outage Tester"');
    expect(page).toContain('value="1200 Test Avenue"');

    const status = await fetch(`${running.app.baseUrl}${leadPath}`);
    expect(status.status).toBe(503);
    expect(await status.text()).toContain("Failed to fetch request details.");

    databaseUp();

    await waitFor(async () => (await fetch(`${running.app.baseUrl}/readyz`)).status === 200, 20_000, "/readyz to answer 200");
    const accepted = await postBooking(running.app, "After Outage", 3);
    expect(accepted.status).toBe(302);
    const again = await fetch(`${running.app.baseUrl}${accepted.headers.get("location")}`);
    expect(again.status).toBe(200);
    expect((await fetch(`${running.app.baseUrl}${leadPath}`)).status).toBe(200);
    expect(running.app.child.exitCode).toBeNull();
  });
});
