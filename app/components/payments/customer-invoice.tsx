import type { InvoiceDocument } from "~/payments/invoice-document";

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:p-0 print:shadow-none";

/** The customer's invoice: its lines, totals, the deposit paid, the payments and the balance due, as the PDF has them. */
export function CustomerInvoice({ invoice }: { invoice: InvoiceDocument }) {
  return (
    <div className={card} data-print-quote="">
      <h2 className="text-xl font-bold text-slate-900">{invoice.title}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {invoice.issued} · {invoice.due}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 font-semibold">
                {invoice.headings.item}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {invoice.headings.quantity}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {invoice.headings.price}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {invoice.headings.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-2 pr-2">{line.name}</td>
                <td className="py-2 text-right whitespace-nowrap">{line.quantity}</td>
                <td className="py-2 text-right whitespace-nowrap">{line.price}</td>
                <td className="py-2 text-right whitespace-nowrap">{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {invoice.totals.map((row) => (
          <div key={row.label} className="contents">
            <dt className={row.strong ? "font-semibold" : undefined}>{row.label}</dt>
            <dd className={row.strong ? "text-right font-semibold" : "text-right"}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {invoice.payments.length ? (
        <div className="mt-4 ml-auto max-w-sm text-sm">
          <h3 className="font-semibold text-slate-900">{invoice.paymentsTitle}</h3>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {invoice.payments.map((row, index) => (
              <div key={index} className="contents">
                <dt>{row.label}</dt>
                <dd className="text-right">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <p className={`mt-4 text-right text-lg font-bold ${invoice.paid ? "text-green-800" : "text-slate-900"}`} data-testid="invoice-balance">
        {invoice.balance}
      </p>
      {invoice.terms ? (
        <div className="mt-4 text-sm text-slate-700">
          <h3 className="font-semibold text-slate-900">{invoice.terms.title}</h3>
          <p className="whitespace-pre-line">{invoice.terms.text}</p>
        </div>
      ) : null}
    </div>
  );
}
