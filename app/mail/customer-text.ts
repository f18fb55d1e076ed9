import type { Lang } from "~/content/i18n";
import { catalogueServiceSlug, serviceLabel } from "~/content/site";
import { translator } from "~/utils/i18n";

/**
 * Text that a visitor typed, made safe for an e-mail or text message that goes to whatever
 * address they typed. A name must not carry a link or markup into our mail: whoever types
 * "Win a prize at evil.example <a href=…>" as their name gets a greeting without either.
 */

const URL_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[a-z0-9-]{2,}(?:\.[a-z0-9-]{2,})*\.[a-z]{2,}(?:\/\S*)?/gi;
const TAG = /<[^>]*>/g;
const MARKUP = /[<>"`&{}[\]\\/|=@:;*#$%^~_]/g;
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** A name for a greeting: no URLs or domains, no markup characters, one line, at most 40 characters. */
export function sanitizeName(name: string): string {
  return name
    .replace(CONTROL, " ")
    .replace(TAG, " ")
    .replace(URL_LIKE, " ")
    .replace(MARKUP, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40)
    .trim();
}

/** What a first name keeps: letters (with their accents), apostrophes and hyphens. */
const NOT_IN_A_NAME = /[^\p{L}\p{M}'’-]+/gu;

/**
 * The first name for a greeting: the first word that has a letter once links, domains, markup
 * and digits are gone, with nothing but letters, apostrophes and hyphens; undefined when nothing
 * is left. The only words of the visitor's a customer message carries.
 */
export function firstName(name: string): string | undefined {
  const words = sanitizeName(name).replace(NOT_IN_A_NAME, " ").split(" ");
  return words.map((word) => word.replace(/^[^\p{L}]+|[^\p{L}\p{M}]+$/gu, "")).find((word) => word !== "");
}

/** The first name, or "there" (as in "Hi there,") when nothing is left of it. */
export function greetingName(name: string): string {
  return firstName(name) ?? "there";
}

/** Text for an HTML part: the five characters that mean something in HTML, escaped. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type CustomerMailBody = {
  /** The customer's language: the greeting's words (the rest comes written in it). */
  lang: Lang;
  /** The visitor's name as typed: sanitized here. */
  name: string;
  paragraphs: string[];
  /** Shown last as a link in the HTML part, as a plain line in the text part. */
  link?: { label: string; url: string };
  signature: string;
};

/** The text and HTML parts of an e-mail to a customer, from the same sanitized, escaped words. */
export function customerMailBody(body: CustomerMailBody): { text: string; html: string } {
  const t = translator(body.lang, "mail");
  const name = firstName(body.name);
  const greeting = name ? t("greeting", { name }) : t("greetingWithoutName");
  const text = [
    greeting,
    "",
    ...body.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(body.link ? [`${body.link.label}: ${body.link.url}`, ""] : []),
    body.signature,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(body.link ? [`<p><a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.label)}</a></p>`] : []),
    `<p>${escapeHtml(body.signature)}</p>`,
  ].join("\n");
  return { text, html };
}

/* The service in a customer message's words, for every domain's messages (a lead's, a quote's). */

/** The catalogue's name of the lead's service (in `lang`); none for the visitor's own words (the quote form) or "Something else". */
export function catalogueServiceName(service: string, lang: Lang = "en"): string | undefined {
  const slug = catalogueServiceSlug(service);
  return slug ? serviceLabel(slug, lang) : undefined;
}

/** The service's name inside a sentence: 'TV Mounting'; in Spanish in lower case, as a common noun ('instalación de TV en pared'). */
export function serviceInText(service: string, lang: Lang): string | undefined {
  const name = catalogueServiceName(service, lang);
  return name && ({ en: name, es: name.charAt(0).toLowerCase() + name.slice(1) } satisfies Record<Lang, string>)[lang];
}

/** 'your TV Mounting visit' ('su visita de instalación de TV en pared'), or 'your visit' when the service has no catalogue name. */
export function yourService(lead: { service: string; language: Lang }, noun: "request" | "visit" | "job" | "quote"): string {
  const t = translator(lead.language, "mail");
  const service = serviceInText(lead.service, lead.language);
  return service ? t(`your.${noun}Of`, { service }) : t(`your.${noun}`);
}

