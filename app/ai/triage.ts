import type { AiSource, TriageSize, TriageUrgency, TriageVerdict } from "~/db/ai-values";
import { TRIAGE_SIZES, TRIAGE_URGENCIES, TRIAGE_VERDICTS } from "~/db/ai-values";
import type { Lang } from "~/content/i18n";
import { z } from "~/utils/zod";

/**
 * A new request's triage (issue 45 §2, decision 091): likely real or spam with reasons, urgency,
 * size, the price-book items it matches, whether its ZIP is outside the areas served, and the
 * questions staff should ask. The built-in baseline below is rules written for this business; a
 * model may answer the same fields (TRIAGE_ANSWER), never more. Staff decide: nothing here rejects
 * or prioritises a request.
 */

/** What the triage reads of a request. */
export type TriageRequest = { service: string; description: string; language: Lang; zipCode: string | null; name?: string; email?: string };

/** A price-book item as the triage offers it. */
export type PriceItemRef = { id: number; service: string; name: string; nameEs: string };

export type TriageContext = { priceBook: PriceItemRef[]; servedZips: [string, string][] };

export type TriageDetails = {
  reasons: string[];
  urgencyReason: string | null;
  questions: string[];
  priceItems: { id: number; name: string }[];
};

export type Triage = {
  verdict: TriageVerdict;
  urgency: TriageUrgency;
  size: TriageSize;
  outOfArea: boolean | null;
  details: TriageDetails;
  source: AiSource;
  /** Why the baseline stood although a model is configured. */
  note: string | null;
};

/** Lower case, accents off, one space: "Fuga de AGUA en el baño" → "fuga de agua en el bano". */
export function plain(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ");
}

type Signal = { pattern: RegExp; weight: number; reason: string };

/** What spam looks like here: sellers, links, money offers, and text written to a machine. */
const SPAM_SIGNALS: Signal[] = [
  { pattern: /https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|ru|xyz|biz|info|top|shop)\b(?!\w)/, weight: 2, reason: "Contains a link" },
  {
    pattern:
      /\bseo\b|backlink|first page of google|primera pagina de google|rank(?:ing)? (?:your|higher|#1)|web ?design|website (?:design|redesign|traffic)|digital marketing|marketing digital|posicionamiento|guest post|more (?:leads|customers|traffic) for your|mas clientes para su|paginas? web|sitio web|social media (?:management|marketing)|redes sociales para su negocio|google (?:ads|maps ranking|business listing)/,
    weight: 3,
    reason: "Sells marketing or web services",
  },
  {
    pattern: /bitcoin|crypto|cripto|forex|\binvest(?:ment|ing)?\b|inversion|\bloan\b|prestamo|casino|apuestas|\bbetting\b|financing offer|business funding|capital de trabajo|working capital/,
    weight: 3,
    reason: "Offers money, loans or investments",
  },
  { pattern: /you (?:have )?won|winner|gift card|tarjeta de regalo|ganaste|ha ganado|premio|claim your|reclame su|lottery|loteria/, weight: 3, reason: "Announces a prize" },
  { pattern: /viagra|cialis|pills|pastillas|weight loss|bajar de peso|dating|citas en linea|onlyfans|adult/, weight: 3, reason: "Advertises unrelated products" },
  {
    pattern: /ignore (?:all |your |the |any )?(?:previous |prior )?instructions|disregard (?:the |your |all )?(?:system|instructions|previous)|system prompt|as an ai|you are (?:now )?an? (?:ai|assistant|language model)|ignora (?:todas )?(?:las |tus )?instrucciones|modelo de lenguaje|mark (?:this|it)(?: request)? (?:as )?(?:urgent|approved|real)|marca(?:lo| esto| esta solicitud)? como (?:urgente|aprobad)|prueba del sistema/,
    weight: 3,
    reason: "Addresses a machine rather than a handyman",
  },
  {
    pattern:
      /dear (?:sir|madam|business owner|owner)|estimado propietario|we are a (?:company|team|agency)|somos una (?:empresa|agencia)|our (?:company|agency|services) (?:offers?|can|provides?)|we offer|we provide|ofrecemos|proveemos|partnership|collaboration|colaboracion|asociacion comercial|are you the owner|is this the owner|es usted el dueno|i came across your (?:website|business)|vi su (?:sitio|negocio)|quick question about your (?:website|business)|unsubscribe|cancelar suscripcion|wholesale|al por mayor|precios especiales para su|(?:get|more) (?:more )?reviews|pay per lead|leads? (?:in|for) your (?:area|business)|leads exclusivos|para contratistas|for contractors|build you a new|lovely website|subcontrat|garantizamos \d+|guarantees? \d+ jobs/,
    weight: 3,
    reason: "Reads as a sales pitch to the business",
  },
  { pattern: /\b(?:hire|contrate|outsourc|virtual assistant|asistente virtual|data entry|lead generation|generacion de leads|appointment setting)/, weight: 3, reason: "Offers staff or lead services" },
];

