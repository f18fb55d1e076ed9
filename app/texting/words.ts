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

/** What the SMS bot understands (decision 088): the whole text, trimmed, any case, an ending "?" or "." ignored. */
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
};

export type BotIntent = "confirm" | "when" | "status" | "reschedule";

export function botIntentOf(body: string): BotIntent | undefined {
  const word = body.trim().toLowerCase().replace(/[?.!¿¡]+/g, "").trim();
  return Object.hasOwn(BOT_WORDS, word) ? BOT_WORDS[word] : undefined;
}

type Facts = { request: string };

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
