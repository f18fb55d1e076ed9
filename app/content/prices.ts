import type { Lang } from "./i18n";

/** A service's published price (issue 42 §3): a starting price, or an hourly rate with a minimum, in whole cents. */
export type ServicePrice = { kind: "from"; cents: number } | { kind: "hourly"; cents: number; minimumHours: number };

/** "from $89", "$85/hour, 1-hour minimum" ("desde $89", "$85/hora, mínimo 1 hora"). */
export function priceText(price: ServicePrice, lang: Lang): string {
  const dollars = `$${(price.cents / 100).toFixed(price.cents % 100 === 0 ? 0 : 2)}`;
  if (price.kind === "from") return PRICE_WORDS[lang].from(dollars);
  return PRICE_WORDS[lang].hourly(dollars, price.minimumHours);
}

const PRICE_WORDS: Record<Lang, { from: (price: string) => string; hourly: (price: string, hours: number) => string }> = {
  en: {
    from: (price) => `from ${price}`,
    hourly: (price, hours) => `${price}/hour, ${hours}-hour minimum`,
  },
  es: {
    from: (price) => `desde ${price}`,
    hourly: (price, hours) => `${price}/hora, mínimo ${hours} ${hours === 1 ? "hora" : "horas"}`,
  },
};
