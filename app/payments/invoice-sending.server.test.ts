import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { sendInvoice, takeOfflinePayment } from "~/flows/get-paid.server";
import * as invoiceRoute from "~/routes/invoice";
import * as statusRoute from "~/routes/status";
import { isoDateInZone } from "~/utils/dates";
import { withSiteUrl } from "../../tests/db";
import { invoicedJob, resetPayments, sentInvoiceJob } from "../../tests/support/payment-fixtures";
import { args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { pdfText } from "../../tests/support/pdf-text";

beforeEach(resetPayments);
withSiteUrl();

const today = isoDateInZone(new Date());

/** The messages queued about money (the quote's own e-mail and text left out). */
const outbox = async () => (await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((mail) => !mail.kind.startsWith("quote-"));

describe("sending the invoice", () => {
  it("queues the e-mail with its PDF, whose text says 'Balance due $300.00'; the same send again queues nothing", async () => {
    const { lead, invoice } = await invoicedJob();
    const key = randomUUID();
    expect(await sendInvoice(lead.id, key)).toEqual({ ok: true, number: invoice.number, queued: 1 });
    expect(await sendInvoice(lead.id, key)).toEqual({ ok: true, number: invoice.number, queued: 0 });
    const [mail] = await outbox();
    expect([mail!.kind, mail!.to, mail!.subject]).toEqual(["invoice-sent-customer", "jane@example.com", `Invoice ${invoice.number} from Pacific Crest Handyman`]);
    expect(mail!.text).toContain("Balance due $300.00");
    expect(mail!.text).toContain(`https://handyman.example/status/${lead.id}/invoice`);
    for (const typed of ["Smith", "<b>", "Gate code"]) expect(`${mail!.subject} ${mail!.text} ${mail!.html}`).not.toContain(typed);
    const [attachment] = mail!.attachments!;
    expect([attachment!.filename, attachment!.contentType, attachment!.encoding]).toEqual([`${invoice.number}.pdf`, "application/pdf", "base64"]);
    const { text, pages } = await pdfText(Buffer.from(attachment!.content, "base64"));
    expect(pages[0]).toEqual({ width: 612, height: 792 });
    expect(text).toContain("Balance due $300.00");
    expect(text).toContain("Deposit paid");
    expect(text).not.toContain("Smith");
  });

  it("in Spanish for a Spanish request: the e-mail and the PDF say 'Saldo pendiente $300.00', and the text goes with consent", async () => {
    const { lead } = await invoicedJob({ language: "es", smsConsentAt: new Date() });
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    const [mail, sms] = await outbox();
    expect(mail!.text).toContain("Saldo pendiente $300.00");
    expect(mail!.text).toContain(`https://handyman.example/es/status/${lead.id}/invoice`);
    expect((await pdfText(Buffer.from(mail!.attachments![0]!.content, "base64"))).text).toContain("Saldo pendiente $300.00");
    expect([sms!.channel, sms!.to]).toEqual(["sms", "+13105550100"]);
    expect(sms!.text).toContain("saldo pendiente $300.00");
  });

  it("is refused without an e-mail address or consent to texts", async () => {
    const { lead } = await invoicedJob();
    await getDb().update(leads).set({ email: "" }).where(eq(leads.id, lead.id));
    expect(await sendInvoice(lead.id, randomUUID())).toEqual({ ok: false, reason: "no-contact" });
  });
});

describe("receipts", () => {
  it("one for each payment recorded (none for the same recording again), counted against the customer's daily cap", async () => {
    const { lead, invoice } = await invoicedJob();
    const cash = { leadId: lead.id, invoiceId: invoice.id, method: "cash" as const, receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" };
    const key = randomUUID();
    expect((await takeOfflinePayment({ ...cash, key, amountCents: 10_000 })).ok).toBe(true);
    expect((await takeOfflinePayment({ ...cash, key, amountCents: 10_000 })).ok).toBe(true);
    let mails = await outbox();
    expect(mails.map((mail) => mail.kind)).toEqual(["payment-receipt-customer"]);
    expect(mails[0]!.text).toContain("We received your payment of $100.00 (cash)");
    expect(mails[0]!.text).toContain("Balance due $200.00");
    // The quote's e-mail and this receipt were 2 of the 5 a day; 3 more are sent, the 6th is held.
    for (let index = 0; index < 4; index += 1) expect((await takeOfflinePayment({ ...cash, key: randomUUID(), amountCents: 1_000 })).ok).toBe(true);
    mails = await outbox();
    expect(mails.filter((mail) => mail.kind === "payment-receipt-customer").map((mail) => mail.status)).toEqual(["pending", "pending", "pending", "pending", "held"]);
  });
});

describe("the customer's invoice page", () => {
  const load = (path: string, requestId: string) => outcomeOf(() => invoiceRoute.loader(args(new Request(`http://localhost${path}`), { requestId })));

  it("shows the lines, the deposit and 'Balance due $300.00', in Spanish under /es; an unknown or malformed id is 404", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    const english = await load(`/status/${lead.id}/invoice`, lead.id);
    expect(english.status).toBe(200);
    expect(english.data).toMatchObject({ page: { found: true, invoice: { title: `Invoice ${invoice.number}`, balance: "Balance due $300.00", totals: expect.arrayContaining([{ label: "Deposit paid", value: "-$100.00" }]) } } });
    const spanish = await load(`/es/status/${lead.id}/invoice`, lead.id);
    expect(spanish.data).toMatchObject({ lang: "es", page: { invoice: { balance: "Saldo pendiente $300.00" } } });
    const status = await outcomeOf(() => statusRoute.loader(args(new Request(`http://localhost/es/status/${lead.id}`), { requestId: lead.id })));
    expect(status.data).toMatchObject({ invoice: { title: `Factura ${invoice.number}`, balance: "Saldo pendiente $300.00", url: `/es/status/${lead.id}/invoice` } });
    for (const id of [randomUUID(), "not-a-uuid", "'; drop table invoices; --"]) expect((await load(`/status/x/invoice`, id)).status).toBe(404);
  });

  it("is not the customer's while a draft the office may still change: no page, no card on the status page", async () => {
    const { lead } = await invoicedJob();
    expect((await load(`/status/${lead.id}/invoice`, lead.id)).status).toBe(404);
    const status = await outcomeOf(() => statusRoute.loader(args(new Request(`http://localhost/status/${lead.id}`), { requestId: lead.id })));
    expect(status.data).toMatchObject({ invoice: null });
  });
});
