import type { Lang } from "~/content/i18n/languages";
import { formatCents } from "~/utils/money";

/**
 * The words of an invoice and a receipt, in each language (decision 071: a record per language,
 * which the type checker holds complete). The page, the PDF and the e-mails read the same words,
 * so they say the same amounts the same way.
 */
export type InvoiceWords = {
  title: string;
  invoiceNumber: (number: string) => string;
  issued: (date: string) => string;
  due: (date: string) => string;
  license: (number: string) => string;
  billTo: string;
  item: string;
  quantity: string;
  price: string;
  amount: string;
  subtotal: string;
  discount: string;
  tax: (rate: string) => string;
  total: string;
  depositCredit: string;
  payments: string;
  paymentLine: (method: string, date: string) => string;
  refundLine: (method: string, date: string) => string;
  balanceDue: (cents: number) => string;
  paid: string;
  partlyPaid: (paidCents: number) => string;
  terms: string;
  methods: Record<"card" | "cash" | "check" | "zelle" | "card-on-site", string>;
  /** Followed by the office's phone, as a link. */
  howToPay: string;
  notFound: (phone: string) => string;
  back: string;
  metaDescription: (company: string) => string;
  print: string;
  payByCard: (cents: number) => string;
  payByCardHint: string;
  cardUnavailable: string;
  checkoutPaid: string;
  checkoutPending: string;
  payFailed: (phone: string) => string;
  tooMany: string;
  /** The status page's card. */
  statusCard: string;
  statusView: string;
  /** The e-mails. */
  mail: {
    invoiceSubject: (number: string, company: string) => string;
    invoiceLead: (number: string, service: string) => string;
    invoiceBalance: (cents: number, due: string) => string;
    invoiceAttached: string;
    invoiceLink: string;
    invoiceSms: (number: string, cents: number, company: string) => string;
    receiptSubject: (company: string) => string;
    receiptRefundSubject: (company: string) => string;
    receiptLead: (cents: number, method: string, date: string) => string;
    refundLead: (cents: number, method: string, date: string) => string;
    receiptSms: (cents: number, company: string) => string;
    questions: (phone: string) => string;
    /** An overdue invoice's reminder (decision 090). */
    overdueSubject: (number: string, company: string) => string;
    overdueLead: (number: string, due: string) => string;
    overdueSms: (number: string, cents: number, company: string) => string;
  };
};