/** Words of a job in a home: their presence makes a request read as a customer's. */
const JOB_WORDS =
  /\b(?:tv|televis|mount|instal|assembl|arm(?:ar|ado)|mueble|furniture|ikea|drywall|hole|agujero|pared|wall|clean|limpi|light|luz|lampara|fixture|caulk|sellad|silicon|gutter|canaleta|smart|thermostat|termostato|camera|camara|doorbell|timbre|door|puerta|lock|cerradura|chapa|leak|fuga|gotera|faucet|llave|sink|lavabo|toilet|inodoro|shower|regadera|ducha|bath|bano|kitchen|cocina|cabinet|gabinete|shelf|shelves|repisa|estante|paint|pint|ceiling|techo|window|ventana|fence|cerca|deck|floor|piso|tile|azulejo|baldosa|outlet|enchufe|contacto|switch|apagador|fan|ventilador|bed|cama|desk|escritorio|dresser|comoda|crib|cuna|mirror|espejo|curtain|cortina|blind|persiana|garage|cochera|patio|roof|hinge|bisagra|knob|perilla)/;

function spamSignals(request: TriageRequest): { score: number; reasons: string[] } {
  const text = plain(`${request.description} ${request.name ?? ""}`);
  const reasons: string[] = [];
  let score = 0;
  let strong = false;
  for (const signal of SPAM_SIGNALS) {
    if (signal.pattern.test(text)) {
      score += signal.weight;
      strong ||= signal.weight >= 3;
      reasons.push(signal.reason);
    }
  }
  if (request.name && /\d|https?:|www\.|\.com/i.test(request.name)) {
    score += 2;
    reasons.push("The name holds digits or a web address");
  }
  const letters = request.description.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 8 && /[bcdfghjklmnpqrstvwxz]{6,}/i.test(letters) && !JOB_WORDS.test(text)) {
    score += 3;
    reasons.push("Reads as random letters");
  }
  if (/(.)\1{5,}/.test(request.description) || /[$€]{2,}|!!!!/.test(request.description)) {
    score += 1;
    reasons.push("Repeated characters or symbols");
  }
  // A customer describing a job in their home outweighs weak signals (a link, repeated marks), never a strong one.
  if (JOB_WORDS.test(text) && !strong && score > 0) score -= 1;
  return { score, reasons };
}

type Rule<T> = { pattern: RegExp; value: T; reason: string; unless?: RegExp };

const URGENT: Rule<TriageUrgency>[] = [
  {
    pattern: /\bleak|leaking|fuga|gotea|gotera activa|se esta mojando/,
    value: "urgent",
    reason: "Active leak",
    unless: /(?:leak|fuga)[^.]{0,25}(?:fixed|repaired|arreglo|reparo|arreglada|reparada)|(?:old|past|previous|antigua|vieja) (?:leak|fuga)/,
  },
  { pattern: /flood|inund|water everywhere|agua por todos lados|burst|se rompio (?:el |la )?(?:tubo|tuberia)|reventad/, value: "urgent", reason: "Water damage under way" },
  { pattern: /no power|power (?:is )?out|lost power|no electricity|sin luz|sin electricidad|se fue la luz|no hay luz/, value: "urgent", reason: "No power" },
  { pattern: /spark|chispa|smoke|humo|burning smell|olor a quemado|gas smell|smell(?:s)? (?:of )?gas|olor a gas|shock|descarga/, value: "urgent", reason: "Electrical or gas danger" },
  { pattern: /locked out|can'?t (?:lock|close) (?:the |my )?(?:front |back )?door|won'?t lock|no (?:puedo|podemos|se puede) cerrar|no cierra la puerta|quede afuera|cerradura rota|broken lock|break-?in|robaron|forzaron/, value: "urgent", reason: "Home cannot be locked" },
  { pattern: /sewage|aguas negras|(?:toilet|inodoro|sink|fregadero)[^.]{0,30}(?:overflow|desbord)|ceiling (?:is )?(?:falling|collaps|sagging)|techo se (?:cae|esta cayendo)/, value: "urgent", reason: "Damage spreading" },
  { pattern: /\basap\b|as soon as possible|lo antes posible|lo mas pronto|urgent|urgente|emergency|emergencia|today|\bhoy\b|tomorrow|manana temprano|this week|esta semana|right away|cuanto antes/, value: "soon", reason: "Asks for a visit soon" },
];

