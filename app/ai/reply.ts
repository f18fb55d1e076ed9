import type { AiSource } from "~/db/ai-values";
import type { Lang } from "~/content/i18n";
import type { LeadStatus } from "~/db/lead-values";
import { z } from "~/utils/zod";

/**
 * Reply drafts (issue 45 §3, decision 091): a message to the customer in the request's language
 * for a situation, from the request's and the business's facts only. Staff read, edit and send
 * it themselves; nothing is sent without a person pressing Send. The baseline is templates
 * written for this business; a model may write the same from the same redacted facts.
 */
export const REPLY_SITUATIONS = ["details", "quote", "delay"] as const;
export type ReplySituation = (typeof REPLY_SITUATIONS)[number];

export const SITUATION_LABELS: Record<ReplySituation, string> = {
  details: "Ask for the missing details",
  quote: "Propose the quote",
  delay: "Apologise for a delay",
};

/** What a draft may say: the request's and the business's facts, nothing else. */
export type ReplyFacts = {
  lang: Lang;
  /** The customer's first name, or null (then the greeting has none). */
  firstName: string | null;
  /** The service in the request's language ("TV Mounting", "Montaje de TV"). */
  service: string;
  reference: string | null;
  /** The latest quote's total in words ("$368.54"), or null without one. */
  quoteTotal: string | null;
  /** Price-book items the triage matched, with their prices in words, for a quote not sent yet. */
  items: { name: string; price: string }[];
  /** The triage's questions, in the request's language (the baseline's per service). */
  questions: string[];
  company: string;
  phone: string;
};

export type ReplyDraft = { text: string; source: AiSource; note: string | null };

/** The questions a draft asks the customer, by service, in each language (the triage's for staff are in English). */
const CUSTOMER_QUESTIONS: Record<Lang, Record<string, string[]>> = {
  en: {
    "tv-mounting": ["What size is the TV, and what is the wall made of (drywall, brick, plaster)?", "Would you like the wires hidden?"],
    "furniture-assembly": ["Which pieces are they (a link or model number helps)?", "Are the boxes in the room where they will stand?"],
    "drywall-repair": ["How large are the holes or cracks? A photo helps.", "Should the patch be painted to match?"],
    "home-cleaning": ["How many bedrooms and bathrooms are there?", "Would you like a regular clean, a deep clean or a move-out clean?"],
    "light-fixture-installation": ["Is there a fixture there now, and how high is the ceiling?"],
    caulking: ["Which rooms need it (tub, shower, sink, windows)?"],
    "gutter-cleaning": ["Is the house one storey or two?"],
    "smart-home-setup": ["Which devices are they (brand and model)?"],
    "door-lock-repair": ["Which door is it, and does it lock at all right now?"],
  },
  es: {
    "tv-mounting": ["¿De qué tamaño es la televisión y de qué es la pared (tablaroca, ladrillo, yeso)?", "¿Quiere que escondamos los cables?"],
    "furniture-assembly": ["¿Qué muebles son (un enlace o el modelo nos ayuda)?", "¿Las cajas están en el cuarto donde van a quedar?"],
    "drywall-repair": ["¿Qué tan grandes son los hoyos o las grietas? Una foto nos ayuda.", "¿Quiere que pintemos el resane del mismo color?"],
    "home-cleaning": ["¿Cuántas recámaras y baños tiene la casa?", "¿Busca una limpieza regular, profunda o de mudanza?"],
    "light-fixture-installation": ["¿Hay una lámpara ahí ahora y qué tan alto es el techo?"],
    caulking: ["¿Qué partes necesitan sellador (tina, regadera, lavabo, ventanas)?"],
    "gutter-cleaning": ["¿La casa es de uno o de dos pisos?"],
    "smart-home-setup": ["¿Qué aparatos son (marca y modelo)?"],
    "door-lock-repair": ["¿Qué puerta es y cierra con llave ahora?"],
  },
};
const GENERAL: Record<Lang, string[]> = {
  en: ["Could you tell us a little more about the job? A photo helps."],
  es: ["¿Nos puede contar un poco más del trabajo? Una foto nos ayuda."],
};

export function customerQuestions(lang: Lang, service: string): string[] {
  return CUSTOMER_QUESTIONS[lang][service] ?? GENERAL[lang];
}

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");

