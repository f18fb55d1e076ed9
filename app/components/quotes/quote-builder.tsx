import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { textFieldOf, withoutKey } from "~/components/conform";
import { Field, FieldControl, FormAlert, TextField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { serviceLabel } from "~/content/site";
import { formatTaxRate } from "~/quotes/money";
import { formatCents } from "~/utils/money";
import type { PriceBookItem } from "~/quotes/price-book";
import { bookRowFields, lineField, quoteFormFields, quoteFormSchema } from "~/quotes/quote-form";
import { QuoteLinesTable, type QuoteLineView } from "~/components/quotes/quote-lines";
import { DepositFields } from "~/components/quotes/deposit-fields";

export type BuilderPreview = { lines: QuoteLineView[]; subtotalCents: number; discountCents: number; taxCents: number; totalCents: number; taxRateMilli: number; depositCents: number };

type Props = {
  id: string;
  rows: number;
  moreRowsHref: string | null;
  defaultValue: Record<string, string>;
  priceBook: PriceBookItem[];
  lastResult: SubmissionResult<string[]> | undefined;
  preview: BuilderPreview | null;
};

const cell = "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm aria-[invalid=true]:border-red-600";
const checkboxClass = "size-5 rounded border-slate-400 accent-brand-700";

/** The quote builder: rows from the price book or typed, the discount, dates and words; Preview shows the totals, Send sends. */
export function QuoteBuilder({ id, rows, moreRowsHref, defaultValue, priceBook, lastResult, preview }: Props) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(quoteFormFields),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quoteFormSchema }),
  });
  const field = (name: string) => fields[name as keyof typeof fields]!;
  // Choosing an item fills its row with the item's words, price and tax, for staff to see and change.
  const fillRow = (index: number, itemId: string) => {
    const item = priceBook.find((entry) => String(entry.id) === itemId);
    if (!item) return;
    for (const [name, value] of Object.entries(bookRowFields(item))) form.update({ name: lineField(index, name as keyof ReturnType<typeof bookRowFields>), value });
  };
  const services = [...new Set(priceBook.map((item) => item.service))];
  const [discount, validUntil, notes, terms] = [field("discount"), field("validUntil"), field("notes"), field("terms")];
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      <FormAlert errors={form.errors} />
      <fieldset className="grid gap-4">
        <legend className="text-base font-semibold text-slate-900">Items</legend>
        <p className="text-sm text-slate-600">
          Choose an item from the price book (its row fills in with the book's words, price and tax, yours to change), or type one. What you leave empty on a price-book row comes from the book; empty rows are skipped. Optional items are the customer's to choose.
        </p>
        {Array.from({ length: rows }, (_, index) => {
          const at = (name: Parameters<typeof lineField>[1]) => field(lineField(index, name));
          return (
            <fieldset key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-6">
              <legend className="px-1 text-sm font-medium text-slate-800">Line {index + 1}</legend>
              <Field id={at("Book").id} label="From the price book" errors={at("Book").errors} className="lg:col-span-2">
                <FieldControl>
                  <select {...withoutKey(getSelectProps(at("Book")))} onChange={(event) => fillRow(index, event.currentTarget.value)} className={cell}>
                    <option value="">None: typed below</option>
                    {services.map((service) => (
                      <optgroup key={service} label={serviceLabel(service)}>
                        {priceBook
                          .filter((item) => item.service === service)
                          .map((item) => (
                            <option key={item.id} value={item.id}>
                              {item.name} ({formatCents(item.unitPriceCents)} / {item.unit})
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                </FieldControl>
              </Field>
              <LineCell meta={at("Name")} label="Name" className="lg:col-span-2" />
              <LineCell meta={at("Description")} label="Description" className="lg:col-span-2" />
              <LineCell meta={at("Quantity")} label="Quantity" inputMode="decimal" placeholder="1" />
              <LineCell meta={at("Unit")} label="Unit" placeholder="each" />
              <LineCell meta={at("Price")} label="Unit price ($)" inputMode="decimal" />
              <div className="flex flex-wrap items-center gap-4 text-sm lg:col-span-3">
                <label className="flex items-center gap-2">
                  <input {...withoutKey(getInputProps(at("Taxable"), { type: "checkbox" }))} className={checkboxClass} />
                  Taxable (materials)
                </label>
                <label className="flex items-center gap-2">
                  <input {...withoutKey(getInputProps(at("Optional"), { type: "checkbox" }))} className={checkboxClass} />
                  Optional for the customer
                </label>
              </div>
            </fieldset>
          );
        })}
        {moreRowsHref ? (
          <Link to={moreRowsHref} className="w-fit text-sm font-semibold text-brand-700 underline underline-offset-4">
            More lines
          </Link>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...textFieldOf(discount)} label="Discount ($)" hint="Taken off before tax." inputMode="decimal" />
        <TextField {...textFieldOf(validUntil, "date")} label="Valid until" required />
        <WordsField meta={notes} label="Notes for the customer" />
        <WordsField meta={terms} label="Terms" />
      </div>
      <DepositFields kind={field("depositKind")} amount={field("deposit")} />
      {preview ? (
        <section aria-labelledby="preview-heading" className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <h3 id="preview-heading" className="font-semibold text-slate-900">
            Preview: what the customer sees
          </h3>
          <QuoteLinesTable lines={preview.lines} caption="Quote items (preview)" />
          <p className="text-sm text-slate-800">
            Subtotal {formatCents(preview.subtotalCents)}
            {preview.discountCents ? `, discount −${formatCents(preview.discountCents)}` : ""}, tax ({formatTaxRate(preview.taxRateMilli)} on taxable items) {formatCents(preview.taxCents)}, total{" "}
            <strong>{formatCents(preview.totalCents)}</strong> before optional items
            {preview.depositCents ? `; deposit due ${formatCents(preview.depositCents)}` : ""}.
          </p>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={navigation.state === "submitting"}>
          Preview Totals
        </Button>
        <Button type="submit" name="intent" value="send" disabled={navigation.state === "submitting"}>
          Send Quote
        </Button>
      </div>
    </Form>
  );
}

type FieldMeta = FieldMetadata<string, Record<string, unknown>, string[]>;

/** One cell of a quote line: a small one-line field. */
function LineCell({ meta, label, className, ...input }: { meta: FieldMeta; label: string; className?: string; inputMode?: "decimal"; placeholder?: string }) {
  return (
    <Field id={meta.id} label={label} errors={meta.errors} className={className}>
      <FieldControl>
          <input {...withoutKey(getInputProps(meta, { type: "text" }))} {...input} className={cell} />
      </FieldControl>
    </Field>
  );
}

/** The quote's notes or terms: a few lines of words. */
function WordsField({ meta, label }: { meta: FieldMeta; label: string }) {
  return (
    <Field id={meta.id} label={label} errors={meta.errors}>
      <FieldControl>
          <textarea {...withoutKey(getTextareaProps(meta))} rows={3} className="rounded-md border border-slate-300 p-2 text-base" />
      </FieldControl>
    </Field>
  );
}
