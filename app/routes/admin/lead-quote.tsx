import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/lead-quote";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { LeadError } from "~/components/admin/tab-error";
import { QuoteBuilder } from "~/components/quotes/quote-builder";
import { serviceLabel } from "~/content/site";
import { readForm } from "~/forms/read-form.server";
import { findLead } from "~/leads/leads.server";
import { formatQuantity } from "~/quotes/money";
import { centsInput, formatCents } from "~/utils/money";
import { getDepositDefault, listPriceBook } from "~/quotes/price-book.server";
import { DEPOSIT_MESSAGES, depositInputs } from "~/quotes/deposit-form";
import { BLANK_ROWS, defaultValidUntil, lineField, MAX_QUOTE_LINES, QUOTE_FORM_MESSAGES, quoteFormSchema, withBookRows } from "~/quotes/quote-form";
import { lineViews } from "~/quotes/quote-view";
import { latestQuote, previewQuote, sendQuote } from "~/quotes/quotes.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Quote");

/** An approved quote is final (decision 064): a change after approval is a new request. */
const APPROVED_FINAL = "This quote was approved by the customer; it can no longer be changed.";

const SEND_REFUSALS = {
  "not-found": "This lead does not exist.",
  erased: "The customer's personal data was erased: no quote can be sent.",
  approved: APPROVED_FINAL,
  "no-contact": "This customer gave no e-mail address and no consent to texts: call them with the quote instead.",
  "price-book-item-gone": "A price-book item on this quote was just removed. Type the line, or choose another item.",
  "line-limit": QUOTE_FORM_MESSAGES.lineTotal,
  "quote-limit": QUOTE_FORM_MESSAGES.quoteTotal,
  "deposit-over-total": DEPOSIT_MESSAGES.overTotal,
} as const;

/** A refusal of the form's own values is a 400; the others are the lead's or the price book's state (409). */
const refusalStatus = (reason: keyof typeof SEND_REFUSALS) => (reason === "line-limit" || reason === "quote-limit" || reason === "deposit-over-total" ? 400 : 409);

/** A refusal as the form's messages: the deposit's at its field, the others above the form. */
const refusalErrors = (reason: keyof typeof SEND_REFUSALS) =>
  reason === "deposit-over-total" ? { fieldErrors: { deposit: [SEND_REFUSALS[reason]] } } : { formErrors: [SEND_REFUSALS[reason]] };

