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
