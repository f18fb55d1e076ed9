// The quote page's behaviour (decision 063): the total follows the optional items the customer
// ticks, computed by the same money module as the server, and the Recalculate button (the way
// without JavaScript) is hidden. Built to public/quote.js by `npm run build:site-script`.
import { depositCents, quoteTotals, type DepositAsk, type MoneyLine } from "../../quotes/money";
import { formatCents } from "../../utils/money";

type QuoteMoney = { lines: (MoneyLine & { position: number })[]; discountCents: number; taxRateMilli: number; deposit: DepositAsk };

document.querySelectorAll<HTMLFormElement>("form[data-quote]").forEach((form) => {
  const money = JSON.parse(form.dataset.quote ?? "{}") as QuoteMoney;
  const show = (name: string, cents: number, prefix = "") => {
    const cell = form.querySelector(`[data-quote-total="${name}"]`);
    if (cell) cell.textContent = `${prefix}${formatCents(cents)}`;
  };
  const update = () => {
    const chosen = new Set<number>();
    money.lines.forEach((line, index) => {
      const box = form.querySelector<HTMLInputElement>(`input[name="optional${line.position}"]`);
      if (line.optional && box?.checked) chosen.add(index);
    });
    const totals = quoteTotals(money.lines, chosen, money.discountCents, money.taxRateMilli);
    show("subtotal", totals.subtotalCents);
    show("discount", totals.discountCents, "−");
    show("tax", totals.taxCents);
    show("total", totals.totalCents);
    show("deposit", depositCents(money.deposit, totals.totalCents));
  };
  form.addEventListener("change", (event) => {
    if ((event.target as HTMLElement).matches('input[name^="optional"]')) update();
  });
  form.querySelector<HTMLElement>("[data-quote-recalculate]")?.setAttribute("hidden", "");
  update();
});