export const INVOICE_WORDS: Record<Lang, InvoiceWords> = {
  en: {
    title: "Invoice",
    invoiceNumber: (number) => `Invoice ${number}`,
    issued: (date) => `Issued ${date}`,
    due: (date) => `Due ${date}`,
    license: (number) => `CSLB License #${number}`,
    billTo: "Bill to",
    item: "Item",
    quantity: "Qty",
    price: "Price",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: "Discount",
    tax: (rate) => `Sales tax (${rate})`,
    total: "Total",
    depositCredit: "Deposit paid",
    payments: "Payments",
    paymentLine: (method, date) => `Payment, ${method}, ${date}`,
    refundLine: (method, date) => `Refund, ${method}, ${date}`,
    balanceDue: (cents) => `Balance due ${formatCents(cents)}`,
    paid: "Paid in full. Thank you!",
    partlyPaid: (cents) => `Paid so far ${formatCents(cents)}`,
    terms: "Terms",
    methods: { card: "card", cash: "cash", check: "check", zelle: "Zelle", "card-on-site": "card" },
    howToPay: "To pay by cash, check or Zelle, or with a card at the visit, call us at",
    notFound: (phone) => `We couldn't find an invoice for this request. Questions? Call us at ${phone}.`,
    back: "Back to your request",
    metaDescription: (company) => `Your invoice from ${company}.`,
    print: "Print",
    payByCard: (cents) => `Pay ${formatCents(cents)} by card`,
    payByCardHint: "You'll pay on Stripe's secure page; we never see your card.",
    cardUnavailable: "Paying by card online isn't available yet.",
    checkoutPaid: "Thank you: your card payment was received.",
    checkoutPending: "Your card payment is being processed. This page shows it as paid once it's confirmed; refresh in a minute.",
    payFailed: (phone) => `The card payment page could not be opened. Please try again, or call us at ${phone}.`,
    tooMany: "Too many tries from your connection. Please wait a few minutes and try again.",
    statusCard: "Your invoice",
    statusView: "See your invoice",
    mail: {
      invoiceSubject: (number, company) => `Invoice ${number} from ${company}`,
      invoiceLead: (number, service) => `Thank you for choosing us for ${service}. Here is invoice ${number}.`,
      invoiceBalance: (cents, due) => `Balance due ${formatCents(cents)}, by ${due}.`,
      invoiceAttached: "The invoice is attached as a PDF, and you can see it online.",
      invoiceLink: "See your invoice",
      invoiceSms: (number, cents, company) => `${company}: invoice ${number}, balance due ${formatCents(cents)}.`,
      receiptSubject: (company) => `Your payment receipt from ${company}`,
      receiptRefundSubject: (company) => `Your refund from ${company}`,
      receiptLead: (cents, method, date) => `We received your payment of ${formatCents(cents)} (${method}) on ${date}. Thank you!`,
      refundLead: (cents, method, date) => `We refunded ${formatCents(cents)} (${method}) on ${date}.`,
      receiptSms: (cents, company) => `${company}: we received your payment of ${formatCents(cents)}. Thank you!`,
      questions: (phone) => `Questions? Call us at ${phone}.`,
      overdueSubject: (number, company) => `Reminder: invoice ${number} from ${company} is past due`,
      overdueLead: (number, due) => `This is a friendly reminder that invoice ${number} was due on ${due}.`,
      overdueSms: (number, cents, company) => `${company}: reminder, invoice ${number} is past due, balance due ${formatCents(cents)}.`,
    },
  },
  es: {
    title: "Factura",
    invoiceNumber: (number) => `Factura ${number}`,
    issued: (date) => `Emitida el ${date}`,
    due: (date) => `Vence el ${date}`,
    license: (number) => `Licencia CSLB n.º ${number}`,
    billTo: "Facturar a",
    item: "Concepto",
    quantity: "Cant.",
    price: "Precio",
    amount: "Importe",
    subtotal: "Subtotal",
    discount: "Descuento",
    tax: (rate) => `Impuesto sobre las ventas (${rate})`,
    total: "Total",
    depositCredit: "Depósito pagado",
    payments: "Pagos",
    paymentLine: (method, date) => `Pago, ${method}, ${date}`,
    refundLine: (method, date) => `Reembolso, ${method}, ${date}`,
    balanceDue: (cents) => `Saldo pendiente ${formatCents(cents)}`,
    paid: "Pagada en su totalidad. ¡Gracias!",
    partlyPaid: (cents) => `Pagado hasta ahora ${formatCents(cents)}`,
    terms: "Condiciones",
    methods: { card: "tarjeta", cash: "efectivo", check: "cheque", zelle: "Zelle", "card-on-site": "tarjeta" },
    howToPay: "Para pagar en efectivo, con cheque o Zelle, o con tarjeta en la visita, llámenos al",
    notFound: (phone) => `No encontramos una factura para esta solicitud. ¿Preguntas? Llámenos al ${phone}.`,
    back: "Volver a su solicitud",
    metaDescription: (company) => `Su factura de ${company}.`,
    print: "Imprimir",
    payByCard: (cents) => `Pagar ${formatCents(cents)} con tarjeta`,
    payByCardHint: "Pagará en la página segura de Stripe; nunca vemos su tarjeta.",
    cardUnavailable: "Todavía no se puede pagar con tarjeta en línea.",
    checkoutPaid: "Gracias: recibimos su pago con tarjeta.",
    checkoutPending: "Su pago con tarjeta se está procesando. Esta página lo mostrará como pagado cuando se confirme; actualícela en un minuto.",
    payFailed: (phone) => `No se pudo abrir la página de pago con tarjeta. Inténtelo de nuevo o llámenos al ${phone}.`,
    tooMany: "Demasiados intentos desde su conexión. Espere unos minutos e inténtelo de nuevo.",
    statusCard: "Su factura",
    statusView: "Ver su factura",
    mail: {
      invoiceSubject: (number, company) => `Factura ${number} de ${company}`,
      invoiceLead: (number, service) => `Gracias por elegirnos para ${service}. Aquí tiene la factura ${number}.`,
      invoiceBalance: (cents, due) => `Saldo pendiente ${formatCents(cents)}, a pagar antes del ${due}.`,
      invoiceAttached: "La factura va adjunta en PDF, y también puede verla en línea.",
      invoiceLink: "Ver su factura",
      invoiceSms: (number, cents, company) => `${company}: factura ${number}, saldo pendiente ${formatCents(cents)}.`,
      receiptSubject: (company) => `Recibo de su pago a ${company}`,
      receiptRefundSubject: (company) => `Su reembolso de ${company}`,
      receiptLead: (cents, method, date) => `Recibimos su pago de ${formatCents(cents)} (${method}) el ${date}. ¡Gracias!`,
      refundLead: (cents, method, date) => `Le reembolsamos ${formatCents(cents)} (${method}) el ${date}.`,
      receiptSms: (cents, company) => `${company}: recibimos su pago de ${formatCents(cents)}. ¡Gracias!`,
      questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
      overdueSubject: (number, company) => `Recordatorio: la factura ${number} de ${company} está vencida`,
      overdueLead: (number, due) => `Le recordamos amablemente que la factura ${number} vencía el ${due}.`,
      overdueSms: (number, cents, company) => `${company}: recordatorio, la factura ${number} está vencida, saldo pendiente ${formatCents(cents)}.`,
    },
  },
};
