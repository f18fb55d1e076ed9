import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox, textMessages, textOptOuts } from "~/db/schema";
import * as inbox from "~/routes/admin/inbox";
import * as thread from "~/routes/admin/inbox-thread";
import * as layout from "~/routes/admin/layout";
import * as lead from "~/routes/admin/lead";
import * as leadNew from "~/routes/admin/lead-new";
import { adminRequest, args, createAdmin, createLead, outcomeOf, sessionCookieFor } from "../../tests/integration/admin-fixtures";
import { resetDb } from "../../tests/db";
import { INBOX_MESSAGES } from "./inbox-schema";

beforeEach(resetDb);

let sid = 0;
async function received(phoneDigits: string, body: string, leadId?: string) {
  await getDb().insert(textMessages).values({ direction: "in", phoneDigits, body, providerSid: `SM${(++sid).toString(16).padStart(32, "0")}`, status: "received", leadId });
}

async function signedIn(role = "Ops Admin") {
  const admin = await createAdmin({ email: `${role.replace(/\W/g, "").toLowerCase()}@example.com`, role });
  return sessionCookieFor(admin.id);
}

const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe("the Inbox", () => {
  it("refuses without a session, in the loaders and the action, sending nothing", async () => {
    await received("3105550177", "hi");
    expect((await outcomeOf(() => inbox.loader(args(adminRequest("/admin/inbox"))))).status).toBe(401);
    expect((await outcomeOf(() => thread.loader(args(adminRequest("/admin/inbox/3105550177"), { phone: "3105550177" })))).status).toBe(401);
    const post = adminRequest("/admin/inbox/3105550177", { form: { body: "Hello" } });
    expect((await outcomeOf(() => thread.action(args(post, { phone: "3105550177" })))).status).toBe(401);
    expect(await outbox()).toHaveLength(0);
  });

  it("lists one thread per number, newest first, with unread counts and its requests; a stranger's is a new lead from text", async () => {
    const cookie = await signedIn();
    const lead = await createLead({ name: "Ana Lopez", phone: "(310) 555-0100", language: "es" });
    await received("3105550100", "¿Cuándo vienen?", lead.id);
    await received("3105550177", "<img src=x onerror=alert(1)> Can you fix a fence?");
    await received("3105550177", "Tomorrow?");
    const list = await outcomeOf(() => inbox.loader(args(adminRequest("/admin/inbox", { cookie }))));
    const threads = (list.data as Awaited<ReturnType<typeof inbox.loader>>).threads;
    expect(threads.map((t) => [t.phoneDigits, t.unread, t.leads.length, t.last])).toEqual([
      ["3105550177", 2, 0, "Tomorrow?"],
      ["3105550100", 1, 1, "¿Cuándo vienen?"],
    ]);
    const shell = (await outcomeOf(() => layout.loader(args(adminRequest("/admin/inbox", { cookie }))))).data as { unread: number };
    expect(shell.unread).toBe(3);

    const opened = await outcomeOf(() => thread.loader(args(adminRequest("/admin/inbox/3105550177", { cookie }), { phone: "3105550177" })));
    const view = opened.data as Awaited<ReturnType<typeof thread.loader>>;
    expect(view.leads).toEqual([]);
    expect(view.messages.map((m) => m.body)).toEqual(["<img src=x onerror=alert(1)> Can you fix a fence?", "Tomorrow?"]);
    const prefill = new URL(view.newLeadUrl, "http://localhost");
    expect(prefill.pathname).toBe("/admin/leads/new");
    expect(prefill.searchParams.get("phone")).toBe("(310) 555-0177");
    expect(((await outcomeOf(() => layout.loader(args(adminRequest("/admin", { cookie }))))).data as { unread: number }).unread).toBe(1);

    const newLead = await outcomeOf(() => leadNew.loader(args(new Request(`http://localhost${view.newLeadUrl}`, { headers: { Cookie: cookie } }))));
    expect((newLead.data as { prefill: unknown }).prefill).toEqual({ phoneNumber: "(310) 555-0177", issueDescription: "<img src=x onerror=alert(1)> Can you fix a fence?" });
  });

  it("sends a reply through the outbox with the opt-out line in the request's language", async () => {
    const cookie = await signedIn();
    const lead = await createLead({ phone: "(310) 555-0100", language: "es" });
    await received("3105550100", "Hola", lead.id);
    const sent = await outcomeOf(() => thread.action(args(adminRequest("/admin/inbox/3105550100", { cookie, form: { body: "  Llegamos a las 10.  " } }), { phone: "3105550100" })));
    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/admin/inbox/3105550100");
    expect(await outbox()).toMatchObject([{ channel: "sms", to: "+13105550100", status: "pending", text: "Llegamos a las 10. Responda STOP para no recibir más mensajes." }]);
  });

  it("refuses a reply to a number that said STOP, an empty one and a malformed thread, sending nothing", async () => {
    const cookie = await signedIn();
    await received("3105550177", "STOP");
    await getDb().insert(textOptOuts).values({ phoneDigits: "3105550177", source: "keyword" });
    const refused = await outcomeOf(() => thread.action(args(adminRequest("/admin/inbox/3105550177", { cookie, form: { body: "Are you sure?" } }), { phone: "3105550177" })));
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ errors: [INBOX_MESSAGES.optedOut], body: "Are you sure?" });
    const empty = await outcomeOf(() => thread.action(args(adminRequest("/admin/inbox/3105550177", { cookie, form: { body: "   " } }), { phone: "3105550177" })));
    expect(empty.status).toBe(400);
    const extra = await outcomeOf(() => thread.action(args(adminRequest("/admin/inbox/3105550177", { cookie, form: { body: "x", to: "+1" } }), { phone: "3105550177" })));
    expect(extra.status).toBe(400);
    expect((await outcomeOf(() => thread.loader(args(adminRequest("/admin/inbox/abc", { cookie }), { phone: "abc" })))).status).toBe(404);
    expect((await outcomeOf(() => thread.loader(args(adminRequest("/admin/inbox/2135550000", { cookie }), { phone: "2135550000" })))).status).toBe(404);
    expect(await outbox()).toHaveLength(0);
  });

  it("texts from the lead's page in the lead's language, refused for a number that said STOP or never agreed to texts", async () => {
    const cookie = await signedIn();
    const post = (leadId: string, form: Record<string, string>) => outcomeOf(() => lead.action(args(adminRequest(`/admin/leads/${leadId}`, { cookie, form }), { leadId })));
    // Two requests of one number, the newest in English: the text is in the language of the lead it was sent from.
    const spanish = await createLead({ phone: "(310) 555-0100", language: "es", smsConsentAt: new Date() });
    await createLead({ phone: "(310) 555-0100", language: "en" });
    const page = (await outcomeOf(() => lead.loader(args(adminRequest(`/admin/leads/${spanish.id}`, { cookie }), { leadId: spanish.id })))).data as { texting: unknown };
    expect(page.texting).toEqual({ digits: "3105550100", optedOut: false, allowed: true });
    const sent = await post(spanish.id, { intent: "text", body: "Llegamos a las 10." });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/admin/leads/${spanish.id}`);
    expect(await outbox()).toMatchObject([{ channel: "sms", kind: "inbox-reply-sms", to: "+13105550100", text: "Llegamos a las 10. Responda STOP para no recibir más mensajes." }]);

    const empty = await post(spanish.id, { intent: "text", body: " " });
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ text: { errors: [INBOX_MESSAGES.empty], body: " " } });

    // The number's daily cap (decision 075) counts these texts as every message to the customer: the one past it is held, and staff told so.
    for (let i = 2; i <= 5; i += 1) expect((await post(spanish.id, { intent: "text", body: `Texto ${i}` })).status).toBe(302);
    const held = await post(spanish.id, { intent: "text", body: "Texto 6" });
    expect(held.status).toBe(429);
    expect(held.data).toEqual({ text: { errors: [INBOX_MESSAGES.held], body: "Texto 6" } });

    await getDb().insert(textOptOuts).values({ phoneDigits: "3105550100", source: "keyword" });
    const stopped = await post(spanish.id, { intent: "text", body: "¿Sigue ahí?" });
    expect(stopped.status).toBe(409);
    expect(stopped.data).toEqual({ text: { errors: [INBOX_MESSAGES.optedOut], body: "¿Sigue ahí?" } });

    const silent = await createLead({ phone: "(213) 555-0142" });
    expect(((await outcomeOf(() => lead.loader(args(adminRequest(`/admin/leads/${silent.id}`, { cookie }), { leadId: silent.id })))).data as { texting: unknown }).texting).toEqual({
      digits: "2135550142",
      optedOut: false,
      allowed: false,
    });
    const refused = await post(silent.id, { intent: "text", body: "Hello" });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ text: { errors: [INBOX_MESSAGES.noConsent], body: "Hello" } });
    expect((await outbox()).map((m) => m.status)).toEqual(["pending", "pending", "pending", "pending", "pending", "held"]);
  });
});
