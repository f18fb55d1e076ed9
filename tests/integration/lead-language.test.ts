import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminIdentity } from "~/auth/guards.server";
import { mail as english } from "~/content/i18n/en/mail";
import { company } from "~/content/site";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { createLead } from "~/leads/leads.server";
import { applyStaffChange, undoLastChange } from "~/leads/pipeline.server";
import { sendQuote } from "~/quotes/quotes.server";
import { queueQuoteReminders } from "~/quotes/reminders.server";
import { businessInstant, businessToday, shiftDate } from "~/schedule/clock";
import { queueDueReminders } from "~/schedule/reminders.server";
import { applyVisitChange } from "~/schedule/visit-changes.server";
import { VISIT_INTENTS } from "~/schedule/visit-changes";
import * as leadPage from "~/routes/admin/lead";
import * as leadNew from "~/routes/admin/lead-new";
import * as leadsExport from "~/routes/admin/leads-export";
import * as book from "~/routes/book";
import * as home from "~/routes/home";
import { resetDb, withSiteUrl } from "../db";
import { tuesdayAfter } from "../schedule-fixtures";
import { adminRequest, args, createAdmin, outcomeOf, routerContext, sessionCookieFor, toastOf } from "./admin-fixtures";

beforeEach(resetDb);
withSiteUrl();

type Message = typeof mailOutbox.$inferSelect;
const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const customerMessages = async () => (await outbox()).filter((row) => !row.kind.endsWith("-staff"));
/** A signed link's key in a customer's message (decision 074). */
const KEY = "\\?key=[a-z][0-9a-z]+\\.[A-Za-z0-9_-]{22}";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** `before`, then `link` with a key, then `after`. */
const keyed = (before: string, link: string, after = "") => new RegExp(`${escaped(before)}${escaped(link)}${KEY}${escaped(after)}`);
const words = (row: Message) => [row.subject, row.text, row.html ?? "", ...(row.attachments ?? []).map((file) => file.content)].join("\n");
const leadOf = async (id: string) => (await getDb().select().from(leads).where(eq(leads.id, id)))[0]!;

/** Every run of words the English catalogue writes (its texts between their values), long enough to be a phrase. */
const englishPhrases = (function collect(node: unknown): string[] {
  if (typeof node === "string") return node.split(/\{\{\w+\}\}/).map((piece) => piece.trim()).filter((piece) => piece.length >= 10 && /\s/.test(piece));
  return Object.values(node as Record<string, unknown>).flatMap(collect);
})(english);

/** A Spanish customer's message: it holds none of the English catalogue's phrases, and its links go to the Spanish status page. */
function expectSpanish(row: Message) {
  const text = words(row);
  for (const phrase of englishPhrases) expect(text, `${row.kind} has "${phrase}"`).not.toContain(phrase);
  expect(text, row.kind).not.toMatch(/handyman\.example\/status/);
  return text;
}

