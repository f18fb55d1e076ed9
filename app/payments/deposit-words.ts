import type { Lang } from "~/content/i18n/languages";
import type { OfflineMethod } from "~/db/payment-values";
import { formatCents } from "~/utils/money";

/**
 * The words of a deposit (decision 089), one record per language (decision 071) for the quote
 * page, the status page and the messages, so they say the same amounts the same way. "Depósito
 * pagado" is the invoice's own line for the deposit deducted (`INVOICE_WORDS.es.depositCredit`).
 */
export type DepositWords = {
  title: string;
  /** "Deposit due", before the amount. */
  dueLabel: string;
  due: (cents: number) => string;
  paid: string;
  waived: string;
  /** Before the approval: when it is asked. */
  beforeApproval: string;
  payByCard: (cents: number) => string;
  payByCardHint: string;
  cardUnavailable: string;
  /** "You can also pay it in cash, by check or Zelle at the visit." */
  otherWays: (methods: OfflineMethod[]) => string;
  checkoutPaid: string;
  checkoutPending: string;
  changed: (cents: number) => string;
  payFailed: (phone: string) => string;
  tooMany: string;
  notFound: string;
  /** The status page's link to the quote page's deposit. */
  payLink: string;
  /** Given back in full; in part, with what was given back and what was paid (decision 089 addendum). */
  refunded: string;
  refundedPart: (refundedCents: number, paidCents: number) => string;
  /** The reminder to pay it (decision 089 addendum), with the quote page's link. */
  mail: {
    reminderSubject: (company: string) => string;
    reminderLead: (cents: number) => string;
    reminderLink: string;
    reminderSms: (cents: number, company: string) => string;
    /** A deposit's receipt (or its refund's): the link to the quote page's deposit. */
    receiptLink: string;
  };
};

const list = (words: string[], and: string) => (words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1)}`);

const METHOD_WORDS: Record<Lang, Record<OfflineMethod, string>> = {
  en: { cash: "in cash", check: "by check", zelle: "by Zelle", "card-on-site": "by card" },
  es: { cash: "en efectivo", check: "con cheque", zelle: "por Zelle", "card-on-site": "con tarjeta" },
};

export const DEPOSIT_WORDS: Record<Lang, DepositWords> = {
  en: {
    title: "Deposit",
    dueLabel: "Deposit due",
    due: (cents) => `Deposit due ${formatCents(cents)}`,
    paid: "Deposit paid",
    waived: "No deposit needed: we'll see you at the visit.",
    beforeApproval: "Due once you approve the quote, before the visit.",
    payByCard: (cents) => `Pay the ${formatCents(cents)} deposit by card`,
    payByCardHint: "You'll pay on Stripe's secure page; we never see your card.",
    cardUnavailable: "Paying by card online isn't available yet.",
    otherWays: (methods) => `You can also pay it ${list(methods.map((method) => METHOD_WORDS.en[method]), "or")} at the visit.`,
    checkoutPaid: "Thank you: your deposit was received.",
    checkoutPending: "Your card payment is being processed. This page shows the deposit as paid once it's confirmed; refresh in a minute.",
    changed: (cents) => `The deposit due is now ${formatCents(cents)}; nothing was charged. Please check it and pay again.`,
    payFailed: (phone) => `The card payment page could not be opened. Please try again, or call us at ${phone}.`,
    tooMany: "Too many tries from your connection. Please wait a few minutes and try again.",
    notFound: "We couldn't find a deposit due on this request.",
    payLink: "Pay the deposit",
    refunded: "Deposit refunded",
    refundedPart: (refunded, paid) => `Deposit refunded: ${formatCents(refunded)} of the ${formatCents(paid)} paid`,
    mail: {
      reminderSubject: (company) => `Reminder: your deposit to ${company} is still due`,
      reminderLead: (cents) => `Thank you for approving your quote. The ${formatCents(cents)} deposit is still due before your visit; you can pay it from your quote page.`,
      reminderLink: "Pay the deposit",
      reminderSms: (cents, company) => `${company}: reminder, your ${formatCents(cents)} deposit is still due. Pay it here:`,
      receiptLink: "See your quote and deposit",
    },
  },
  es: {
    title: "Depósito",
    dueLabel: "Depósito requerido",
    due: (cents) => `Depósito requerido ${formatCents(cents)}`,
    paid: "Depósito pagado",
    waived: "No se necesita depósito: nos vemos en la visita.",
    beforeApproval: "Se paga al aprobar la cotización, antes de la visita.",
    payByCard: (cents) => `Pagar el depósito de ${formatCents(cents)} con tarjeta`,
    payByCardHint: "Pagará en la página segura de Stripe; nunca vemos su tarjeta.",
    cardUnavailable: "Todavía no se puede pagar con tarjeta en línea.",
    otherWays: (methods) => `También puede pagarlo ${list(methods.map((method) => METHOD_WORDS.es[method]), "o")} en la visita.`,
    checkoutPaid: "Gracias: recibimos su depósito.",
    checkoutPending: "Su pago con tarjeta se está procesando. Esta página mostrará el depósito como pagado cuando se confirme; actualícela en un minuto.",
    changed: (cents) => `El depósito requerido ahora es ${formatCents(cents)}; no se cobró nada. Revíselo y vuelva a pagar.`,
    payFailed: (phone) => `No se pudo abrir la página de pago con tarjeta. Inténtelo de nuevo o llámenos al ${phone}.`,
    tooMany: "Demasiados intentos desde su conexión. Espere unos minutos e inténtelo de nuevo.",
    notFound: "No encontramos un depósito pendiente en esta solicitud.",
    payLink: "Pagar el depósito",
    refunded: "Depósito reembolsado",
    refundedPart: (refunded, paid) => `Depósito reembolsado: ${formatCents(refunded)} de los ${formatCents(paid)} pagados`,
    mail: {
      reminderSubject: (company) => `Recordatorio: su depósito a ${company} sigue pendiente`,
      reminderLead: (cents) => `Gracias por aprobar su cotización. El depósito de ${formatCents(cents)} sigue pendiente antes de su visita; puede pagarlo desde la página de su cotización.`,
      reminderLink: "Pagar el depósito",
      reminderSms: (cents, company) => `${company}: recordatorio, su depósito de ${formatCents(cents)} sigue pendiente. Páguelo aquí:`,
      receiptLink: "Ver su cotización y depósito",
    },
  },
};

/** What the customer reads of a deposit given back: "Deposit refunded", or how much of what was paid. */
export function refundedWords(words: DepositWords, deposit: { paidCents: number; refundedCents: number }): string {
  return deposit.paidCents > 0 ? words.refundedPart(deposit.refundedCents, deposit.paidCents + deposit.refundedCents) : words.refunded;
}
