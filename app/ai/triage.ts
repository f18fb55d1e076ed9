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

/**
 * What spam looks like here, by kind rather than by example (decision 091, addendum 2026-12-05):
 * a strong signal (3) alone marks a request "Spam?"; a weak one (2) needs a second signal, and a
 * request that names a job in a home takes a point off weak ones. Precision first: a real customer
 * marked spam costs more than a missed pitch (and "Spam?" is only a word for staff: nothing is
 * dropped or moved). A signal is a kind of pitch, from what sellers do (talk to the business about
 * its business, promise money, ask for work, warn of a suspended account, quote a price), never a
 * customer's way of asking (a link to a product, "your website", "mi negocio").
 */
const SPAM_SIGNALS: Signal[] = [
  { pattern: /https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|ru|xyz|biz|info|top|shop|ly)\b(?!\w)/, weight: 2, reason: "Contains a link" },
  {
    pattern:
      /\bseo\b|\bppc\b|pay per click|backlink|first page (?:of|on|for) google|primera pagina de google|rank(?:ing)? (?:your|higher|#1|on google)|web ?design|website (?:design|redesign|traffic)|digital marketing|marketing digital|posicionamiento|guest post|online presence|presencia en (?:internet|linea|google)|more (?:leads|customers|traffic) for your|mas clientes para su|paginas? web|sitio web|social media (?:management|marketing)|redes sociales para su negocio|google (?:ads|maps ranking|business listing)|(?:facebook|instagram|google|tiktok) ads|anuncios en (?:facebook|instagram|google|redes)|logo ?design|diseno de (?:logo|marca)|branding|(?:manage|grow|boost|run|handle|maneja\w*|administra\w*|gestiona\w*) (?:your|su|tu) (?:instagram|facebook|social|redes|online|presencia|marketing|ads)/,
    weight: 3,
    reason: "Sells marketing or web services",
  },
  {
    pattern:
      /bitcoin|crypto|cripto|forex|\binvest(?:ment|ing)?\b|inversion|invierta|\bloans?\b|prestamo|casino|apuestas|\bbetting\b|financing offer|business funding|capital de trabajo|working capital|cash advance|adelanto de efectivo|merchant (?:cash|funding|services)|\bfunding\b|financiamiento para su|fondos? (?:para su negocio|en (?:un|1|24|48) )|(?:no|without) credit check|sin (?:revisar |revision de |verificar )?(?:su )?credito|revision de credito|(?:pre-?)?approved for up to|aprobacion (?:inmediata|rapida|garantizada)|passive income|ingresos? pasivos?|double your money|duplique su dinero|\b(?:earn|make|gane|gana|ganar)\b[^.!?]{0,15}(?:\$ ?\d|money|dinero|income|ingresos)|\d+ ?% (?:daily|diario|a day|al dia|monthly|mensual|weekly|semanal|returns?|de ganancia)/,
    weight: 3,
    reason: "Offers money, loans or investments",
  },
  { pattern: /you (?:have )?won|winner|gift card|tarjeta de regalo|ganaste|ha ganado|premio|claim your|reclame su|lottery|loteria/, weight: 3, reason: "Announces a prize" },
  {
    pattern: /viagra|cialis|pills|pastillas|weight loss|bajar de peso|dating|citas en linea|onlyfans|adult|replicas?\b|rolex|relojes de marca|designer (?:bags|watches|handbags)|email list|mailing list|lista de (?:correos|contactos)|(?:homeowners?|contacts?|leads?) (?:list|database|data)\b|(?:verified|verificados) (?:contacts|emails|contactos|correos)/,
    weight: 3,
    reason: "Advertises unrelated products",
  },
  {
    pattern:
      /ignore (?:all |your |the |any |everything )?(?:previous |prior |above |anterior )?(?:instructions|prompt|rules|above)|disregard (?:the |your |all )?(?:system|instructions|previous|above)|system prompt|as an ai|you are (?:now )?an? (?:ai|assistant|language model)|ignora\w* (?:todas )?(?:las |tus |lo )?(?:instrucciones|reglas|anterior)|modelo de lenguaje|mark (?:this|it)(?: request)? (?:as )?(?:urgent|approved|real)|marca(?:lo| esto| esta solicitud)? como (?:urgente|aprobad)|prueba del sistema|system test|test of the system|(?:set|change|update|mark) (?:the |its |this |my )?(?:status|verdict|priority|estado)\b|\b(?:cambia\w*|pon\w*|marca\w*|actualiza\w*) (?:el |su )?(?:estado|estatus|prioridad)/,
    weight: 3,
    reason: "Addresses a machine rather than a handyman",
  },
  {
    pattern:
      /dear (?:sir|madam|business owner|owner)|estimado propietario|we are a (?:company|team|agency)|somos una (?:empresa|agencia)|our (?:company|agency|services) (?:offers?|can|provides?)|we offer|we provide|we deliver|we specialize|ofrecemos|proveemos|le ofrecemos|partnership|collaboration|colaboracion|asociacion comercial|are you the owner|is this the owner|es usted el dueno|i came across your (?:website|business)|vi su (?:sitio|negocio)|quick question about your (?:website|business)|unsubscribe|cancelar suscripcion|wholesale|al por mayor|mayoreo|precios especiales para su|factory (?:price|direct)|precio de fabrica|\bmoq\b|pay per lead|\$ ?\d+ (?:per|por|a) (?:lead|cada uno)|(?:exclusive|pre-?qualified|qualified|homeowner|roofing|handyman|plumbing|contractor|verified|\d+) leads\b|\bleads (?:for|in|to) your|leads de (?:clientes|reparacion)|leads exclusivos|para contratistas|for contractors|build you a new|lovely website|subcontrat|garantizamos \d+|guarantees? \d+ jobs|\bour (?:agency|software|platform|program|team of experts)\b|\bnuestr[ao]s? (?:agencia|software|plataforma|programa)\b|\bi specialize in\b|le (?:ofrezco|consigo|puedo ofrecer)|(?:more|new|get|extra|boost|grow) (?:\w+ )?(?:leads|customers|clients)\b|(?:mas|nuevos|consiga|conseguir|atraer|le consigo) (?:\w+ )?clientes\b|(?:get|more|boost|collects?|buy) (?:\w+ ){0,2}reviews\b|(?:consigue|obtenga|conseguir|mas|pocas) (?:\w+ )?resenas/,
    weight: 3,
    reason: "Reads as a sales pitch to the business",
  },
  { pattern: /\b(?:outsourc|virtual assistant|asistente virtual|data entry|lead generation|generacion de leads|appointment setting)/, weight: 3, reason: "Offers staff or lead services" },
  {
    pattern:
      /(?:i am|i'm|im) looking for (?:a )?(?:work|job|employment)\b(?! (?:to be|done|on|for my|in my|at my))|(?:are|is) (?:you|your company) hiring|if you(?:'re| are) hiring|(?:my|mi) (?:resume|cv|curriculum)|busco (?:trabajo|empleo)\b|(?:estan|esta) contratando|solicito (?:trabajo|empleo)|join your team|unirme a su equipo/,
    weight: 3,
    reason: "Asks for a job rather than offering one",
  },
  {
    pattern:
      /verify (?:your )?(?:account|identity|information|details|login)|(?:account|profile|listing|page) (?:will be |has been |is )?(?:suspended|locked|disabled|deactivated|closed)|(?:suspended|deactivated|removed) within|policy violations?|verifi\w* (?:su|sus|tu|tus) (?:cuenta|datos|identidad|informacion)|(?:cuenta|perfil|pagina) (?:ha sido |sera |esta )?(?:suspendid|bloquead|desactivad|cerrad)|violacion de (?:las )?politicas|confirm your (?:login|password|payment details|account)|\byou (?:pay|send|refund|wire|transfer|give)\b[^.!?]{0,30}\b(?:difference|excess|overpayment|rest|remaining)|(?:usted )?(?:le )?(?:pague|envie|devuelva|transfiera) (?:a mi|al)[^.!?]{0,30}(?:la diferencia|el excedente|el resto)/,
    weight: 3,
    reason: "Reads as a scam or phishing notice",
  },
  {
    pattern:
      /special offer|oferta especial|limited (?:time )?offer|oportunidad limitada|free (?:trial|audit|consultation|mockup|leads|samples?)|first month free|primer mes gratis|(?:asesoria|auditoria|consulta|prueba) gratis|no (?:contracts?|commitment|obligation)\b|sin (?:contrato|compromiso)|flat (?:fee|rate)|tarifa fija|(?:starting at|starts at|packages? from|from just|sites from|desde solo) \$ ?\d|(?:only|just|solo|por solo) \$ ?\d|reply (?:yes|stop|now)\b|responda (?:si|ya)\b|click (?:here|now|the link)|haga clic|visit our|visite nuestr|dm me|telegram|reaching out|me comunico con usted|le escribo para|per month for your|(?:your|su|tu) (?:business|company|brand|negocio|empresa|marca|compania)\b|catalog(?:ue)?\b|catalogo|\bfreelance|(?:\d+|five|cinco)[- ](?:star|estrellas) reviews|resenas de (?:5|cinco) estrellas|cashier'?s? check|money order|cheque de caja|overpa(?:y|id)/,
    weight: 2,
    reason: "Reads like an offer",
  },
  { pattern: /\b(?:your|su|tu) (?:website|web site|site|pagina|sitio|google (?:business )?(?:profile|listing)|perfil de google|instagram|facebook)\b/, weight: 2, reason: "Talks about the business's own website or pages" },
];