const MULTI_DAY = /remodel|renovat|remodelacion|whole (?:house|home)|entire (?:house|home)|toda la casa|every room|all (?:the )?rooms|todas las (?:habitaciones|recamaras)|full (?:kitchen|bathroom)|addition|ampliacion|several days|varios dias|new fence|deck build|move-?out clean.*(?:house|home)|(?:[4-9]|\d\d) (?:rooms|cuartos|habitaciones)/;
const HALF_DAY = /several|multiple|varios|varias|a few|unos|unas|(?:[2-9]|\d\d) (?:tvs|televisions|televisores|pieces|muebles|lights|lamparas|doors|puertas|windows|ventanas|holes|agujeros|rooms|cuartos|fixtures|cameras|camaras)|deep clean|limpieza profunda|whole wall|toda la pared|patch and paint|resanar y pintar/;

/** The service's usual size, before the request's words say more. */
const SERVICE_SIZE: Record<string, TriageSize> = {
  "tv-mounting": "small",
  "furniture-assembly": "small",
  "drywall-repair": "half-day",
  "home-cleaning": "half-day",
  "light-fixture-installation": "small",
  caulking: "small",
  "gutter-cleaning": "half-day",
  "smart-home-setup": "small",
  "door-lock-repair": "small",
};

/** The questions staff should ask, by service: what the visit needs known before it is quoted. */
const SERVICE_QUESTIONS: Record<string, string[]> = {
  "tv-mounting": ["What size is the TV?", "What is the wall made of (drywall, brick, plaster) and are the wires to be hidden?"],
  "furniture-assembly": ["Which pieces, and from which store (a link or model number)?", "Are the boxes in the room where they will stand?"],
  "drywall-repair": ["How large are the holes or cracks (a photo helps)?", "Should the patch be painted to match?"],
  "home-cleaning": ["How many bedrooms and bathrooms?", "A regular clean, a deep clean or a move-out?"],
  "light-fixture-installation": ["Is there a fixture there now, or a new box to be put in?", "How high is the ceiling?"],
  caulking: ["Which rooms (tub, shower, sink, windows)?", "Is there old caulk to remove, or mould?"],
  "gutter-cleaning": ["One storey or two?", "About how long are the gutters, and are there downspouts to clear?"],
  "smart-home-setup": ["Which devices (brand and model)?", "Is the Wi-Fi password at hand and is there wiring for a doorbell or thermostat?"],
  "door-lock-repair": ["Which door, and does it lock at all right now?", "Is a new lock wanted, and which kind?"],
};
const GENERAL_QUESTIONS = ["What exactly needs doing (a photo helps)?", "When would a visit suit?"];

/** Item words too common to match on. */
const STOP_WORDS = new Set(["with", "from", "each", "item", "labor", "hour", "hours", "visit", "small", "large", "standard", "basic", "install", "installation", "repair", "para", "cada", "hora", "horas", "visita", "instalacion", "reparacion", "service", "servicio"]);

