import { beforeEach, describe, expect, it } from "vitest";
import { processPendingTriage } from "~/ai/triage.server";
import * as aiTools from "~/routes/admin/ai-tools";
import { resetDb } from "../db";
import { adminRequest, args, createAdmin, createLead, outcomeOf, sessionCookieFor } from "./admin-fixtures";

let ops: string;
beforeEach(async () => {
  await resetDb();
  ops = await sessionCookieFor((await createAdmin({ email: "ops@example.com" })).id);
});

type Page = Awaited<ReturnType<typeof aiTools.loader>>;

describe("the AI Tools tab", () => {
  it("shows the built-in baseline without a provider, and the latest requests' triage", async () => {
    await createLead({ service: "drywall-repair", description: "Water is leaking through the ceiling right now", reference: "PC-AAAAAA" });
    await createLead({ description: "Get more leads for your business with our SEO team http://seo.example", reference: "PC-BBBBBB" });
    await processPendingTriage();
    const outcome = await outcomeOf(() => aiTools.loader(args(adminRequest("/admin/ai-tools", { cookie: ops }))));
    const page = outcome.data as Page;
    expect(page.provider.configured).toBe(false);
    expect(page.superAdmin).toBe(false);
    const byRef = Object.fromEntries(page.recent.map((row) => [row.reference, row]));
    expect(byRef["PC-AAAAAA"]).toMatchObject({ flag: "Urgent", source: "Built-in rules", fellBack: false });
    expect(byRef["PC-BBBBBB"]).toMatchObject({ flag: "Spam?", label: expect.stringContaining("Likely spam") });
  });

  it("'Try the triage' triages pasted words without storing them, and refuses an empty one with its message", async () => {
    const tried = await outcomeOf(() =>
      aiTools.action(args(adminRequest("/admin/ai-tools", { cookie: ops, form: { service: "door-lock-repair", zipCode: "10001", description: "Me quedé afuera de la casa, ¿pueden venir hoy?" } }))),
    );
    expect(tried.status).toBe(200);
    expect((tried.data as { tried: { urgency: string; outOfArea: boolean; source: string } }).tried).toMatchObject({ urgency: "urgent", outOfArea: true, source: "baseline" });
    const refused = await outcomeOf(() => aiTools.action(args(adminRequest("/admin/ai-tools", { cookie: ops, form: { service: "door-lock-repair", zipCode: "", description: " " } }))));
    expect(refused.status).toBe(400);
    expect((refused.data as { errors: string[] }).errors).toEqual(["Paste the request first."]);
  });

  it("refuses a visitor without a session", async () => {
    const outcome = await outcomeOf(() => aiTools.action(args(adminRequest("/admin/ai-tools", { form: { service: "caulking", zipCode: "", description: "x" } }))));
    expect(outcome.status).toBe(401);
  });
});
