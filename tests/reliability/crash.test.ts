import { afterAll, describe, expect, inject, it } from "vitest";
import { createSite, modeName, startApp, withDatabase, type AppProcess, type Site } from "./app-process";

/** A booking as the browser's form sends it, without following the redirect. */
async function book(baseUrl: string, fullName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    fullName,
    phoneNumber: "(818) 555-0177",
    emailAddress: "crash@example.com",
    streetAddress: "500 Crash Test Way",
    zipCode: "91101",
    serviceType: "home-cleaning",
    preferredDate: "",
    issueDescription: "Deep clean after a move.",
    website: "",
  })) {
    form.append(name, value);
  }
  form.append("photo", new File([], ""));
  const response = await fetch(`${baseUrl}/book`, { method: "POST", body: form, redirect: "manual", headers: { Origin: baseUrl } });
  return { status: response.status, location: response.headers.get("location") };
}

describe(`a booking acknowledged just before kill -9 (${modeName})`, () => {
  let site: Site;
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.stop();
    await site?.cleanup();
  }, 60_000);

  it("is still there, its e-mails sent or queued, after the app starts again on the same data", async () => {
    site = await createSite();
    app = await startApp(site, { buildDir: inject("buildDir") });

    const names = ["Kim Crash One", "Kim Crash Two", "Kim Crash Three"];
    const acknowledged: string[] = [];
    for (const name of names) {
      const answer = await book(app.baseUrl, name);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/status\/[0-9a-f-]{36}$/);
      acknowledged.push(answer.location!.slice("/status/".length));
    }
    await app.kill9();

    app = await startApp(site, { buildDir: inject("buildDir") });
    for (const id of acknowledged) {
      const page = await fetch(`${app.baseUrl}/status/${id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Request Received");
      expect(html).toContain("Kim");
    }

    const stored = await withDatabase(site, async (client) => {
      const leads = await client.query<{ id: string }>("select id from leads where id = any($1::uuid[])", [acknowledged]);
      const history = await client.query<{ count: number }>(
        "select count(*)::int as count from lead_status_history where lead_id = any($1::uuid[])",
        [acknowledged],
      );
      const mail = await client.query<{ kind: string; status: string; text: string }>(
        "select kind, status, text from mail_outbox where kind in ('lead-new-staff', 'lead-confirmation')",
      );
      return { leads: leads.rowCount, history: history.rows[0]!.count, mail: mail.rows };
    });
    expect({ leads: stored.leads, history: stored.history }).toEqual({ leads: 3, history: 3 });
    // Each e-mail is sent or still queued (a message a killed worker had claimed waits out its lease).
    for (const id of acknowledged) {
      const staff = stored.mail.filter((row) => row.kind === "lead-new-staff" && row.text.includes(id));
      expect(staff).toHaveLength(1);
      expect(["sent", "pending"]).toContain(staff[0]!.status);
    }
    expect(stored.mail.filter((row) => row.kind === "lead-confirmation")).toHaveLength(3);
  }, 240_000);
});
