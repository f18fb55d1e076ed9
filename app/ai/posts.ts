import type { AiSource } from "~/db/ai-values";
import type { PhotoConsent, PhotoRole } from "~/db/photo-values";
import { LANGS, type Lang } from "~/content/i18n/languages";
import { z } from "~/utils/zod";

/**
 * Posts from finished jobs (issue 45 §4, decision 091): for a completed request with photos the
 * customer agreed to show, a post for each network in English and Spanish, and the photos cropped
 * to each network's size. Staff copy or download them and publish them themselves: nothing is
 * published or sent. The baseline is templates written for this business; a model may write the
 * same from the same facts, which never hold the customer's name, phone, e-mail or street.
 */
export const POST_NETWORKS = ["google", "facebook", "instagram"] as const;
export type PostNetwork = (typeof POST_NETWORKS)[number];

/** Each network's name, its image's size (the recommended one) and the most text its post holds. */
export const NETWORKS: Record<PostNetwork, { label: string; width: number; height: number; maxChars: number }> = {
  google: { label: "Google Business Profile", width: 1200, height: 900, maxChars: 1500 },
  facebook: { label: "Facebook", width: 1200, height: 630, maxChars: 2000 },
  instagram: { label: "Instagram", width: 1080, height: 1080, maxChars: 2200 },
};

/**
 * The consents that allow a photo's publication: the company's own work, or a customer's home whose
 * owner agreed (app/db/photo-values.ts). Listed rather than "every value", so that a consent added
 * later is left out of posts until someone decides otherwise.
 */
export const POSTABLE_CONSENTS = ["customer-consented", "own-work"] as const satisfies readonly PhotoConsent[];

/** What a post may say: the job's public facts, nothing about the customer. */
export type PostFacts = {
  service: Record<Lang, string>;
  /** The service area the job was in, in each language; null when the ZIP lies in none. */
  city: Record<Lang, string> | null;
  /** What the photos show (their alt texts, written for the public pages), when they hold no personal data. */
  details: Record<Lang, string[]>;
  /** The published review, when its words hold no personal data: quoted with the reviewer's first name and initial. */
  review: { stars: number; text: string; byline: string } | null;
  company: string;
  phone: string;
  /** The booking page, in each language. */
  bookUrl: Record<Lang, string>;
};

export type PostTexts = Record<PostNetwork, Record<Lang, string>>;

/** A photo's image a post may use (a pair gives its before and its after). */
export type PostImage = { photoId: string; role: PhotoRole; alt: string; hidden: boolean };

export type PostDrafts = { texts: PostTexts; source: AiSource; note: string | null; images: PostImage[]; slug: string };

/** "Ana R." from "Ana Ruiz", "Ana" from "Ana": the most of a reviewer's name a post shows. */
export function reviewByline(shownName: string): string {
  const words = shownName.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0] ?? "";
  const initial = words[1]?.match(/\p{L}/u)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:]+$/, "")}…`;
}

/** "#TvMounting" from "TV Mounting", "#LosAngeles" from "Los Ángeles". */
export function hashtag(words: string): string {
  const parts = words
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return `#${parts.map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase()).join("")}`;
}