/** Words of a job in a home: their presence makes a request read as a customer's. */
const JOB_WORDS =
  /\b(?:tv|televis|mount|instal|assembl|arm(?:ar|ado)|mueble|furniture|ikea|drywall|hole|agujero|pared|wall|clean|limpi|light|luz|lampara|fixture|caulk|sellad|silicon|gutter|canaleta|smart|thermostat|termostato|camera|camara|doorbell|timbre|door|puerta|lock|cerradura|chapa|leak|fuga|gotera|faucet|llave|sink|lavabo|toilet|inodoro|shower|regadera|ducha|bath|bano|kitchen|cocina|cabinet|gabinete|shelf|shelves|repisa|estante|paint|pint|ceiling|techo|window|ventana|fence|cerca|deck|floor|piso|tile|azulejo|baldosa|outlet|enchufe|contacto|switch|apagador|fan|ventilador|bed|cama|desk|escritorio|dresser|comoda|crib|cuna|mirror|espejo|curtain|cortina|blind|persiana|garage|cochera|patio|roof|hinge|bisagra|knob|perilla|repair|fix|arregl|repar|replace|cambiar|power|water|agua|heater|calentador|electric)/;

/** Three letters side by side on a keyboard, which no English or Spanish word holds: "asdf", "hjkl", "zxcv". */
const KEYBOARD_RUNS = /asd|sdf|dfg|fgh|ghj|hjk|jkl|lkj|kjh|jhg|hgf|gfd|fds|qwe|ewq|zxc|xcv|cvb|vbn|bnm|mnb|nbv|bvc|vcx|cxz/g;

