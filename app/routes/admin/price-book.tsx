import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/price-book";
import { requireSuperAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { TabHeader } from "~/components/admin/tab-header";
import { DepositDefaultForm, PriceBookItemForm, PriceBookItemRow, RemovePriceBookItem, TaxRateForm } from "~/components/quotes/price-book-forms";
import { serviceLabel } from "~/content/site";
import { readForm } from "~/forms/read-form.server";
import { formatTaxRate } from "~/quotes/money";
import { addItemSchema, depositDefaultSchema, priceBookPageSchema, removeItemSchema, taxRateInput, taxRateSchema, updateItemSchema } from "~/quotes/price-book";
import { addPriceBookItem, getDepositDefault, getTaxRate, listPriceBook, removePriceBookItem, saveDepositDefault, saveTaxRate, updatePriceBookItem } from "~/quotes/price-book.server";
import { depositAskWords, depositInputs } from "~/quotes/deposit-form";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";
import { ReminderSettingsForm } from "~/components/payments/reminder-settings-form";
import { depositReminderSettingsSchema, reminderSettingsSchema } from "~/payments/reminder-settings";
import { reminderSettings, saveReminderSettings } from "~/payments/reminder-settings.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Price book");

const PAGE = "/admin/price-book";

/** Super Admins only, checked here and in the action. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSuperAdmin(request);
  const [items, taxRate, deposit, reminders, depositReminders] = await Promise.all([listPriceBook(), getTaxRate(), getDepositDefault(), reminderSettings(), reminderSettings(undefined, "deposit")]);
  return { items, taxRate, deposit: depositInputs(deposit), reminders, depositReminders };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireSuperAdmin(request);
  const read = await readForm(request, [addItemSchema, updateItemSchema, removeItemSchema, taxRateSchema, depositDefaultSchema, reminderSettingsSchema, depositReminderSettingsSchema]);
  if (!read.ok) return read.response;
  if (read.form.get("intent") === "overdue-reminders") {
    // The payments' own setting (decision 090), beside the tax rate.
    const reminders = parseWithZod(read.form, { schema: reminderSettingsSchema });
    if (reminders.status !== "success") return data({ result: reminders.reply() }, { status: 400 });
    const { afterDays, max } = reminders.value;
    await saveReminderSettings({ afterDays, max }, admin.email);
    const title = max === 0 ? "Overdue reminders saved: none are sent." : `Overdue reminders saved: after ${afterDays} days overdue, at most ${max}.`;
    return redirectWithToast(PAGE, { type: "success", title });
  }
  if (read.form.get("intent") === "deposit-reminders") {
    // The deposit's reminders (decision 089 addendum), the overdue ones' way.
    const reminders = parseWithZod(read.form, { schema: depositReminderSettingsSchema });
    if (reminders.status !== "success") return data({ result: reminders.reply() }, { status: 400 });
    const { afterDays, max } = reminders.value;
    await saveReminderSettings({ afterDays, max }, admin.email, "deposit");
    const title = max === 0 ? "Deposit reminders saved: none are sent." : `Deposit reminders saved: after ${afterDays} days unpaid, at most ${max}.`;
    return redirectWithToast(PAGE, { type: "success", title });
  }
  if (read.form.get("intent") === "deposit-default") {
    const deposit = parseWithZod(read.form, { schema: depositDefaultSchema });
    if (deposit.status !== "success") return data({ result: deposit.reply() }, { status: 400 });
    await saveDepositDefault(deposit.value.ask, admin.email);
    return redirectWithToast(PAGE, { type: "success", title: `Default deposit saved: ${depositAskWords(deposit.value.ask, formatCents)}.` });
  }
  const submission = parseWithZod(read.form, { schema: priceBookPageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  try {
    switch (value.intent) {
      case "tax-rate":
        await saveTaxRate(value.taxRate, admin.email);
        return redirectWithToast(PAGE, { type: "success", title: `Tax rate saved: ${formatTaxRate(value.taxRate)}.` });
      case "add-item":
      case "update-item": {
        const { service, name, description, unit, nameEs, descriptionEs, unitEs } = value;
        const item = { service, name, description, unit, nameEs, descriptionEs, unitEs, unitPriceCents: value.unitPrice, taxable: value.taxable === "on" };
        if (value.intent === "add-item") await addPriceBookItem(item, admin.email);
        else if (!(await updatePriceBookItem(value.itemId, item, admin.email))) return redirectWithToast(PAGE, { type: "error", title: "That item was removed." });
        return redirectWithToast(PAGE, { type: "success", title: `Saved: ${value.name}.` });
      }
      case "remove-item": {
        const removed = await removePriceBookItem(value.itemId);
        return redirectWithToast(PAGE, removed ? { type: "success", title: "Item removed." } : { type: "error", title: "That item was already removed." });
      }
    }
  } catch (error) {
    logger.error({ err: error, intent: value.intent }, "saving the price book failed");
    return redirectWithToast(PAGE, { type: "error", title: "An unexpected error occurred. Please try again." });
  }
}

export default function PriceBook({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result;
  const intent = result?.initialValue?.intent;
  const itemId = Number(result?.initialValue?.itemId);
  const services = [...new Set(loaderData.items.map((item) => item.service))];
  // The newest item's id: a new one after each addition, so the add form starts empty again (its
  // values, Taxable among them, would otherwise stay for the next item).
  const added = loaderData.items.reduce((newest, item) => Math.max(newest, item.id), 0);
  return (
    <div className="grid gap-6">
      <TabHeader
        id="price-book-heading"
        title="Price book"
        description={'What quotes are built from: staff pick these items on a lead\'s quote, or type their own. The public pages still say "Contact for quote".'}
      />
      <section aria-labelledby="tax-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="tax-heading" className="text-lg font-semibold text-slate-900">
          Tax
        </h3>
        <TaxRateForm rate={taxRateInput(loaderData.taxRate)} lastResult={intent === "tax-rate" ? result : undefined} />
      </section>
      <section aria-labelledby="deposit-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="deposit-heading" className="text-lg font-semibold text-slate-900">
          Deposit
        </h3>
        <p className="text-sm text-slate-700">What a new quote asks before the visit; staff change it on each quote before sending it.</p>
        <DepositDefaultForm defaultValue={loaderData.deposit} lastResult={intent === "deposit-default" ? result : undefined} />
        <h4 className="font-semibold text-slate-900">Reminders to pay it</h4>
        <ReminderSettingsForm kind="deposit" settings={loaderData.depositReminders} lastResult={intent === "deposit-reminders" ? result : undefined} />
      </section>
      <section aria-labelledby="overdue-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="overdue-heading" className="text-lg font-semibold text-slate-900">
          Overdue invoices
        </h3>
        <ReminderSettingsForm kind="overdue" settings={loaderData.reminders} lastResult={intent === "overdue-reminders" ? result : undefined} />
      </section>
      <section aria-labelledby="items-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="items-heading" className="text-lg font-semibold text-slate-900">
          Items
        </h3>
        {loaderData.items.length === 0 ? <p className="text-sm text-slate-700">No items yet.</p> : null}
        {services.map((service) => (
          <section key={service} aria-label={serviceLabel(service)} className="grid gap-1">
            <h4 className="font-semibold text-slate-900">{serviceLabel(service)}</h4>
            <ul className="divide-y divide-slate-200 border-y border-slate-200">
              {loaderData.items
                .filter((item) => item.service === service)
                .map((item) => {
                  const refused = intent === "update-item" && itemId === item.id ? result : undefined;
                  return (
                    <li key={item.id}>
                      <PriceBookItemRow item={item} open={Boolean(refused)}>
                        <PriceBookItemForm item={item} lastResult={refused} />
                        <RemovePriceBookItem item={item} />
                      </PriceBookItemRow>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}
      </section>
      <section aria-labelledby="add-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="add-heading" className="text-lg font-semibold text-slate-900">
          Add an item
        </h3>
        <PriceBookItemForm key={added} lastResult={intent === "add-item" ? result : undefined} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Only Super Admins can change the price book." unexpected="An unexpected error occurred while loading the price book." />;
}
