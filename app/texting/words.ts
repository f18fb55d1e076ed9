import { company } from "~/content/site";
import type { Lang } from "~/content/i18n/languages";
import type { Keyword } from "./keywords";

/** The one answer each keyword gets (decision 088), in each language. */
export const KEYWORD_REPLIES: Record<Lang, Record<Keyword["kind"], string>> = {
  en: {
    stop: `${company.name}: you will get no more texts from us. Reply START to get them again.`,
    start: `${company.name}: texts are on again. Reply STOP to opt out, HELP for help.`,
    help: `${company.name}: call us at ${company.phone} or write to ${company.email}. Reply STOP to opt out.`,
  },
  es: {
    stop: `${company.name}: no recibirá más mensajes de texto nuestros. Responda START para volver a recibirlos.`,
    start: `${company.name}: volverá a recibir mensajes de texto. Responda ALTO para no recibirlos, AYUDA para ayuda.`,
    help: `${company.name}: llámenos al ${company.phone} o escriba a ${company.email}. Responda ALTO para no recibir más mensajes.`,
  },
};

/** What the SMS bot understands (decision 088): the whole text, trimmed, any case, ¿?¡!. ignored, spaces between words as one. */
const BOT_WORDS: Record<string, BotIntent> = {
  c: "confirm",
  confirm: "confirm",
  confirmar: "confirm",
  sí: "confirm",
  si: "confirm",
  when: "when",
  cuándo: "when",
  cuando: "when",
  status: "status",
  estado: "status",
  r: "reschedule",
  reschedule: "reschedule",
  cambiar: "reschedule",
  // CANCEL alone is a carrier's stop word (it opts the number out): a visit is cancelled with two words, or in Spanish.
  "cancel visit": "cancel",
  "cancel my visit": "cancel",
  "cancel appointment": "cancel",
  "cancel my appointment": "cancel",
  cancelar: "cancel",
  "cancelar visita": "cancel",
  "cancelar cita": "cancel",
  "cancelar mi visita": "cancel",
  "cancelar mi cita": "cancel",
  quote: "quote",
  estimate: "quote",
  presupuesto: "quote",
  cotización: "quote",
  cotizacion: "quote",
};

export type BotIntent = "confirm" | "when" | "status" | "reschedule" | "cancel" | "quote";

/** How long the bot's "cancel your visit?" waits for the customer's YES (decision 088). */
export const CANCEL_ANSWER_MINUTES = 30;

/** The words that answer the bot's question "cancel your visit?" with yes: YES (also a carrier's START word), and the Spanish sí. */
const YES_WORDS = new Set(["yes", "sí", "si"]);

export function isYes(body: string): boolean {
  return YES_WORDS.has(body.trim().toLowerCase().replace(/[?.!¿¡]+/g, "").trim());
}

export function botIntentOf(body: string): BotIntent | undefined {
  const word = body.trim().toLowerCase().replace(/[?.!¿¡]+/g, "").trim().replace(/\s+/g, " ");
  return Object.hasOwn(BOT_WORDS, word) ? BOT_WORDS[word] : undefined;
}

type Facts = { request: string };

/** A quote's state as the bot tells it: its latest version's, or expired when sent and past its last day. */
export type QuoteState = "sent" | "expired" | "approved" | "declined" | "changes-requested";
const QUOTE_STATES: Record<Lang, Record<Exclude<QuoteState, "sent" | "expired">, string>> = {
  en: { approved: "you approved it", declined: "you declined it", "changes-requested": "you asked for changes: we are preparing a new version" },
  es: { approved: "usted lo aprobó", declined: "usted lo rechazó", "changes-requested": "usted pidió cambios: estamos preparando una nueva versión" },
};

/** The bot's answers, from database facts only, in the request's language. `request` names which request ("request ABC-123"). */
export const BOT_REPLIES: Record<
  Lang,
  {
    request: (reference: string | null) => string;
    confirmed: (f: Facts & { visit: string }) => string;
    already: (f: Facts & { visit: string }) => string;
    requested: (f: Facts) => string;
    tooLate: (f: Facts) => string;
    noVisit: (f: Facts) => string;
    when: (f: Facts & { visit: string; confirmed: boolean }) => string;
    reschedule: (f: Facts & { url: string }) => string;
    status: (f: Facts & { status: string }) => string;
    cancelAsk: (f: Facts & { visit: string }) => string;
    cancelled: (f: Facts & { visit: string }) => string;
    cancelExpired: (f: Facts) => string;
    quote: (f: Facts & { total: string; state: QuoteState; validUntil: string; url: string }) => string;
    noQuote: (f: Facts) => string;
    handOff: () => string;
    statuses: Record<string, string>;
  }
