/**
 * The SECOND held-out set of the lead triage (issue 45, decision 091, addendum 2026-12-05).
 *
 * BLIND: the baseline's rules (app/ai/triage.ts) must NEVER be tuned against these requests.
 * Do not read its misses to write a signal, a weight or a word list; do not add, drop or relabel
 * an entry to move a figure. When a rule change is wanted, tune it on EVAL_SET (and on
 * HELD_OUT_SET, which stopped being blind on 2026-12-05) and only then measure here. Once this set
 * has been looked at to change a rule it is no longer blind: say so in decision 091 and write a
 * third one.
 *
 * How it was made: written on 2026-12-05 before the rules' details or the first held-out set's
 * misses were read, from what a Los Angeles handyman company's booking form really receives.
 * About a third spam, of the kinds such a form gets (SEO, web design and ads pitches, lead
 * sellers, loans and cash advances, crypto, a link drop, gibberish, test submissions, wholesale
 * sellers, job seekers and service vendors, a fake-urgency phishing notice, an overpayment scam),
 * and two thirds real requests, many of them hard on purpose: very short, misspelled, Spanglish,
 * naming the company's website, Google, reviews or a shop's link for a good reason, written by a
 * business owner or a property manager, and urgent leaks, lockouts and power cuts.
 * Written for this project; no real customer's words, and every phone number and address is made up.
 *
 * Each entry is `[service, text, lang]`; a service code ending in "!" marks an urgent real request.
 */
import { heldOut, type EvalSample } from "./eval-set";
import type { Lang } from "~/content/i18n";

const BLIND_REAL: [string, string, Lang][] = [
  // English
  ["tv", "mount tv pls", "en"],
  ["tv", "Saw your reviews on Google, need a 77 inch OLED mounted on a stone fireplace. Can you do it this weekend?", "en"],
  ["tv", "hi how much to mount 2 tvs", "en"],
  ["fa", "Need help assembling a sectional couch and two nightstands from Amazon", "en"],
  ["fa", "Can you put together this desk? https://www.ikea.com/us/en/p/malm-desk-white-80214159/", "en"],
  ["fa", "Hi my name is Sarah, I need a trampoline assembled in the backyard, 14 ft. Thx", "en"],
  ["dw", "hole in wall from door knob", "en"],
  ["dw", "Water stain on ceiling after the roof leak last winter, roof was fixed, need drywall patched and painted.", "en"],
  ["dw", "Need wall repair after removing an old TV mount, 8 big holes. Found you searching 'drywall repair near me' on Google.", "en"],
  ["hc", "Deep clean before my parents visit, 3 bed 2 bath, have a dog.", "en"],
  ["hc", "End of lease cleaning needed, landlord is picky about the oven and baseboards.", "en"],
  ["hc", "Office cleaning for a small dental office, 1200 sq ft, after hours twice a week. Do you do commercial?", "en"],
  ["lf!", "Half the outlets in the kitchen and the lights stopped working, breaker won't reset, smells like something burning", "en"],
  ["lf", "Replace 4 recessed lights with LED wafers and put a dimmer in.", "en"],
  ["lf", "swap ceiling fan for chandlier in dinning room", "en"],
  ["ca", "Recaulk tub and shower, old caulk is moldy", "en"],
  ["gu", "Gutters overflowing in the rain, full of leaves, single story house in Culver City.", "en"],
  ["sh", "Set up a Ring doorbell and two Nest cameras, wifi is fine. I read the setup guide on your website but I'm still lost.", "en"],
  ["sh", "Install smart thermostat (Ecobee). Old one is a Honeywell with 4 wires.", "en"],
  ["dl!", "Locked out, key broke inside the front door lock, I'm outside with my kids.", "en"],
  ["dl", "Back door deadbolt sticks, hard to turn the key", "en"],
  ["se!", "Water pouring from under the kitchen sink, I shut off the valve but it's still dripping and the floor is soaked", "en"],
  ["se!", "Power is out in half the house since this morning, neighbors have power. Fridge is on that side.", "en"],
  ["se!", "Toilet overflowing and won't stop, shutoff valve is stuck!!", "en"],
  ["se", "Can you install a pet door in a sliding glass door? This is the one I bought: https://a.co/d/3fGhT7k", "en"],
  ["se", "I run a small bakery and need shelves put up in the back room and a sign hung outside. Our website is sweetcrumbbakery.com if you want to see the storefront.", "en"],
  ["se", "Hi, property manager here. We have 12 units in Van Nuys that need smoke detector batteries swapped and a few small repairs every month. Looking for a reliable handyman for ongoing work, can we set up a call?", "en"],
  ["se", "I left you a 5 star review last time! Back again: the bathroom exhaust fan rattles and needs replacing.", "en"],
  ["se", "Garage door opener installation, we bought a Chamberlain with wifi so I can open it from my phone", "en"],
  ["se", "grab bars in shower for my mom, she is 82", "en"],
  // Spanish (and Spanglish)
  ["tv", "Necesito montar una tele de 65 pulgadas en la sala, pared de drywall.", "es"],
  ["tv", "colgar tele cuarto", "es"],
  ["tv", "Hola, necesito que me mounten la TV en la pared del living, es de 55 inches, y hide the cables porfa", "es"],
  ["fa", "Armar un ropero y una cama litera, ya tengo todas las piezas.", "es"],
  ["fa", "Tengo un closet organizer de Costco, necesito help para armarlo este weekend", "es"],
  ["dw", "Hay un hoyo grande en la pared del baño, lo hizo mi hijo con la puerta.", "es"],
  ["dw", "tengo umedad en la pared y se esta cayendo la pintura, nesesito que la arreglen", "es"],
  ["hc", "Limpieza profunda de casa de 3 recámaras, nos mudamos el sábado.", "es"],
  ["hc", "Ocupo limpieza de la cocina y los baños, vi sus reseñas en Google y me gustaron.", "es"],
  ["hc", "Limpieza de oficina pequeña para mi negocio, ¿cuánto cobran por mes?", "es"],
  ["lf", "Quiero cambiar las lámparas de la cocina por unas LED, ya las compré en Home Depot.", "es"],
  ["ca", "Calafatear la bañera, el silicón viejo tiene hongo negro.", "es"],
  ["gu", "Limpieza de canaletas, casa de dos pisos en Pasadena.", "es"],
  ["sh", "¿Me pueden instalar cámaras de seguridad Wyze? Tengo 4.", "es"],
  ["dl!", "Se rompió la chapa de la puerta principal y no cierra, vivo sola y ya es de noche.", "es"],
  ["se!", "Se está saliendo el agua del calentador, ¡hay agua por todo el garaje!", "es"],
  ["se!", "No tenemos luz en toda la casa desde anoche, ya revisé los breakers.", "es"],
  ["se!", "Hay un leak en el techo del bathroom y está goteando sobre la luz, please come ASAP", "es"],
  ["se", "Necesito arreglar la cerca del patio, se cayeron dos tablas con el viento.", "es"],
  ["se", "Compré esta repisa flotante y necesito que la instalen: https://www.homedepot.com/p/312345678", "es"],
  ["se", "Mi vecina me dio su número, necesito pintar dos cuartos y arreglar una puerta del clóset.", "es"],
];

