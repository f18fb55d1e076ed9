/**
 * The URGENCY blind set of the lead triage (issue 45, decision 091, addendum 2026-12-05 "urgency").
 *
 * NEVER TUNE AGAINST THIS. The baseline's urgency rules (app/ai/triage.ts) must never be changed
 * by reading these requests or their misses: do not write a signal, a weight or a word from them;
 * do not add, drop or relabel an entry to move a figure. Tune on EVAL_SET and HELD_OUT_SET (and the
 * urgent requests of BLIND_SET, which the urgency rules were tuned on on 2026-12-05), then measure
 * here, and read only the totals. Once this set has been looked at to change a rule it is no longer
 * blind: say so in decision 091 and write another one.
 *
 * How it was made: written on 2026-12-05, before the urgency rules' details or the other sets'
 * urgent misses were read, and committed on its own before any rule changed. All are real requests
 * from homeowners and tenants in Greater Los Angeles, in English, Spanish and Spanglish, plain,
 * misspelled, and without the word "urgent": about 40% need someone at once, of the kinds a
 * handyman and home-services company gets (active leaks of every sort, no heat or cooling in
 * extreme weather with an elderly person or a baby at home, part of the house without power, a
 * burning smell or sparks, gas, a home that cannot be locked after a break-in or with the garage
 * stuck open at night, a branch through the roof, the only toilet overflowing, sewage, a fallen
 * ceiling, storm damage), a few that ask for a visit soon, and the rest routine, many hard on
 * purpose: an old stain with no leak, a leak already fixed, a smart lock before a trip next month,
 * "asap" for a job that is no emergency, a question about a water heater's price, a past flood's
 * repaint, a heater's yearly dust smell, a worn hose that does not leak.
 * Written for this project; no real customer's words.
 *
 * Each entry is `[service, urgency, text, lang]`; only "urgent" counts as urgent in the figures.
 */
import type { Lang } from "~/content/i18n";
import type { TriageUrgency } from "~/db/ai-values";
import { heldOut, type EvalSample } from "./eval-set";