> = {
  en: {
    request: (reference) => (reference ? `request ${reference}` : "your request"),
    confirmed: ({ request, visit }) => `${company.name}: thank you, your visit (${request}) is confirmed: ${visit}.`,
    already: ({ request, visit }) => `${company.name}: your visit (${request}) is already confirmed: ${visit}.`,
    requested: ({ request }) => `${company.name}: the time for ${request} is not confirmed by our office yet. We will text you when it is.`,
    tooLate: ({ request }) => `${company.name}: the visit for ${request} is too close to change by text. Please call ${company.phone}.`,
    noVisit: ({ request }) => `${company.name}: ${request} has no visit scheduled yet. We will text you when it does.`,
    when: ({ request, visit, confirmed }) => `${company.name}: your visit (${request}) is ${visit}${confirmed ? "" : " (not confirmed yet)"}.`,
    status: ({ request, status }) => `${company.name}: ${request}: ${status}.`,
    reschedule: ({ request, url }) => `${company.name}: to move or cancel the visit for ${request}, open ${url}`,
    cancelAsk: ({ request, visit }) =>
      `${company.name}: cancel your visit (${request}) of ${visit}? Reply YES within ${CANCEL_ANSWER_MINUTES} minutes to cancel it. Nothing changes otherwise.`,
    cancelled: ({ request, visit }) => `${company.name}: your visit (${request}) of ${visit} is cancelled. To book again, call ${company.phone}.`,
    cancelExpired: ({ request }) => `${company.name}: nothing was cancelled: the question about ${request} has expired. Text CANCEL VISIT to be asked again.`,
    quote: ({ request, total, state, validUntil, url }) =>
      `${company.name}: the quote for ${request} comes to ${total}${
        state === "sent" ? `, valid until ${validUntil}` : state === "expired" ? ` (expired on ${validUntil}: ask us for a new one)` : ` (${QUOTE_STATES.en[state]})`
      }. See it at ${url}`,
    noQuote: ({ request }) => `${company.name}: ${request} has no quote yet. We will text you when it does.`,
    handOff: () => `${company.name}: thanks, someone from our team will answer you soon. For anything urgent call ${company.phone}.`,
    statuses: {
      New: "received, we will contact you within 24 hours",
      "In Review": "in review",
      Prioritized: "prioritized",
      Approved: "scheduled",
      Completed: "completed",
      "Not Qualified": "declined",
      Cancelled: "cancelled",
    },
  },
  es: {
    request: (reference) => (reference ? `solicitud ${reference}` : "su solicitud"),
    confirmed: ({ request, visit }) => `${company.name}: gracias, su visita (${request}) está confirmada: ${visit}.`,
    already: ({ request, visit }) => `${company.name}: su visita (${request}) ya está confirmada: ${visit}.`,
    requested: ({ request }) => `${company.name}: nuestra oficina aún no confirma la hora de su ${request}. Le avisaremos por mensaje.`,
    tooLate: ({ request }) => `${company.name}: la visita de su ${request} está demasiado cerca para cambiarla por mensaje. Llame al ${company.phone}.`,
    noVisit: ({ request }) => `${company.name}: su ${request} aún no tiene visita programada. Le avisaremos por mensaje.`,
    when: ({ request, visit, confirmed }) => `${company.name}: su visita (${request}) es ${visit}${confirmed ? "" : " (aún sin confirmar)"}.`,
    status: ({ request, status }) => `${company.name}: ${request}: ${status}.`,
    reschedule: ({ request, url }) => `${company.name}: para cambiar o cancelar la visita de su ${request}, abra ${url}`,
    cancelAsk: ({ request, visit }) =>
      `${company.name}: ¿cancelar su visita (${request}) del ${visit}? Responda SÍ en los próximos ${CANCEL_ANSWER_MINUTES} minutos para cancelarla. Si no, nada cambia.`,
    cancelled: ({ request, visit }) => `${company.name}: su visita (${request}) del ${visit} está cancelada. Para reservar de nuevo, llame al ${company.phone}.`,
    cancelExpired: ({ request }) => `${company.name}: no se canceló nada: la pregunta sobre su ${request} ya venció. Escriba CANCELAR para que se la hagamos de nuevo.`,
    quote: ({ request, total, state, validUntil, url }) =>
      `${company.name}: el presupuesto de su ${request} es de ${total}${
        state === "sent" ? `, válido hasta el ${validUntil}` : state === "expired" ? ` (venció el ${validUntil}: pídanos uno nuevo)` : ` (${QUOTE_STATES.es[state]})`
      }. Véalo en ${url}`,
    noQuote: ({ request }) => `${company.name}: su ${request} aún no tiene presupuesto. Le avisaremos por mensaje.`,
    handOff: () => `${company.name}: gracias, alguien de nuestro equipo le responderá pronto. Si es urgente, llame al ${company.phone}.`,
    statuses: {
      New: "recibida, le contactaremos en menos de 24 horas",
      "In Review": "en revisión",
      Prioritized: "con prioridad",
      Approved: "programada",
      Completed: "completada",
      "Not Qualified": "no aceptada",
      Cancelled: "cancelada",
    },
  },
};