const BLIND_SPAM: [string, string, Lang][] = [
  // English
  ["se", "Hi, I was checking out your site and noticed it isn't showing up on the first page for 'handyman near me'. We can fix that in 30 days, guaranteed. Can I send you a quick audit?", "en"], // SEO
  ["se", "Your website looks outdated and isn't mobile friendly. I'm a freelance designer and can rebuild it for $499. Reply YES and I'll send samples.", "en"], // web design
  ["se", "We deliver exclusive, pre-qualified homeowner leads in your area. Pay per lead, no contracts. Interested in 10 free leads to try us out?", "en"], // lead seller
  ["se", "Approved for up to $250,000 in working capital. No credit check, funding in 24 hrs. Call Mike at 818-555-0199.", "en"], // cash advance
  ["se", "Earn passive income with Bitcoin trading. My clients made 300% last month. Message me on WhatsApp +1 202 555 0147", "en"], // crypto
  ["se", "Great content!! check this out http://cheap-meds-online.example/buy", "en"], // link drop
  ["se", "asdf asdf qwer", "en"], // gibberish
  ["se", "test test please ignore", "en"], // test submission
  ["lf", "We are a wholesale supplier of LED light fixtures and TV mounts. Best factory price, MOQ 100 pcs. Can I send our catalogue?", "en"], // reseller
  ["se", "Hello, I am looking for work as a handyman helper. I have 5 years experience in painting and drywall. Please let me know if you are hiring.", "en"], // job seeker
  ["se", "We offer virtual assistants to answer your calls and book your jobs for $8/hour. Free trial week, no commitment.", "en"], // service vendor
  ["se", "URGENT: Your Google Business Profile will be suspended within 24 hours due to policy violations. Verify your account now: http://g00gle-business-verify.example/login", "en"], // phishing, fake urgency
  ["se", "Boost your business with 5-star Google reviews! 50 reviews for $99, real accounts, safe and permanent.", "en"], // review seller
  ["se", "Want more customers this month? Our Facebook ads system books handyman companies 20+ jobs a week. Grab a 15 min call: calendly.com/growthpro-demo", "en"], // ads agency
  ["hc", "Hi, I'm relocating and need my new house cleaned. I will send a cashier's check for $3,200 and you pay my mover the difference. Reply to my email only.", "en"], // overpayment scam
  ["se", "Would you be interested in an email list of 25,000 homeowners in Los Angeles County? Verified contacts, instant download.", "en"], // data list seller
  ["se", "Do you need help with your website?", "en"], // short web pitch
  // Spanish
  ["se", "Hola, su página no aparece en Google. Somos expertos en posicionamiento SEO para negocios latinos. ¿Le interesa una asesoría gratis?", "es"], // SEO
  ["se", "Préstamos personales y para negocios sin revisión de crédito. Aprobación inmediata. Escríbanos por WhatsApp.", "es"], // loans
  ["se", "Invierta en criptomonedas con nuestra plataforma y gane hasta 5% diario. Oportunidad limitada.", "es"], // crypto
  ["se", "Buenas tardes, busco trabajo de ayudante, tengo experiencia en pintura y limpieza. ¿Están contratando?", "es"], // job seeker
  ["se", "prueba 123", "es"], // test submission
  ["se", "Le ofrecemos diseño de página web profesional más hosting por solo $299 al año. Llámenos hoy.", "es"], // web design
  ["se", "Aviso importante: su cuenta de pagos ha sido bloqueada. Ingrese a este enlace para verificar sus datos: bit.ly/verif-cuenta", "es"], // phishing
  ["se", "Le consigo clientes nuevos cada semana con anuncios en Facebook e Instagram. Solo paga por resultados.", "es"], // ads / lead gen
];

/** The second held-out set, blind to the rules: 51 real requests (9 urgent) and 25 spam, English and Spanish. */
export const BLIND_SET: EvalSample[] = [...heldOut(BLIND_REAL, false, 601), ...heldOut(BLIND_SPAM, true, 701)];