const spanishCustomer = { source: "booking" as const, language: "es" as const, name: "María García", phone: "(818) 555-0199", email: "maria@example.com", service: "tv-mounting" };
const englishCustomer = { ...spanishCustomer, language: "en" as const, name: "Jane Smith", email: "jane@example.com" };

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe("a request's language", () => {
  it("is English by default, and the database refuses any other than English or Spanish (CHECK)", async () => {
    const lead = await createLead({ ...englishCustomer, language: undefined });
    expect(lead.language).toBe("en");
    await expect(getDb().execute(sql`update leads set language = 'fr' where id = ${lead.id}`)).rejects.toMatchObject({ cause: { constraint: "leads_language_check" } });
    await expect(getDb().execute(sql`insert into leads (name, phone, service, language) values ('A', '1', 'caulking', 'fr')`)).rejects.toMatchObject({ cause: { constraint: "leads_language_check" } });
    expect((await leadOf(lead.id)).language).toBe("en");
  });

  it("is Spanish for a booking or quote posted from a Spanish page, English from an English one", async () => {
    const booking = (path: string, fullName: string, ip: string) =>
      outcomeOf(() =>
        book.action(
          args(
            new Request(`http://localhost${path}`, {
              method: "POST",
              body: form({ fullName, phoneNumber: "(310) 555-0123", emailAddress: `${ip}@example.com`, streetAddress: "1 Main St", zipCode: "91101", serviceType: "drywall-repair", website: "" }),
            }),
            {},
            routerContext(ip),
          ),
        ),
      );
    expect((await booking("/es/book", "Lupe Reyes", "203.0.113.51")).status).toBe(302);
    expect((await booking("/book", "Ann English", "203.0.113.52")).status).toBe(302);
    const quoted = await outcomeOf(() =>
      home.action(
        args(
          new Request("http://localhost/es/?index", { method: "POST", body: form({ name: "Rosa Quote", phone: "(626) 555-0101", email: "rosa@example.com", service: "Pintar la cerca" }) }),
          {},
          routerContext("203.0.113.53"),
        ),
      ),
    );
    expect(quoted.status).toBe(302);
    const stored = Object.fromEntries((await getDb().select().from(leads)).map((lead) => [lead.name, lead.language]));
    expect(stored).toEqual({ "Lupe Reyes": "es", "Ann English": "en", "Rosa Quote": "es" });

    const confirmations = (await customerMessages()).filter((row) => row.kind === "lead-confirmation");
    const spanish = confirmations.filter((row) => row.to !== "203.0.113.52@example.com");
    expect(spanish).toHaveLength(2);
    for (const row of spanish) {
      const text = expectSpanish(row);
      expect(row.subject).toMatch(/^Recibimos su solicitud de servicio \(ref\. PC-/);
      expect(text).toContain("Gracias por elegir a Pacific Crest Handyman.");
      expect(text).toMatch(/https:\/\/handyman\.example\/es\/status\/[0-9a-f-]{36}/);
    }
    expect(spanish.find((row) => row.to === "203.0.113.51@example.com")!.text).toMatch(/^Hola, Lupe:\n[\s\S]*Recibimos su solicitud de reparación de drywall y nos comunicaremos/);
    // The quote form's service is the visitor's own words: never in the message, in either language.
    expect(spanish.find((row) => row.to === "rosa@example.com")!.text).toContain("Recibimos su solicitud y nos comunicaremos");
    expect(words(spanish.find((row) => row.to === "rosa@example.com")!)).not.toContain("cerca");
    const englishOne = confirmations.find((row) => row.to === "203.0.113.52@example.com")!;
    expect(englishOne.text).toMatch(/^Hi Ann,\n\nThank you for choosing Pacific Crest Handyman\. We've received your Drywall Repair request and will contact you within 24 hours\./);
    expect(englishOne.text).toMatch(new RegExp(`Follow your request here: https://handyman\\.example/status/[0-9a-f-]{36}${KEY}\n`));
  });

  it("writes a Spanish customer's notices, review invitation, calendar files, reminder, visit change and quotes in Spanish; an English customer's in English", async () => {
    const admin = await createAdmin({ email: "ops@example.com" });
    const ops: AdminIdentity = { id: admin.id, email: admin.email, role: "Ops Admin", isSuperAdmin: false };
    const date = tuesdayAfter(businessToday(new Date()), 3);
    const run = async (customer: typeof spanishCustomer | typeof englishCustomer) => {
      const lead = await createLead(customer);
      await getDb().update(leads).set({ smsConsentAt: new Date() }).where(eq(leads.id, lead.id));
      const step = async (change: Parameters<typeof applyStaffChange>[0]["change"]) =>
        expect(await applyStaffChange({ admin: ops, leadId: lead.id, version: (await leadOf(lead.id)).version, change })).toMatchObject({ ok: true });
      await step({ kind: "status", to: "Approved", schedule: { date, window: "8-10" } });
      expect(await queueDueReminders(businessInstant(shiftDate(date, -2), 17 * 60 + 5))).toBe(1);
      expect(await applyVisitChange(lead.id, { intent: VISIT_INTENTS.reschedule, digits: "0199", slot: `${date} 2-4` }, `client-${customer.language}`)).toMatchObject({ ok: true });
      await step({ kind: "status", to: "Completed" });
      const line = { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: 15_000, taxable: false, optional: false };
      expect(await sendQuote(lead.id, { intent: "send", lines: [line], discountCents: 0, notes: "", terms: "", validUntil: "2099-12-31" }, ops.email)).toMatchObject({ ok: true });
      await getDb().execute(sql`update quotes set sent_at = now() - interval '4 days' where lead_id = ${lead.id}`);
      expect(await queueQuoteReminders()).toBe(1);
      return { id: lead.id, messages: (await customerMessages()).filter((row) => row.to === customer.email || row.to === "+18185550199") };
    };

    const spanish = await run(spanishCustomer);
    const kinds = spanish.messages.filter((row) => row.channel === "email").map((row) => row.kind);
    expect(kinds).toEqual([
      "lead-confirmation",
      "lead-scheduled-customer",
      "visit-reminder-customer",
      "lead-rescheduled-customer",
      "lead-completed-customer",
      "quote-sent-customer",
      "quote-reminder-customer",
    ]);
    expect(spanish.messages.filter((row) => row.channel === "sms")).toHaveLength(6);
    const byKind = (kind: string) => spanish.messages.find((row) => row.kind === kind)!;
    for (const row of spanish.messages) expectSpanish(row);
    const status = `https://handyman.example/es/status/${spanish.id}`;
    expect(byKind("lead-scheduled-customer").text).toContain("Buenas noticias: su visita de instalación de TV en pared está programada para el martes,");
    // A visit's notice links to its section, where it is confirmed, moved or cancelled (decision 078).
    expect(byKind("lead-scheduled-customer").text).toMatch(keyed("Confirmar, cambiar o cancelar la visita: ", status, "#visit"));
    const calendar = byKind("lead-scheduled-customer").attachments![0]!.content.replace(/\r\n /g, "");
    expect(calendar).toContain("SUMMARY:Visita de instalación de TV en pared: Pacific Crest Handyman\r\n");
    expect(calendar).toContain(`DESCRIPTION:Horario de llegada: 8–10 a.m. · Preguntas: ${company.phone.replace(/,/g, "\\,")} · Código de referencia PC-`);
    expect(calendar).toContain(`URL:${status}\r\n`);
    // Reminded two days before (the cut-off is 24 h, decision 078): the day is named.
    expect(byKind("visit-reminder-customer").subject).toMatch(/^Recordatorio: su visita del mar, \d+ \w+, 8–10 a\.m\. \(ref\. PC-/);
    expect(byKind("visit-reminder-customer").text).toMatch(keyed("Confirmar, cambiar o cancelar la visita: ", status, "#visit"));
    expect(byKind("visit-reminder-customer-sms").text).toMatch(keyed("", status, "#visit Responda STOP para no recibir más mensajes."));
    expect(byKind("lead-rescheduled-customer").text).toContain("tiene un nuevo horario, que reemplaza el que le enviamos antes:");
    expect(byKind("lead-rescheduled-customer").attachments![0]!.content).toContain("SUMMARY:Visita de instalación de TV en pared");
    expect(byKind("lead-completed-customer").text).toMatch(keyed("¿Qué tal lo hicimos? Ayude a otros propietarios con una breve reseña, sea cual sea su opinión del trabajo: ", `${status}/review`));
    expect(byKind("lead-completed-customer-sms").text).toMatch(keyed("", `${status}/review`, " Ref. PC-"));
    expect(byKind("quote-sent-customer").subject).toMatch(/^Su cotización de Pacific Crest Handyman \(ref\. PC-/);
    expect(byKind("quote-sent-customer").text).toContain("Su cotización de instalación de TV en pared está lista. El total es de $150.00");
    expect(byKind("quote-sent-customer").text).toContain("Puede aprobarla hasta el 31 de diciembre de 2099.");
    expect(byKind("quote-sent-customer").text).toMatch(keyed("Revisar su cotización: ", `${status}/quote`));
    expect(byKind("quote-reminder-customer").text).toContain("Le recordamos que su cotización de instalación de TV en pared ($150.00) espera su respuesta.");
    expect(byKind("quote-sent-customer").text).toMatch(/^Hola, María:\n/);

    // The staff's alerts stay in English.
    const alerts = (await outbox()).filter((row) => row.kind.endsWith("-staff"));
    expect(alerts.map((row) => row.kind)).toEqual(expect.arrayContaining(["lead-new-staff", "visit-rescheduled-staff"]));
    for (const row of alerts) expect(row.text).not.toMatch(/Hola|solicitud/);

    await getDb().delete(mailOutbox);
    const englishRun = await run(englishCustomer);
    const englishByKind = (kind: string) => englishRun.messages.find((row) => row.kind === kind)!;
    const link = `https://handyman.example/status/${englishRun.id}`;
    expect(englishByKind("lead-scheduled-customer").text).toContain("Good news: your TV Mounting visit is scheduled for Tuesday,");
    expect(englishByKind("lead-scheduled-customer").attachments![0]!.content).toContain("SUMMARY:TV Mounting visit: Pacific Crest Handyman\r\n");
    expect(englishByKind("visit-reminder-customer").text).toContain("A reminder: your TV Mounting visit is Tuesday,");
    expect(englishByKind("visit-reminder-customer").text).toMatch(keyed("Confirm, reschedule or cancel: ", link, "#visit"));
    expect(englishByKind("lead-completed-customer").text).toMatch(keyed("whatever you thought of the job: ", `${link}/review`));
    expect(englishByKind("quote-sent-customer").text).toContain("Your TV Mounting quote is ready. The total is $150.00, before any optional items you choose.");
    expect(englishByKind("quote-reminder-customer-sms").text).toMatch(/^Pacific Crest Handyman: a reminder, your TV Mounting quote \(\$150\.00\) is waiting\. Review and approve by December 31, 2099: \S+\/quote\?key=q\S+ Reply STOP to opt out\.$/);
    for (const row of englishRun.messages) expect(words(row), row.kind).not.toMatch(/Hola|solicitud|\/es\//);
  });
});

describe("staff and a customer's language", () => {
  let cookie: string;
  beforeEach(async () => {
    const ops = await createAdmin({ email: "ops@example.com" });
    cookie = await sessionCookieFor(ops.id);
  });

  it("the phone-lead form stores the language chosen (English unless Spanish is chosen) and confirms in it", async () => {
    const post = (fields: Record<string, string>) => outcomeOf(() => leadNew.action(args(adminRequest("/admin/leads/new", { cookie, form: fields }))));
    const lead = { phoneNumber: "(626) 555-0188", serviceType: "caulking" };
    expect((await post({ ...lead, fullName: "Rosa Phone", emailAddress: "rosa@example.com", language: "es" })).status).toBe(302);
    expect((await post({ ...lead, fullName: "Pat Phone" })).status).toBe(302);
    const refused = await post({ ...lead, fullName: "Fran Phone", language: "fr" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ result: { error: { language: ["Please choose English or Spanish"] }, initialValue: { fullName: "Fran Phone" } } });
    const stored = Object.fromEntries((await getDb().select().from(leads)).map((row) => [row.name, row.language]));
    expect(stored).toEqual({ "Rosa Phone": "es", "Pat Phone": "en" });
    const [confirmation] = (await customerMessages()).filter((row) => row.to === "rosa@example.com");
    expectSpanish(confirmation!);
    expect(confirmation!.text).toContain("Recibimos su solicitud de sellado y calafateo");
  });

  it("the lead page shows the language, and staff change it with a history row that undo takes back", async () => {
    const lead = await createLead({ ...englishCustomer, source: "phone" });
    const page = async () => (await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${lead.id}`, { cookie }), { leadId: lead.id })))).data as { lead: { language: string; version: number; history: { what: string }[]; undo: { eventId: number } | null } };
    expect((await page()).lead.language).toBe("en");
    const change = (language: string, version: number) =>
      outcomeOf(() => leadPage.action(args(adminRequest(`/admin/leads/${lead.id}`, { cookie, form: { intent: "language", leadId: lead.id, version: String(version), language } }), { leadId: lead.id })));
    const saved = await change("es", 0);
    expect(saved).toMatchObject({ status: 302, location: `/admin/leads/${lead.id}` });
    expect(await toastOf(saved)).toMatchObject({ type: "success", title: "Language saved." });
    const after = await page();
    expect(after.lead.language).toBe("es");
    expect(after.lead.history.at(-1)!.what).toBe("Language set to Spanish");
    const [event] = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.action, "language"));
    expect(event).toMatchObject({ changedBy: "ops@example.com", detail: "Language set to Spanish", previous: expect.objectContaining({ language: "en" }) });
    // Nothing goes to the customer for it.
    expect((await customerMessages()).filter((row) => row.kind !== "lead-confirmation")).toEqual([]);

    expect(await toastOf(await change("fr", after.lead.version))).toMatchObject({ type: "error", title: "Failed to save the language: please choose English or Spanish." });
    expect(await toastOf(await change("es", after.lead.version))).toMatchObject({ type: "error", title: "Failed to save the language: the customer's language is Spanish already." });
    expect((await leadOf(lead.id)).language).toBe("es");

    expect(await undoLastChange({ admin: { id: "x", email: "ops@example.com", role: "Ops Admin", isSuperAdmin: false }, leadId: lead.id, eventId: after.lead.undo!.eventId })).toMatchObject({ ok: true });
    expect((await leadOf(lead.id)).language).toBe("en");
  });

  it("the CSV export has a Language column", async () => {
    await createLead({ ...spanishCustomer, source: "phone" });
    await createLead({ ...englishCustomer, source: "phone" });
    const response = (await leadsExport.loader(args(adminRequest("/admin/leads.csv?sort=oldest", { cookie })))) as Response;
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]!.endsWith(",Description,Language")).toBe(true);
    expect(lines.slice(1).map((line) => line.split(",").at(-1))).toEqual(["Spanish", "English"]);
  });
});