/** Every admin builds and sends quotes; the guard is here and in the action. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const lead = await findLead(params.leadId);
  if (!lead) throw data("This lead does not exist.", { status: 404 });
  const [priceBook, latest, depositDefault] = await Promise.all([listPriceBook(), latestQuote(params.leadId), getDepositDefault()]);
  // The deposit: the latest version's, or the price book's default for a first quote (decision 089).
  const defaultValue: Record<string, string> = { validUntil: defaultValidUntil(), discount: "", notes: "", terms: "", ...depositInputs(latest ? latest.deposit : depositDefault) };
  if (latest) {
    latest.lines.forEach((line, index) => {
      defaultValue[lineField(index, "Name")] = line.name;
      defaultValue[lineField(index, "Description")] = line.description;
      defaultValue[lineField(index, "Unit")] = line.unit;
      defaultValue[lineField(index, "Quantity")] = formatQuantity(line.quantityMilli);
      defaultValue[lineField(index, "Price")] = centsInput(line.unitPriceCents);
      if (line.bookItemId) defaultValue[lineField(index, "Book")] = String(line.bookItemId);
      if (line.taxable) defaultValue[lineField(index, "Taxable")] = "on";
      if (line.optional) defaultValue[lineField(index, "Optional")] = "on";
    });
    Object.assign(defaultValue, { discount: latest.discountCents ? centsInput(latest.discountCents) : "", notes: latest.notes, terms: latest.terms });
  }
  const asked = Number.parseInt(url.searchParams.get("rows") ?? "", 10);
  const least = (latest?.lines.length ?? 0) + BLANK_ROWS;
  const rows = Math.min(MAX_QUOTE_LINES, Number.isSafeInteger(asked) && asked > least ? asked : least);
  // The lead's own service first in the price book's list.
  const sorted = [...priceBook.filter((item) => item.service === lead.service), ...priceBook.filter((item) => item.service !== lead.service)];
  return {
    lead: { id: lead.id, name: lead.erasedAt ? "Erased customer" : lead.name, service: serviceLabel(lead.service), reference: lead.reference },
    latest: latest && { version: latest.version, status: latest.status },
    /** An approved quote is not offered for a change (the builder is not shown). */
    final: latest?.status === "approved" ? APPROVED_FINAL : null,
    priceBook: sorted,
    defaultValue,
    rows,
    moreRows: rows < MAX_QUOTE_LINES ? Math.min(MAX_QUOTE_LINES, rows + BLANK_ROWS) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, quoteFormSchema);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema: quoteFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const value = submission.value;
  try {
    if (value.intent === "preview") {
      const preview = await previewQuote(value);
      if (!preview.ok) return data({ result: submission.reply(refusalErrors(preview.reason)), preview: null }, { status: refusalStatus(preview.reason) });
      // The rows come back with the book's words and prices in what they left empty: shown without JavaScript too.
      const result = submission.reply();
      const priceBook = await listPriceBook();
      return {
        result: { ...result, initialValue: withBookRows(result.initialValue ?? {}, priceBook) },
        preview: { lines: lineViews(preview.lines), ...preview.totals, taxRateMilli: preview.taxRateMilli, depositCents: preview.depositCents },
      };
    }
    const sent = await sendQuote(params.leadId, value, admin.email);
    if (!sent.ok) return data({ result: submission.reply(refusalErrors(sent.reason)), preview: null }, { status: refusalStatus(sent.reason) });
    return redirectWithToast(`/admin/leads/${params.leadId}`, { type: "success", title: `Quote sent (v${sent.version}, ${formatCents(sent.totalCents)}).` });
  } catch (error) {
    logger.error({ err: error, intent: value.intent }, "sending a quote failed");
    return data({ result: submission.reply({ formErrors: ["An unexpected error occurred. Please try again."] }), preview: null }, { status: 500 });
  }
}

export default function LeadQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, latest, final } = loaderData;
  const back = (
    <Link to={`/admin/leads/${lead.id}`} className="w-fit text-sm font-semibold text-brand-700 underline underline-offset-4">
      Back to {lead.name}
    </Link>
  );
  if (final)
    return (
      <div className="grid gap-4">
        {back}
        <h2 className="text-xl font-bold text-slate-900">
          Quote for {lead.name}: {lead.service}
        </h2>
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-900 shadow-sm">
          {final}
        </p>
      </div>
    );
  return (
    <div className="grid gap-4">
      {back}
      <h2 className="text-xl font-bold text-slate-900">
        {latest ? `New version of the quote (v${latest.version + 1})` : "Quote"} for {lead.name}: {lead.service}
      </h2>
      {latest ? <p className="text-sm text-slate-700">Sending it replaces version {latest.version}: the customer's link shows the new one, and version {latest.version} can no longer be approved.</p> : null}
      {loaderData.priceBook.length === 0 ? <p className="text-sm text-slate-700">The price book is empty: type each item.</p> : null}
      <section aria-label="Quote builder" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <QuoteBuilder
          id="quote-builder"
          rows={loaderData.rows}
          moreRowsHref={loaderData.moreRows ? `?rows=${loaderData.moreRows}` : null}
          defaultValue={loaderData.defaultValue}
          priceBook={loaderData.priceBook}
          lastResult={actionData?.result}
          preview={actionData && "preview" in actionData ? (actionData.preview ?? null) : null}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadError error={error} unexpected="An unexpected error occurred while loading the quote." />;
}