const ENTRIES: [string, TriageUrgency, string, Lang][] = [
  // Urgent
  ["se", "urgent", "water heater in the garage is leaking all over the floor, its pooling under the door into the laundry room. can someone come today", "en"],
  ["se", "urgent", "Roof is leaking into my daughters bedroom right now with this rain, we have buckets out", "en"],
  ["dw", "urgent", "ceiling in the hallway is dripping and has a bulge in it, water is coming from the upstairs bathroom i think", "en"],
  ["se", "urgent", "washer hose popped off and water is all over the laundry room, cant find where to shut it off", "en"],
  ["se", "urgent", "Se rompió el tubo debajo del fregadero y está saliendo agua sin parar, ya puse toallas", "es"],
  ["se", "urgent", "AC died and its 108 in Woodland Hills today, my mom is 84 and lives with us. please help", "en"],
  ["se", "urgent", "No tenemos calefacción y tengo un bebé de 3 meses, en Palmdale baja a 28 grados en la noche", "es"],
  ["lf", "urgent", "half the house has no power, kitchen and two bedrooms outlets are dead and the breaker wont reset", "en"],
  ["lf", "urgent", "outlet in the living room smells like burning plastic and the cover is warm, we unplugged everything", "en"],
  ["lf", "urgent", "Huele a quemado en el panel eléctrico y se escucha un zumbido", "es"],
  ["se", "urgent", "I smell gas in the water heater closet, strong smell, what do I do", "en"],
  ["dl", "urgent", "someone broke in last night and kicked the back door in, the frame is split and it wont lock", "en"],
  ["dl", "urgent", "Se metieron a robar y rompieron la ventana de la recámara, necesito que la tapen hoy", "es"],
  ["se", "urgent", "Garage door is stuck open and wont close, its 9pm and I cant leave the house open overnight", "en"],
  ["se", "urgent", "big branch from the neighbors tree fell on our roof in the wind, theres a hole and its supposed to rain tonight", "en"],
  ["se", "urgent", "El único baño que tenemos se está desbordando, el agua sale por abajo del inodoro", "es"],
  ["se", "urgent", "sewage coming up in the shower and tub, smells horrible, we have kids", "en"],
  ["dw", "urgent", "part of the kitchen ceiling just came down, drywall all over the floor and wet insulation hanging", "en"],
  ["gu", "urgent", "with this storm water is pouring over the gutters and coming in under the patio door", "en"],
  ["se", "urgent", "el water heater está goteando bien feo, ya hay un charco en el closet, pueden venir hoy?", "es"],
  ["se", "urgent", "leek under kitchen sink wont stop, cabinet floor is soaked", "en"],
  ["se", "urgent", "toilet keeps overflowing, its the only bathroom in the apartment and the plunger didnt work", "en"],
  ["lf", "urgent", "Se fue la luz en la mitad de la casa, el refrigerador no prende y tengo insulina adentro", "es"],
  ["se", "urgent", "Pipe burst in the wall, I can hear water running and the baseboard is getting wet", "en"],
  ["se", "urgent", "Con la lluvia se está metiendo agua por el techo de la sala, gotea en varias partes", "es"],
  ["lf", "urgent", "sparks came out when I plugged in the vacuum and now the outlet is black", "en"],
  ["dl", "urgent", "front door lock broke, the door wont latch at all and I live alone", "en"],
  ["se", "urgent", "storm blew off a bunch of shingles and now theres water coming thru the ceiling light", "en"],
  ["se", "urgent", "mi AC no sirve y estamos a 105, mi abuelita tiene problemas del corazón, ayuda porfa", "es"],
  // Soon
  ["dl", "soon", "Back door lock is sticking, takes a few tries to turn the key. Can someone come this week?", "en"],
  ["tv", "soon", "need tv mounted asap, moving in saturday", "en"],
  ["ca", "soon", "Necesito que me sellen la tina lo antes posible, vienen visitas el viernes", "es"],
  ["fa", "soon", "Can you assemble a crib this week? baby due in 2 weeks", "en"],
  ["se", "soon", "Faucet dripping slowly in the bathroom sink, can someone come by in the next couple of days?", "en"],
  ["hc", "soon", "Limpieza profunda para este fin de semana, entregamos el departamento el lunes", "es"],
  ["dw", "soon", "asap!! need a drywall hole patched before the landlord inspection tuesday", "en"],
  // Routine
  ["dw", "routine", "No leak anymore but theres a brown stain on the ceiling from an old leak, want it patched and painted", "en"],
  ["dw", "routine", "Plumber fixed the leak already last week, now I need the drywall patched where they cut it open", "en"],
  ["sh", "routine", "Want to install a smart lock before our trip next month", "en"],
  ["se", "routine", "How much do you charge to install a 50 gallon water heater? Ours is old but working fine", "en"],
  ["dw", "routine", "Tuvimos una inundación hace dos años, ya está seco, queremos repintar las paredes de la sala", "es"],
  ["se", "routine", "Water heater is making popping noises but no leaks, want someone to flush it", "en"],
  ["lf", "routine", "Replace a light switch that flickers sometimes, no burning smell or anything", "en"],
  ["gu", "routine", "gutter cleaning before the rainy season please", "en"],
  ["se", "routine", "Garage door opener is noisy, want it looked at", "en"],
  ["dw", "routine", "Hay una mancha de humedad vieja en el techo del baño, ya no gotea, quiero que la pinten", "es"],
  ["ca", "routine", "Recaulk the shower, the old caulk has mold on it", "en"],
  ["tv", "routine", "Mount 65in tv in living room", "en"],
  ["fa", "routine", "assemble ikea pax wardrobe 2 units", "en"],
  ["se", "routine", "Need a new garbage disposal installed, old one died", "en"],
  ["lf", "routine", "install ceiling fan in the bedroom where there's a light now", "en"],
  ["sh", "routine", "set up ring doorbell and 2 cameras", "en"],
  ["dl", "routine", "rekey all the locks, we just bought the house", "en"],
  ["se", "routine", "Quiero cambiar el calentador de agua por uno tankless, ¿cuánto cuesta?", "es"],
  ["hc", "routine", "biweekly cleaning for a 3 bed house in Pasadena", "en"],
  ["se", "routine", "Fence gate doesn't close right, its sagging", "en"],
  ["se", "routine", "Install a water filter under the kitchen sink", "en"],
  ["dw", "routine", "Water damage repair from the leak we had in March, insurance already paid, need new drywall and paint", "en"],
  ["se", "routine", "toilet runs all the time, wastes water, can you replace the flapper", "en"],
  ["lf", "routine", "Cambiar las lámparas del patio por unas LED", "es"],
  ["tv", "routine", "Montar una tele de 55 pulgadas en la recámara", "es"],
  ["fa", "routine", "Armar un escritorio y dos libreros de Wayfair", "es"],
  ["se", "routine", "Window screens torn, need them replaced, 3 windows", "en"],
  ["se", "routine", "Can I get a quote for weatherstripping two doors before winter? no rush", "en"],
  ["dl", "routine", "La cerradura de la puerta del patio está dura pero sí cierra, quiero cambiarla", "es"],
  ["sh", "routine", "Install a Nest thermostat, the old one works but want the smart one", "en"],
  ["se", "routine", "Heater works but makes a burning dust smell the first time we turn it on each year, is that normal? want a tune-up", "en"],
  ["gu", "routine", "Limpiar canaletas, la casa es de dos pisos", "es"],
  ["se", "routine", "Replace rotted wood on the deck stairs", "en"],
  ["ca", "routine", "caulk around bathtub and kitchen backsplash", "en"],
  ["se", "routine", "Instalar una puerta para perro en la puerta de la cocina", "es"],
  ["dw", "routine", "patch some nail holes and touch up paint before we move out end of month", "en"],
  ["se", "routine", "Old washer hose looks cracked, not leaking yet, want it replaced before it bursts", "en"],
  ["lf", "routine", "Outlet in the garage doesn't work, never has since we moved in, want it fixed", "en"],
  ["se", "routine", "El aire acondicionado hace ruido pero enfría bien, necesito mantenimiento", "es"],
  ["dl", "routine", "Lost a key, want the locks changed sometime this month", "en"],
];

export type UrgencySample = EvalSample & { urgency: TriageUrgency };

/** The urgency blind set: 76 real requests (29 urgent, 7 soon, 40 routine), English and Spanish. */
export const URGENCY_BLIND_SET: UrgencySample[] = ENTRIES.map(([code, urgency, text, lang], index) => ({
  ...heldOut([[urgency === "urgent" ? `${code}!` : code, text, lang]], false, 801 + index)[0]!,
  urgency,
}));
