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

/**
 * Urgency by kind, not by the examples' phrases (decision 091, addendum 2026-12-05 "urgency"): a
 * request is urgent when it tells of something happening now that harms the home or the people in
 * it (water getting out or in, part of the house without power, no heat or cooling for someone at
 * risk in extreme weather, a ceiling or a tree come down, sewage), of a danger (sparks, a burning
 * smell, gas, a shock), or of a home open to the street (it cannot be locked or closed, a break-in).
 * Each kind is read clause by clause: a clause whose words say it is not so, or no longer so (a
 * negation just before, "fixed", "old", "last winter", "we had", a stain from a past leak, "before
 * it bursts") does not count. A request that only asks for a visit soon is "soon".
 */
type UrgencyKind = { reason: string; signal: RegExp; counter?: RegExp; needs?: RegExp };

/** Words that, just before a signal, say it is not so: "no leak", "not leaking", "ya no gotea". */
const NEGATED = /(?:\b(?:no|not|never|without|sin|nunca|ni|zero|isn'?t|aren'?t|wasn'?t|doesn'?t|didn'?t)|n't|ya no|no longer|no more)(?:\s+[\w']+){0,2}\s*$/;

/** A clause about the past, a repair done, or a prevention: the harm is not under way. */
const NOT_NOW =
  /\bfixed\b|repaired|(?:was|been|got) (?:fixed|repaired|patched|replaced|stopped)|stopped (?:leaking|dripping)|se (?:arreglo|reparo|compuso)|arreglaron|repararon|arreglamos|reparamos|(?:ya (?:esta |quedo )?)(?:arreglad|reparad)|\b(?:old|past|previous|earlier|prior|vieja|viejo|antigua|antiguo|anterior|pasad[ao])\b|last (?:year|winter|summer|spring|fall|month|week|time|storm)|(?:years?|months?|weeks?) ago|(?:we|i) had (?:a |an )?(?:leak|flood)|(?:tuvimos|hubo|tuve) (?:una |un )?(?:fuga|gotera|inundacion)|hace (?:\d+|un|una|dos|tres|unos|unas|varios|varias) (?:anos|meses|semanas)|\b(?:stain|mancha)s? (?:from|after|de la|por la|por una|de una)|before (?:it|they) (?:bursts?|leaks?|breaks?|floods?|fails?)|antes de que (?:se )?(?:rompa|reviente|gotee|falle)|in case|por si|just in case|para que no|so (?:it|that it) (?:doesn'?t|won'?t)/;

/** Devices named after a danger they watch for: a smoke alarm's battery is not a fire. */
const DETECTORS = /(?:smoke|co|carbon monoxide|gas|fire) (?:detector|alarm)s?|(?:detector|alarma)s? de (?:humo|monoxido|gas|incendio)|(?:extractor|campana)(?:es|s)? de humo/g;

/** What does not close the home: a cabinet, a closet, a gate, a shower, an inside room's door, blinds, an appliance. */
const NOT_THE_HOME =
  /\b(?:cabinet|closet|drawer|gate|shower|bathroom|bedroom|pantry|blinds|shades|curtains?|lid|fridge|refrigerator|oven|dishwasher|microwave|gabinete|cajon|porton|reja|regadera|bano|recamara|alacena|persianas?|cortinas?|tapa|refrigerador|horno|lavaplatos|microondas)\b/;

const WATER_OUT =
  /\blea?k|\bleek|fuga\b|fugas\b|gote\w*|dripp?\w*|escurr\w*|filtrando|filtracion|se (?:esta )?filtra|(?:water|agua)[^.,;]{0,20}(?:pouring|gushing|spraying)|(?:pouring|gushing|spraying) (?:water|out|in|from|through|down)|water (?:is |was |keeps )?(?:everywhere|all over|running|coming|getting|pooling|on the floor|in the|under the|into|through|thru)|agua (?:por todos lados|por todo|en el piso|saliendo|sale|entrando|entra|metiendo|se (?:esta )?(?:sale|saliendo|mete|metiendo|entra|entrando))|(?:saliendo|sale|entrando|entra|metiendo|mete|cayendo|brotando|escurriendo) (?:el |mucha |mucho )?agua|\bflood(?:ed|ing|s)?\b(?! ?lights?)|inund\w*|\bburst|revent\w*|(?:pipe|hose|line|tubo|tuberia|manguera)[^.,;]{0,20}(?:broke|popped|split|cracked and|se rompio|se reviento)|se (?:rompio|reviento|zafo) (?:el |la )?(?:tubo|tuberia|manguera|pipe|hose)|\bsoaked\b|soaking wet|empapad\w*|charco|puddle|pooling|(?:getting|is|are|got|esta|estan|se esta|se estan) (?:\w+ )?(?:wet|mojad\w*|mojando)|(?:toilet|inodoro|sink|fregadero|lavabo|tub\b|tina|drain|drenaje|coladera|washer|lavadora|shower|regadera|excusado|taza|w\.?c\.?)[^.,;]{0,40}(?:overflow|desbord)|(?:overflow\w*|desbord\w*)[^.,;]{0,20}(?:toilet|inodoro|sink|fregadero|tub\b|tina|drain|washer|lavadora)/;

const URGENCY_KINDS: UrgencyKind[] = [
  {
    reason: "Active leak",
    signal: WATER_OUT,
    // A faucet or shower head dripping into its own basin harms nothing yet; a gutter spilling outside is maintenance.
    counter: /(?:faucet|showerhead|shower head|llave|grifo|regadera)\s*(?:is |keeps )?(?:dripp?\w*|lea?k\w*|gote\w*)|drip (?:edge|irrigation|line|system|tray|pan)|(?:gutters?|canaletas?|downspouts?)\s*(?:\w+ ){0,2}(?:overflow\w*|se desbordan?|desborda\w*)(?![^.,;]*(?:into|inside|in the house|adentro|dentro))/,
  },
  { reason: "Electrical or gas danger", signal: /spark\w*|chispa\w*|\bsmok(?:e|ing)\b|\bhumo\b|burn(?:ing|t|ed)\b[^.,;]{0,20}(?:smell|odor|plastic|wire|outlet|plug)|smell\w*[^.,;]{0,20}burn|(?:olor|huele|oliendo) a (?:\w+ )?quemad\w*|quemad[oa]s? (?:el|la|los|las) (?:contacto|enchufe|cable|apagador)|melt\w*|derreti\w*|scorch\w*|(?:outlet|panel|switch|plug|cord|wire|breaker|contacto|enchufe|apagador|cable)s?[^.,;]{0,30}(?:is|are|feels?|gets?|getting|got|turned|went|se puso|se pone|esta|estan) (?:\w+ )?(?:hot|warm|caliente|black|negr\w*)\b|\bbuzz(?:ing|es)?\b|zumb(?:a|ando|ido)\b|\bgas (?:smell|leak|odor)|smell\w* (?:of |like )?gas\b|(?:huele|olor|oliendo) a gas|fuga de gas|rotten eggs?|huevo podrido|\bshock(?:ed|ing|s)?\b|descarga electrica|(?:me|le|nos) dio (?:una )?descarga|da descargas|electrocut\w*|me dio (?:un )?toque|da toques/ },
  {
    reason: "No power",
    signal:
      /no (?:power|electricity)\b(?! ?(?:outlets?|plugs?|sockets?|cords?|strips?|tools?|near|behind|by|at|on|for|where|there))|power (?:is |went |has gone )?(?:out|off|down)|lost power|without power|sin (?:luz|electricidad|corriente)|no (?:hay|tenemos|tengo|tiene) (?:luz|electricidad|corriente)|se (?:fue|corto|bajo|quito) la (?:luz|electricidad|corriente)|(?:outlets|plugs|lights|contactos|enchufes|luces)\b[^.,;]{0,40}(?:stopped|dead|not working|aren'?t working|don'?t work|won'?t work|went out|no (?:funcionan|sirven|prenden|jalan)|dejaron de|se apagaron)|breaker[^.,;]{0,15}(?:won'?t|wont|doesn'?t|keeps|can'?t|no (?:se )?(?:sube|queda|resetea|puede))|(?:fridge|refrigerator|refrigerador|nevera)[^.,;]{0,20}(?:no prende|won'?t (?:turn|start)|is off|went off|se apago)/,
    counter: /never (?:worked|has)|nunca (?:ha )?(?:funcionado|servido|sirvio)|since we moved|desde que (?:nos )?(?:mudamos|compramos)/,
  },
  {
    reason: "Home cannot be locked",
    signal:
      /locked (?:myself |ourselves |me |us )?out|lock(?:ed)? (?:myself|ourselves) out|(?:quede|quedamos|quedo) (?:afuera|fuera)|(?:can'?t|cannot|can not|won'?t|wont|doesn'?t|does not|will not|unable to|no (?:puedo|podemos|se puede|se deja|quiere)) (?:\w+ ){0,3}(?:lock|close|latch|shut(?! off| down)|secure|cerrar|asegurar|cerrarla|cerrarlo)|\bno (?:cierra|asegura|tiene seguro|agarra)|(?:stuck|jammed|atorad\w*|trabad\w*) (?:wide )?(?:open|abiert\w*)|(?:se quedo|quedo|se queda) abiert\w*|broke in|break-?in|broken into|burglar\w*|robbed|robaron|robo\b|metieron a robar|se metieron a (?:la|mi|nuestra) (?:casa|departamento)|forzaron|intentaron (?:entrar|robar)|kicked (?:in|the door)|(?:door|window|lock|deadbolt|frame|puerta|ventana|cerradura|chapa|cerrojo|marco)[^.,;]{0,25}(?:broke|broken|snapped|split|smashed|shattered|rota|roto|rompio|rompieron|quebr\w*)|(?:broke|smashed|shattered|rompieron|rompio|quebraron)[^.,;]{0,25}(?:door|window|lock|deadbolt|puerta|ventana|cerradura|chapa)/,
    counter: NOT_THE_HOME,
  },
  {
    reason: "Damage spreading",
    signal:
      /sewage|sewer (?:backup|back-up|backed up|backing up|coming up)|aguas negras|aguas residuales|(?:drain|desague|drenaje|coladera)[^.,;]{0,30}(?:back(?:ing|ed)? up|coming up|se regresa|regresando)|(?:coming|comes|came) up (?:in|through|thru|out of) (?:the )?(?:shower|tub|drain|toilet|sink)|ceiling[^.,;]{0,25}(?:fell|fallen|falling|came down|coming down|collaps\w*|caving|sagg\w*|bulg\w*)|(?:techo|plafon|cielo raso|tablaroca)[^.,;]{0,25}(?:se (?:cayo|cae|esta cayendo|vino abajo|hundio|esta hundiendo)|colaps\w*|pandead\w*|abombad\w*)|(?:tree|branch|limb|arbol|rama)[^.,;]{0,40}(?:fell|fallen|came down|crashed|through|se cayo|cayo|encima)|(?:hole|hoyo|agujero) (?:in|en) (?:the |our |my |el )?(?:roof|techo)|(?:blew|blown|ripped) off|se (?:volo|volaron|llevo el viento)/,
  },
  {
    reason: "No heat or cooling for someone at risk",
    signal:
      /(?:\bno|without|sin) (?:\w+ ){0,2}(?:heat|heating|calefaccion|ac|a\/c|air|aire|clima|cooling)\b|(?:heat|heater|heating|furnace|calefaccion|calentador|\bac|a\/c|air conditioning|air conditioner|aire acondicionado|aire|clima)\b[^.,;]{0,25}(?:died|dead|broke|stopped|not working|isn'?t working|won'?t (?:turn|start|work)|no (?:sirve|funciona|prende|enfria|calienta)|se (?:descompuso|murio|apago)|dejo de)/,
    needs:
      /\b(?:baby|babies|infant|newborn|bebe|recien nacid\w*|elderly|senior|anciano|ancian\w*|abuel\w*|grandma|grandpa|grandmother|grandfather|oxygen|oxigeno|medical|medic\w*|heart|corazon|disabled|discapacitad\w*|sick|enferm\w*|pregnant|embarazada|dialysis|dialisis)|\b[789]\d (?:years old|yrs|anos)|\b(?:is|son|tiene|esta|are) [789]\d\b|heat ?wave|ola de calor|freezing|helando|congelando|triple digits|\b(?:9[5-9]|1[01]\d) ?(?:degrees|grados|°|f\b)|\b(?:a|at|is|its|it's|estamos a|hace) (?:9[5-9]|1[01]\d)\b|\b(?:[0-2]\d|3[0-2]) ?(?:degrees|grados|°)/,
  },
];

/** Asks for a visit soon, without a harm under way. */
const SOON = /\basap\b|as soon as possible|lo antes posible|lo mas pronto|urgent|urgente|emergency|emergencia|today|\bhoy\b|tomorrow|manana temprano|this week|esta semana|right away|cuanto antes/;

/** Whether a clause holds the kind's signal, not negated just before it. */
function clauseSignals(clause: string, signal: RegExp): boolean {
  const global = new RegExp(signal.source, "g");
  for (const match of clause.matchAll(global)) {
    if (!NEGATED.test(clause.slice(0, match.index))) return true;
  }
  return false;
}

/** The request's urgency and why, from the kinds above (text already `plain`). */
export function urgencyOf(text: string): { value: TriageUrgency; reason: string } | null {
  const clauses = text
    .replace(DETECTORS, " ")
    .split(/[.;!?\n()]+|,\s*|\s(?:but|pero|although|aunque|y ahora|and now|now)\s/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  for (const kind of URGENCY_KINDS) {
    if (kind.needs && !kind.needs.test(text)) continue;
    if (clauses.some((clause) => clauseSignals(clause, kind.signal) && !NOT_NOW.test(clause) && !kind.counter?.test(clause))) {
      return { value: "urgent", reason: kind.reason };
    }
  }
  return SOON.test(text) ? { value: "soon", reason: "Asks for a visit soon" } : null;
}

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
  const urgent = verdict === "likely-spam" ? null : urgencyOf(text);
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
