import { asc, eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox, quotes, textMessages, textOptOuts } from "~/db/schema";
import { isCustomerLinkKey } from "~/leads/proof/customer-link.server";
import { defaultValidUntil } from "~/quotes/quote-form";
import { sendQuote } from "~/quotes/quotes.server";
import { textingResumesAt } from "~/mail/quiet-hours";
import { enqueueMail, processOutbox } from "~/mail/outbox.server";
import { resetEnvCache } from "~/utils/env.server";
import { createLead, inDays } from "../../tests/integration/admin-fixtures";
import { sendText, TEXT_SITE as SITE, setUpTextWebhook } from "../../tests/support/text-webhook";

const PHONE = "+13105550100";

setUpTextWebhook();

/** A signed text to the SMS webhook; the bot's answer. */
const text = (body: string, from = PHONE) => sendText(body, from);

const approvedVisit = (values: Partial<typeof leads.$inferInsert> = {}) =>
  createLead({ phone: "(310) 555-0100", status: "Approved", scheduledDate: inDays(10), arrivalWindow: "10-12", reference: "HX-4821", ...values });

const leadRow = async (id: string) => (await getDb().select().from(leads).where(eq(leads.id, id)))[0]!;

describe("the SMS bot", () => {
  it("'C' from the phone on file confirms the visit; from another number it changes nothing", async () => {
    const lead = await approvedVisit();
    expect(await text("C", "+13105550999")).toBe("");
    expect((await leadRow(lead.id)).customerConfirmedAt).toBeNull();
    expect(await text(" c ")).toMatch(/^Pacific Crest Handyman: thank you, your visit \(request HX-4821\) is confirmed: .+, 10 am–12 pm\.$/);
    const row = await leadRow(lead.id);
    expect(row.customerConfirmedAt).not.toBeNull();
    expect(row.customerConfirmedFor).toBe(`${inDays(10)} 10-12`);
    expect(await text("confirm")).toMatch(/is already confirmed/);
  });

  it("answers 'cuándo' and 'estado' in Spanish for a Spanish request, and 'sí' confirms", async () => {
    await approvedVisit({ language: "es" });
    expect(await text("¿Cuándo?")).toMatch(/^Pacific Crest Handyman: su visita \(solicitud HX-4821\) es .+\.$/);
    expect(await text("estado")).toBe("Pacific Crest Handyman: solicitud HX-4821: programada.");
    expect(await text("Sí")).toMatch(/está confirmada/);
    const link = /abra (\S+)$/.exec(await text("cambiar"))?.[1];
    expect(link).toMatch(new RegExp(`^${SITE}/es/status/[0-9a-f-]{36}\\?key=[^#]+#visit$`));
  });

  it("a number with several requests is answered about its newest open one, which every answer names", async () => {
    await approvedVisit({ reference: "HX-1111", scheduledDate: inDays(12), arrivalWindow: "2-4" });
    // Booked later on the same phone: one done, the last one still open.
    await createLead({ phone: "(310) 555-0100", status: "Completed", reference: "HX-2222", createdAt: new Date(Date.now() + 60_000) });
    await approvedVisit({ reference: "HX-3333", createdAt: new Date(Date.now() + 120_000) });
    expect(await text("when")).toMatch(/\(request HX-3333\) is .+, 10 am–12 pm\.$/);
    await getDb().update(leads).set({ status: "Cancelled" }).where(eq(leads.reference, "HX-3333"));
    expect(await text("when")).toMatch(/\(request HX-1111\) is .+, 2–4 pm\.$/);
    expect(await text("status")).toMatch(/request HX-1111/);
  });

  it("does not confirm a visit the office has not confirmed, and says so", async () => {
    const lead = await approvedVisit({ status: "In Review" });
    expect(await text("C")).toMatch(/not confirmed by our office yet/);
    expect((await leadRow(lead.id)).customerConfirmedAt).toBeNull();
    expect(await text("when")).toMatch(/\(not confirmed yet\)\.$/);
  });

  it("'cancel visit' asks first; YES within 30 minutes cancels by the status page's rules, answered in the text and told by e-mail only", async () => {
    const lead = await approvedVisit({ email: "jane@example.com", smsConsentAt: new Date() });
    expect(await text("CANCEL VISIT")).toMatch(
      /^Pacific Crest Handyman: cancel your visit \(request HX-4821\) of .+, 10 am–12 pm\? Reply YES within 30 minutes to cancel it\. Nothing changes otherwise\.$/,
    );
    expect((await leadRow(lead.id)).status).toBe("Approved");
    // A text of ours between (a reminder) leaves the question open.
    await getDb().insert(textMessages).values({ direction: "out", phoneDigits: "3105550100", body: "Reminder", status: "sent", leadId: lead.id });
    expect(await text("yes")).toMatch(/^Pacific Crest Handyman: your visit \(request HX-4821\) of .+ is cancelled\. To book again, call .+\.$/);
    const row = await leadRow(lead.id);
    expect(row).toMatchObject({ status: "Cancelled", cancelReason: null });
    expect(row.cancelledAt).not.toBeNull();
    const notices = await getDb().select().from(mailOutbox).where(like(mailOutbox.kind, "lead-cancelled-customer%"));
    expect(notices.map((m) => m.channel)).toEqual(["email"]);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "visit-cancelled-staff"))).not.toEqual([]);
    // A second YES is START's answer again: nothing is left to cancel, and the number was never opted out.
    expect(await text("YES")).toMatch(/texts are on again/);
  });

  it("a YES after 30 minutes, or after another text, cancels nothing; bare CANCEL stays a stop word", async () => {
    const lead = await approvedVisit({ language: "es" });
    expect(await text("cancelar")).toMatch(/^Pacific Crest Handyman: ¿cancelar su visita \(solicitud HX-4821\) del .+\? Responda SÍ en los próximos 30 minutos/);
    await getDb().update(textMessages).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(textMessages.asks, "cancel"));
    expect(await text("Sí")).toMatch(/no se canceló nada: la pregunta sobre su solicitud HX-4821 ya venció/);
    expect((await leadRow(lead.id)).status).toBe("Approved");

    expect(await text("Cancelar visita")).toMatch(/Responda SÍ/);
    expect(await text("¿a qué hora llegan?")).toMatch(/alguien de nuestro equipo/);
    expect(await text("sí")).toMatch(/está confirmada/); // no longer an answer to the question: "sí" confirms the visit
    expect((await leadRow(lead.id)).status).toBe("Approved");

    expect(await text("CANCEL")).toMatch(/^Pacific Crest Handyman: no recibirá más mensajes/);
    expect((await getDb().select().from(textOptOuts)).map((o) => o.phoneDigits)).toEqual(["3105550100"]);
  });

  it("'cancel visit' past the change cut-off, or without a visit, is refused at once", async () => {
    await approvedVisit({ scheduledDate: inDays(0), arrivalWindow: "4-6" });
    expect(await text("cancel my visit")).toMatch(/too close to change by text/);
    expect(await getDb().select().from(textMessages).where(eq(textMessages.asks, "cancel"))).toEqual([]);
  });

  it("'quote' / 'presupuesto' answers the latest quote's total, state and signed link in the request's language", async () => {
    const lead = await approvedVisit({ language: "es", email: "ana@example.com" });
    expect(await text("presupuesto")).toBe("Pacific Crest Handyman: su solicitud HX-4821 aún no tiene presupuesto. Le avisaremos por mensaje.");
    const line = { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, taxable: false, optional: false };
    const value = { intent: "send" as const, lines: [{ ...line, unitPriceCents: 12_345 }], discountCents: 0, notes: "", terms: "", validUntil: defaultValidUntil() };
    await sendQuote(lead.id, value, "ops@example.com");
    await sendQuote(lead.id, { ...value, lines: [{ ...line, unitPriceCents: 23_450 }] }, "ops@example.com");
    const answer = await text("¿Presupuesto?");
    expect(answer).toMatch(/^Pacific Crest Handyman: el presupuesto de su solicitud HX-4821 es de \$234\.50, válido hasta el .+\. Véalo en \S+$/);
    const link = /Véalo en (\S+)$/.exec(answer)![1]!;
    expect(link).toMatch(new RegExp(`^${SITE}/es/status/${lead.id}/quote\\?key=[^#\\s]+$`));
    expect(isCustomerLinkKey(new URL(link).searchParams.get("key"), lead.id, "quote")).toBe(true);

    await getDb().update(leads).set({ language: "en" }).where(eq(leads.id, lead.id));
    await getDb().update(quotes).set({ status: "approved", answeredAt: new Date() }).where(eq(quotes.version, 2));
    expect(await text("quote")).toMatch(/^Pacific Crest Handyman: the quote for request HX-4821 comes to \$234\.50 \(you approved it\)\. See it at .+\/status\/.+\/quote\?key=/);
  });

  it("hands anything else to the staff, telling the customer once an hour at most; a stranger's text gets no answer", async () => {
    await approvedVisit();
    expect(await text("Can the tech bring a ladder?")).toMatch(/someone from our team will answer you soon/);
    expect(await text("Also a drill")).toBe("");
    expect(await text("hello", "+13105550999")).toBe("");
    const thread = await getDb().select().from(textMessages).where(eq(textMessages.phoneDigits, "3105550100")).orderBy(asc(textMessages.id));
    expect(thread.map((m) => [m.direction, m.readAt === null])).toEqual([
      ["in", true],
      ["out", false],
      ["in", true],
    ]);
  });
});