/** Price-book items the request names: the words of an item's name (English or Spanish) in the request, items of its service first. */
export function matchPriceItems(request: Pick<TriageRequest, "service" | "description">, priceBook: PriceItemRef[], limit = 3): { id: number; name: string }[] {
  const text = plain(request.description);
  const scored = priceBook
    .map((item) => {
      const words = new Set(plain(`${item.name} ${item.nameEs}`).split(/[^a-z0-9]+/).filter((word) => word.length >= 4 && !STOP_WORDS.has(word)));
      let hits = 0;
      for (const word of words) if (new RegExp(`\\b${word.slice(0, Math.max(4, word.length - 1))}`).test(text)) hits += 1;
      return { item, score: hits * 2 + (item.service === request.service && hits > 0 ? 1 : 0) };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id);
  return scored.slice(0, limit).map(({ item }) => ({ id: item.id, name: item.name }));
}

/** Whether a ZIP lies outside every area served; null without a five-digit ZIP. */
export function outOfAreaOf(zipCode: string | null, servedZips: [string, string][]): boolean | null {
  const code = /^(\d{5})(-\d{4})?$/.exec(zipCode?.trim() ?? "")?.[1];
  if (!code) return null;
  return !servedZips.some(([from, to]) => code >= from && code <= to);
}

/** The built-in triage: rules and templates, no model. */
export function baselineTriage(request: TriageRequest, context: TriageContext): Triage {
  const text = plain(request.description);
  const spam = spamSignals(request);
  const verdict: TriageVerdict = spam.score >= 3 ? "likely-spam" : "likely-real";
  const reasons =
    verdict === "likely-spam"
      ? spam.reasons
      : [JOB_WORDS.test(text) ? "Describes a job in a home" : request.description.trim() ? "No sign of spam" : "No description: no sign of spam", ...spam.reasons];
  const urgent = verdict === "likely-spam" ? undefined : URGENT.find((rule) => rule.pattern.test(text) && !rule.unless?.test(text));
  const size: TriageSize = MULTI_DAY.test(text)
    ? "multi-day"
    : HALF_DAY.test(text) && (SERVICE_SIZE[request.service] ?? "small") === "small"
      ? "half-day"
      : (SERVICE_SIZE[request.service] ?? "small");
  const outOfArea = outOfAreaOf(request.zipCode, context.servedZips);
  const questions = [
    ...(request.description.trim().length < 15 ? ["What exactly needs doing (a photo helps)?"] : []),
    ...(SERVICE_QUESTIONS[request.service] ?? GENERAL_QUESTIONS),
    ...(request.zipCode ? [] : ["Where is the job (the ZIP code)?"]),
    ...(outOfArea ? ["The ZIP is outside the areas served: is the job near one of them?"] : []),
  ].filter((question, index, all) => all.indexOf(question) === index);
  return {
    verdict,
    urgency: urgent?.value ?? "routine",
    size,
    outOfArea,
    details: {
      reasons,
      urgencyReason: urgent?.reason ?? null,
      questions: questions.slice(0, 4),
      priceItems: verdict === "likely-spam" ? [] : matchPriceItems(request, context.priceBook),
    },
    source: "baseline",
    note: null,
  };
}

const shortText = z.string().trim().min(1).max(200);

/** What a model may answer: these fields only, each bounded. The ZIP's area is never the model's. */
export const TRIAGE_ANSWER = z.object({
  verdict: z.enum(TRIAGE_VERDICTS),
  reasons: z.array(shortText).min(1).max(4),
  urgency: z.enum(TRIAGE_URGENCIES),
  urgencyReason: shortText.nullable(),
  size: z.enum(TRIAGE_SIZES),
  priceItemIds: z.array(z.number().int()).max(5),
  questions: z.array(shortText).max(4),
});
export type TriageAnswer = z.infer<typeof TRIAGE_ANSWER>;

/** A model's answer as a triage: price items only among those offered, the area from the rules. */
export function triageFromAnswer(answer: TriageAnswer, baseline: Triage, context: TriageContext): Triage {
  const offered = new Map(context.priceBook.map((item) => [item.id, item.name]));
  return {
    verdict: answer.verdict,
    urgency: answer.urgency,
    size: answer.size,
    outOfArea: baseline.outOfArea,
    details: {
      reasons: answer.reasons,
      urgencyReason: answer.urgency === "routine" ? null : answer.urgencyReason,
      questions: answer.questions,
      priceItems: [...new Set(answer.priceItemIds)].filter((id) => offered.has(id)).map((id) => ({ id, name: offered.get(id)! })),
    },
    source: "model",
    note: null,
  };
}

/** The short label of the leads list (a few bytes a row, issue 33's 60 KB): only for a lead staff should look at. */
export function triageLabel(triage: Pick<Triage, "verdict" | "urgency">): string {
  return triage.verdict === "likely-spam" ? "Spam?" : triage.urgency === "urgent" ? "Urgent" : "";
}

export const VERDICT_LABELS: Record<TriageVerdict, string> = { "likely-real": "Likely real", "likely-spam": "Likely spam" };
export const URGENCY_LABELS: Record<TriageUrgency, string> = { urgent: "Urgent", soon: "Soon", routine: "Routine" };
export const SIZE_LABELS: Record<TriageSize, string> = { small: "Small job", "half-day": "Half a day", "multi-day": "Several days" };
export const SOURCE_LABELS: Record<AiSource, string> = { baseline: "Built-in rules", model: "AI model" };