/** The words of a submission that only tests the form: "test", "testing 123", "prueba", "please ignore". */
const TEST_WORDS = new Set(["test", "testing", "prueba", "probando", "please", "pls", "ignore", "ignorar", "favor", "de", "por", "this", "is", "a", "just", "only", "esto", "es", "una", "solo", "hello", "hi", "hola"]);
const onlyTests = (description: string) => {
  const words = description.split(/[^a-z0-9]+/).filter((word) => word && !/^\d+$/.test(word));
  return words.some((word) => /^(?:test|testing|prueba|probando)$/.test(word)) && words.every((word) => TEST_WORDS.has(word));
};

function spamSignals(request: TriageRequest): { score: number; reasons: string[] } {
  const text = plain(`${request.description} ${request.name ?? ""}`);
  const description = plain(request.description);
  const describesJob = JOB_WORDS.test(text);
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
  // A link's letters ("https://drive...") are not the writer's words: random letters are looked for without links.
  const words = description.replace(/(?:https?:\/\/|www\.)\S*|\S+\.(?:com|net|org|io|ly)\S*/g, " ");
  const letters = words.replace(/[^\p{L}]/gu, "");
  const randomLetters = letters.length >= 8 && (/[bcdfghjklmnpqrstvwxz]{6,}/i.test(letters) || (words.match(KEYBOARD_RUNS)?.length ?? 0) >= 2);
  if (randomLetters && !describesJob) {
    score += 3;
    reasons.push("Reads as random letters");
  }
  if (onlyTests(description)) {
    score += 3;
    reasons.push("Only tests the form");
  }
  if (/(.)\1{5,}/.test(request.description) || /[$€]{2,}|!!!!/.test(request.description)) {
    score += 1;
    reasons.push("Repeated characters or symbols");
  }
  // A customer describing a job in their home outweighs weak signals (a link, "your website"), never a strong one.
  if (describesJob && !strong && score > 0) score -= 1;
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