describe("quiet hours", () => {
  it("a text due at night waits for 8 am in Los Angeles, and goes then", async () => {
    expect(textingResumesAt(new Date("2026-12-05T20:00:00Z"))).toBeUndefined(); // 12 pm PST
    expect(textingResumesAt(new Date("2026-12-06T05:30:00Z"))!.toISOString()).toBe("2026-12-06T16:00:00.000Z"); // 9:30 pm PST → 8 am PST
    expect(textingResumesAt(new Date("2026-12-06T12:00:00Z"))!.toISOString()).toBe("2026-12-06T16:00:00.000Z"); // 4 am PST
    expect(textingResumesAt(new Date("2026-07-01T04:30:00Z"))!.toISOString()).toBe("2026-07-01T15:00:00.000Z"); // 9:30 pm PDT → 8 am PDT

    vi.stubEnv("TEXT_QUIET_HOURS", "on");
    resetEnvCache();
    await enqueueMail(getDb(), { channel: "sms", kind: "test-sms", audience: "customer", to: PHONE, subject: "Text", text: "Reminder" });
    await enqueueMail(getDb(), { channel: "email", kind: "test-mail", audience: "staff", to: "office@example.com", subject: "Alert", text: "Alert" });
    const night = new Date("2026-12-06T06:00:00Z");
    expect(await processOutbox(100, night)).toMatchObject({ sent: 1 });
    const [waiting] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.channel, "sms"));
    expect(waiting).toMatchObject({ status: "pending", attempts: 0 });
    expect(waiting!.nextAttemptAt.toISOString()).toBe("2026-12-06T16:00:00.000Z");
    // In the morning it is due, and goes (the database's clock says when it is due: move it back).
    await getDb().update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, waiting!.id));
    expect(await processOutbox(100, new Date("2026-12-06T16:00:00Z"))).toMatchObject({ sent: 1 });
  });
});
