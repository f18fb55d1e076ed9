import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type * as React from "react";
import { Form } from "react-router";
import { textFieldOf, withoutKey } from "~/components/conform";
import { Field, FieldControl, FieldMessages, FormAlert, TextField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { bookableServices } from "~/content/site";
import { centsInput, formatCents } from "~/utils/money";
import { addItemSchema, depositDefaultSchema, itemWords, taxRateSchema, updateItemSchema, type PriceBookItem } from "~/quotes/price-book";
import { DepositFields } from "~/components/quotes/deposit-fields";

type Result = SubmissionResult<string[]> | undefined;

const checkboxClass = "size-5 rounded border-slate-400 accent-brand-700";
const textareaClass = "min-h-16 rounded-md border border-slate-300 p-2 text-base";

/** The tax rate on taxable items (California: materials, generally not labour). */
export function TaxRateForm({ rate, lastResult }: { rate: string; lastResult: Result }) {
  const [form, fields] = useForm({
    id: "tax-rate",
    lastResult,
    defaultValue: { taxRate: rate },
    constraint: getZodConstraint(taxRateSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taxRateSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="tax-rate" />
      <FormAlert errors={form.errors} />
      <Field
        id={fields.taxRate.id}
        label="Sales tax rate (%)"
        errors={fields.taxRate.errors}
        hint="Applied to the items marked taxable (materials); labour is generally not taxed in California."
      >
        <FieldControl>
          <Input {...withoutKey(getInputProps(fields.taxRate, { type: "text" }))} inputMode="decimal" className="w-32" />
        </FieldControl>
      </Field>
      <Button type="submit" variant="secondary">
        Save Tax Rate
      </Button>
    </Form>
  );
}

/** The deposit new quotes ask unless staff change it on the quote (decision 089). */
export function DepositDefaultForm({ defaultValue, lastResult }: { defaultValue: { depositKind: string; deposit: string }; lastResult: Result }) {
  const [form, fields] = useForm({
    id: "deposit-default",
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: depositDefaultSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="deposit-default" />
      <FormAlert errors={form.errors} />
      <DepositFields kind={fields.depositKind} amount={fields.deposit} />
      <Button type="submit" variant="secondary">
        Save Deposit
      </Button>
    </Form>
  );
}

type ItemFormProps = { item?: PriceBookItem; lastResult: Result };

/** Adds an item, or changes one (with its Remove button beside): its words in English and Spanish; taxable only when ticked. */
export function PriceBookItemForm({ item, lastResult }: ItemFormProps) {
  const schema = item ? updateItemSchema : addItemSchema;
  const id = item ? `price-item-${item.id}` : "price-item-new";
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: item
      ? {
          service: item.service,
          ...itemWords(item),
          unitPrice: centsInput(item.unitPriceCents),
          taxable: item.taxable ? "on" : undefined,
        }
      : {},
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const label = item ? `${item.name} (${formatCents(item.unitPriceCents)} per ${item.unit})` : "New item";
  return (
    <Form method="post" {...getFormProps(form)} aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_1fr_1fr]">
      <input type="hidden" name="intent" value={item ? "update-item" : "add-item"} />
      {item ? <input type="hidden" name="itemId" value={item.id} /> : null}
      <div className="sm:col-span-2 lg:col-span-3">
        <FormAlert errors={form.errors} />
      </div>
      <Field id={fields.service.id} label="Service" required errors={fields.service.errors}>
        <FieldControl>
          <NativeSelect {...withoutKey(getSelectProps(fields.service))}>
            <option value="">Choose…</option>
            {bookableServices.map((service) => (
              <option key={service.slug} value={service.slug}>
                {service.label}
              </option>
            ))}
          </NativeSelect>
        </FieldControl>
      </Field>
      <TextField {...textFieldOf(fields.name)} label="Name" required />
      <TextField {...textFieldOf(fields.nameEs)} label="Name in Spanish" required lang="es" />
      <TextField {...textFieldOf(fields.unitPrice)} label="Unit price ($)" required inputMode="decimal" />
      <TextField {...textFieldOf(fields.unit)} label="Unit" required placeholder="each" />
      <TextField {...textFieldOf(fields.unitEs)} label="Unit in Spanish" required lang="es" placeholder="unidad" />
      <Field id={fields.description.id} label="Description" errors={fields.description.errors}>
        <FieldControl>
          <textarea {...withoutKey(getTextareaProps(fields.description))} rows={2} className={textareaClass} />
        </FieldControl>
      </Field>
      <Field id={fields.descriptionEs.id} label="Description in Spanish" errors={fields.descriptionEs.errors}>
        <FieldControl>
          <textarea {...withoutKey(getTextareaProps(fields.descriptionEs))} lang="es" rows={2} className={textareaClass} />
        </FieldControl>
      </Field>
      <div className="grid content-start gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800 lg:mt-8">
          <input {...withoutKey(getInputProps(fields.taxable, { type: "checkbox" }))} className={checkboxClass} />
          Taxable (materials; leave labour unticked)
        </label>
        <FieldMessages id={fields.taxable.errorId} errors={fields.taxable.errors} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" variant={item ? "outline" : "default"}>
          {item ? "Save Item" : "Add Item"}
        </Button>
      </div>
    </Form>
  );
}

/**
 * An item in one line (its name in both languages, price per unit, taxed or not) that opens on its
 * edit form: a long book stays short to read. Open when its last save was refused.
 */
export function PriceBookItemRow({ item, open, children }: { item: PriceBookItem; open: boolean; children: React.ReactNode }) {
  return (
    <details open={open || undefined} className="group">
      <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
        <span className="font-medium text-slate-900">{item.name}</span>
        {item.nameEs ? (
          <span lang="es" className="text-slate-600">
            {item.nameEs}
          </span>
        ) : (
          <span className="font-medium text-amber-800">No Spanish yet</span>
        )}
        <span className="ml-auto whitespace-nowrap text-slate-900">
          {formatCents(item.unitPriceCents)} per {item.unit}
        </span>
        <span className={`whitespace-nowrap text-xs font-semibold ${item.taxable ? "text-brand-700" : "text-slate-600"}`}>{item.taxable ? "Taxable" : "Not taxed"}</span>
      </summary>
      <div className="grid gap-3 pb-4 pt-2">{children}</div>
    </details>
  );
}

/** Removes an item (quotes already sent keep their own copy of it). */
export function RemovePriceBookItem({ item }: { item: PriceBookItem }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove-item" />
      <input type="hidden" name="itemId" value={item.id} />
      <Button type="submit" size="sm" variant="outline" aria-label={`Remove ${item.name}`}>
        Remove
      </Button>
    </Form>
  );
}