const stars = (count: number) => "★".repeat(Math.max(1, Math.min(5, count)));
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The call to action every post ends with (the model's too): the phone and the booking page. */
export function callToAction(network: PostNetwork, lang: Lang, facts: PostFacts): string {
  if (network === "instagram") return lang === "es" ? `Reserve en el enlace de nuestro perfil o llame al ${facts.phone}.` : `Book from the link in our bio or call ${facts.phone}.`;
  return lang === "es" ? `Reserve en ${facts.bookUrl.es} o llame al ${facts.phone}.` : `Book online at ${facts.bookUrl.en} or call ${facts.phone}.`;
}

/** The review's quote as a post prints it, or nothing. */
function quote(facts: PostFacts, max: number): string {
  return facts.review ? `“${shorten(facts.review.text, max)}” – ${facts.review.byline} ${stars(facts.review.stars)}` : "";
}

/** The baseline's post for one network in one language: templates filled with the facts. */
export function baselinePost(network: PostNetwork, lang: Lang, facts: PostFacts): string {
  const service = facts.service[lang];
  const city = facts.city?.[lang];
  const detail = facts.details[lang][0];
  const es = lang === "es";
  const where = city ? (es ? ` en ${city}` : ` in ${city}`) : "";
  const lines: string[] = [];
  if (network === "google") {
    lines.push(es ? `Otro trabajo terminado: ${service}${where}.` : `Another job finished: ${service}${where}.`);
    if (detail) lines.push(sentence(detail));
    lines.push(quote(facts, 300));
  } else if (network === "facebook") {
    lines.push(
      es
        ? `Así quedó este trabajo de ${service}${where}. Gracias a nuestro cliente por su confianza.`
        : `Here is how this ${service} job${where} turned out. Thank you to our customer for trusting us with it.`,
    );
    if (detail) lines.push(sentence(detail));
    lines.push(quote(facts, 400));
  } else {
    lines.push(es ? `Recién terminado: ${service}${where}.` : `Just finished: ${service}${where}.`);
    if (detail) lines.push(sentence(detail));
    lines.push(quote(facts, 200));
  }
  lines.push(callToAction(network, lang, facts));
  if (network === "instagram") {
    const tags = [hashtag(facts.service.en), city ? hashtag(facts.city!.en) : "", es ? "#HandymanEnLosAngeles" : "#LosAngelesHandyman", hashtag(facts.company)];
    lines.push(tags.filter(Boolean).join(" "));
  }
  return lines.filter(Boolean).join("\n\n");
}

export function baselinePosts(facts: PostFacts): PostTexts {
  const texts = {} as PostTexts;
  for (const network of POST_NETWORKS) {
    texts[network] = { en: baselinePost(network, "en", facts), es: baselinePost(network, "es", facts) };
  }
  return texts;
}

/** What a model may answer: each network's text in each language, without the call to action (added after). */
const postText = (max: number) => z.string().trim().min(20).max(max);
const bothLanguages = (max: number) => z.object({ en: postText(max), es: postText(max) });
export const POST_ANSWER = z.object({
  google: bothLanguages(1200),
  facebook: bothLanguages(1600),
  instagram: bothLanguages(1800),
});
export type PostAnswer = z.infer<typeof POST_ANSWER>;

/** The placeholder a model writes for the review's author, replaced by the byline afterwards. */
export const REVIEWER = "[REVIEWER]";

/** The model's texts with the byline put in and the call to action added, as the baseline's end. */
export function finishModelPosts(answer: PostAnswer, facts: PostFacts): PostTexts {
  const texts = {} as PostTexts;
  for (const network of POST_NETWORKS) {
    texts[network] = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      const body = answer[network][lang].replaceAll(REVIEWER, facts.review?.byline ?? "");
      texts[network][lang] = `${body}\n\n${callToAction(network, lang, facts)}`;
    }
  }
  return texts;
}

/** The form that asks for a finished job's posts. */
export const draftPostsSchema = z.object({
  intent: z.literal("draft-posts"),
  leadId: z.uuid({ error: "Choose a finished job." }),
});

/** A post image's name under /admin/ai-tools/post-image/: `<photoId>-<role>-<network>.jpg`. */
export function postImageName(image: { photoId: string; role: PhotoRole }, network: PostNetwork): string {
  return `${image.photoId}-${image.role}-${network}.jpg`;
}

const IMAGE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(single|before|after)-(google|facebook|instagram)\.jpg$/;

export function parsePostImageName(name: string): { photoId: string; role: PhotoRole; network: PostNetwork } | null {
  const match = IMAGE_NAME.exec(name);
  return match ? { photoId: match[1]!, role: match[2] as PhotoRole, network: match[3] as PostNetwork } : null;
}