/** The baseline's draft: templates in each language, filled with the facts. */
export function baselineReply(situation: ReplySituation, facts: ReplyFacts): string {
  const ref = facts.reference ? ` (${facts.reference})` : "";
  if (facts.lang === "es") {
    const hello = facts.firstName ? `Hola ${facts.firstName}:` : "Hola:";
    const bye = `Saludos,\n${facts.company}\n${facts.phone}`;
    if (situation === "details")
      return `${hello}\n\nGracias por su solicitud de ${facts.service}${ref}. Para darle un precio exacto, ¿nos podría decir lo siguiente?\n\n${bullet(facts.questions)}\n\nPuede responder a este correo o llamarnos.\n\n${bye}`;
    if (situation === "quote") {
      const offer = facts.quoteTotal
        ? `Su cotización de ${facts.service}${ref} es de ${facts.quoteTotal}. La puede revisar y aprobar desde la página de su solicitud.`
        : facts.items.length
          ? `Para ${facts.service}${ref}, nuestros precios son:\n\n${bullet(facts.items.map((item) => `${item.name}: ${item.price}`))}\n\nLe confirmamos el total cuando sepamos los detalles.`
          : `Con gusto le preparamos una cotización de ${facts.service}${ref}; le confirmamos el precio en cuanto sepamos los detalles.`;
      return `${hello}\n\n${offer}\n\nSi tiene preguntas, responda a este correo o llámenos.\n\n${bye}`;
    }
    return `${hello}\n\nLe pedimos una disculpa por la demora en responder a su solicitud de ${facts.service}${ref}. Ya la estamos revisando y le contactaremos muy pronto para acordar la visita.\n\nGracias por su paciencia.\n\n${bye}`;
  }
  const hello = facts.firstName ? `Hi ${facts.firstName},` : "Hello,";
  const bye = `Best regards,\n${facts.company}\n${facts.phone}`;
  if (situation === "details")
    return `${hello}\n\nThank you for your ${facts.service} request${ref}. To give you an exact price, could you tell us the following?\n\n${bullet(facts.questions)}\n\nYou can reply to this e-mail or call us.\n\n${bye}`;
  if (situation === "quote") {
    const offer = facts.quoteTotal
      ? `Your quote for ${facts.service}${ref} comes to ${facts.quoteTotal}. You can review and approve it from your request's page.`
      : facts.items.length
        ? `For your ${facts.service} request${ref}, our prices are:\n\n${bullet(facts.items.map((item) => `${item.name}: ${item.price}`))}\n\nWe will confirm the total once we know the details.`
        : `We would be glad to quote your ${facts.service} request${ref}; we will confirm the price once we know the details.`;
    return `${hello}\n\n${offer}\n\nIf you have any questions, reply to this e-mail or call us.\n\n${bye}`;
  }
  return `${hello}\n\nWe are sorry for the delay in answering your ${facts.service} request${ref}. We are looking at it now and will contact you very soon to arrange the visit.\n\nThank you for your patience.\n\n${bye}`;
}

/** What a model may answer: the message's text only, bounded. */
export const REPLY_ANSWER = z.object({ text: z.string().trim().min(20).max(2000) });

/** The form that asks for a draft, and the one that sends the edited text. */
export const draftReplySchema = z.object({
  intent: z.literal("draft-reply"),
  leadId: z.uuid({ error: "the request named no lead." }),
  situation: z.enum(REPLY_SITUATIONS, { error: "please choose what the reply is for." }),
});
export const sendReplySchema = z.object({
  intent: z.literal("send-reply"),
  leadId: z.uuid({ error: "the request named no lead." }),
  body: z.string({ error: "Write the message first." }).trim().min(1, "Write the message first.").max(4000, "The message must be at most 4,000 characters."),
});

/** What a draft answer to a customer's text may say: the request's facts (when the number has one) and the business's. */
export type TextReplyFacts = {
  lang: Lang;
  firstName: string | null;
  /** The newest request of the number (its open one first), or null when the number has none. */
  request: {
    service: string;
    reference: string | null;
    status: LeadStatus;
    /** The visit in words ("Tue, Dec 8, 10 am-12 pm"), when one is scheduled. */
    visit: string | null;
    /** The sent quote's total in words, while it waits for the customer's answer. */
    quoteTotal: string | null;
  } | null;
  company: string;
  phone: string;
};

/** The baseline's answer to a customer's last text: short, from the request's state, in its language. */
export function baselineTextReply(facts: TextReplyFacts): string {
  const es = facts.lang === "es";
  const hello = `${es ? "Hola" : "Hi"}${facts.firstName ? ` ${facts.firstName}` : ""}, ${es ? "gracias por su mensaje." : "thanks for your text."}`;
  const request = facts.request;
  const ref = request?.reference ? ` (${request.reference})` : "";
  let line: string;
  if (!request) {
    line = es
      ? "¿En qué le podemos ayudar? Díganos qué trabajo necesita y su código postal, y le damos un precio."
      : "What can we help you with? Tell us the job you need and your ZIP code, and we will give you a price.";
  } else if (request.status === "Completed") {
    line = es
      ? `Nos alegra haberle ayudado con ${request.service}${ref}. Si algo no quedó bien, díganos aquí y regresamos a arreglarlo.`
      : `We are glad we could help with your ${request.service}${ref}. If anything is not right, tell us here and we will come back to fix it.`;
  } else if (request.status === "Not Qualified" || request.status === "Cancelled") {
    line = es
      ? `Su solicitud de ${request.service}${ref} está cerrada. Si nos necesita de nuevo, díganos aquí qué necesita.`
      : `Your ${request.service} request${ref} is closed. If you need us again, tell us here what you need.`;
  } else if (request.visit) {
    line = es ? `Su visita de ${request.service}${ref} es el ${request.visit}.` : `Your ${request.service} visit${ref} is ${request.visit}.`;
  } else if (request.quoteTotal) {
    line = es
      ? `Su presupuesto de ${request.service}${ref} es de ${request.quoteTotal}; lo puede aprobar desde la página de su solicitud.`
      : `Your ${request.service} quote${ref} comes to ${request.quoteTotal}; you can approve it from your request's page.`;
  } else {
    line = es
      ? `Tenemos su solicitud de ${request.service}${ref} y le llamaremos pronto para acordar la visita.`
      : `We have your ${request.service} request${ref} and will call you shortly to arrange the visit.`;
  }
  return `${hello} ${line}\n${facts.company}, ${facts.phone}`;
}

/** What a model may answer for a text: a short message, bounded well within a text reply's limit. */
export const TEXT_REPLY_ANSWER = z.object({ text: z.string().trim().min(10).max(600) });

/** The Inbox thread's "Draft a reply": it names nothing but its intent (the thread is the page's). */
export const draftTextReplySchema = z.object({ intent: z.literal("draft-reply") });
