import { optionalField } from "~/quotes/quote-page";
import type { QuoteLineView } from "~/quotes/quote-view";
import { useT } from "~/components/i18n";
import { cx } from "~/components/button-styles";

export type { QuoteLineView };

type Choose = { chosen: readonly number[]; disabled?: boolean };

/**
 * A quote's items: name and description, quantity, unit price, amount; optional items marked
 * (as chosen on an `approved` quote's lines), and, for the customer, a checkbox each
 * (`optional<position>`) when `choose` is given.
 */
export function QuoteLinesTable({ lines, caption, choose, approved = false }: { lines: QuoteLineView[]; caption: string; choose?: Choose; approved?: boolean }) {
  const t = useT("forms");
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {(["item", "qty", "price", "amount"] as const).map((column, index, columns) => (
              <th key={column} scope="col" className={cx("py-2", index < columns.length - 1 && "pr-2", index > 0 && "text-right", "font-semibold")}>
                {t(`quote.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.position} className="border-b border-slate-100 align-top" data-quote-line={line.optional ? "optional" : "required"}>
              <td className="py-2 pr-2">
                {line.optional && choose ? (
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      name={optionalField(line.position)}
                      defaultChecked={choose.chosen.includes(line.position)}
                      disabled={choose.disabled}
                      data-amount={line.amountCents}
                      data-taxable={line.taxable ? "1" : "0"}
                      className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700 print:hidden"
                    />
                    <span>
                      <span className="font-medium text-slate-900">{line.name}</span> <span className="text-xs font-semibold text-brand-700">{t("quote.optional")}</span>
                    </span>
                  </label>
                ) : (
                  <span className="font-medium text-slate-900">
                    {line.name}
                    {line.optional ? <span className="text-xs font-semibold text-brand-700"> {approved ? t("quote.chosen") : t("quote.optional")}</span> : null}
                  </span>
                )}
                {line.description ? <span className="block text-xs text-slate-600">{line.description}</span> : null}
                {line.taxable ? <span className="block text-xs text-slate-600">{t("quote.taxable")}</span> : null}
              </td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">{line.quantity}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">{line.unitPrice}</td>
              <td className="py-2 text-right whitespace-nowrap">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
