import { LANGS, localePath } from "~/content/i18n";
import { catalogueServiceSlug } from "~/content/site";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { cities } from "~/content/cities";
import { getDb } from "~/db/client.server";
import { leads, reviews } from "~/db/schema";
import { CAROUSEL_REVIEWS, NO_PUBLIC_REVIEWS, type PublicReview, type PublicReviews } from "./public";

/**
 * The published reviews the marketing pages show (decision 057). Those pages are pre-rendered
 * at build time, where there is no database: the build renders them with none. Each app server
 * reads the published reviews at start and whenever the database announces a review change,
 * keeps them here, and renders the pages that show them again (server/live-pages.ts); their
 * loaders read this copy and never query.
 */
let current: PublicReviews = NO_PUBLIC_REVIEWS;

export function publicReviews(): PublicReviews {
  return current;
}

/** The pages that show reviews: the home page and every city page, in every language. */
export function reviewPagePaths(): string[] {
  return LANGS.flatMap((lang) => ["/", ...cities.map((city) => `/locations/${city.slug}`)].map((path) => localePath(lang, path)));
}

type Row = { review: typeof reviews.$inferSelect; service: string };

function toPublic({ review, service }: Row): PublicReview {
  return {
    id: review.id,
    stars: review.stars,
    text: review.text,
    firstName: review.firstName,
    city: review.city,
    service: catalogueServiceSlug(service),
    jobMonthIso: review.jobDate.slice(0, 7),
    reply: review.reply,
  };
}

/** Reads the published reviews (three queries) and keeps them; true when what the pages show has changed. */
export async function refreshPublicReviews(): Promise<boolean> {
  const db = getDb();
  const published = eq(reviews.status, "published");
  const [newest, byCity, [summary]] = await Promise.all([
    db
      .select({ review: reviews, service: leads.service })
      .from(reviews)
      .innerJoin(leads, eq(leads.id, reviews.leadId))
      .where(published)
      .orderBy(desc(reviews.createdAt))
      .limit(CAROUSEL_REVIEWS),
    db
      .selectDistinctOn([reviews.citySlug], { review: reviews, service: leads.service })
      .from(reviews)
      .innerJoin(leads, eq(leads.id, reviews.leadId))
      .where(and(published, isNotNull(reviews.citySlug)))
      .orderBy(reviews.citySlug, desc(reviews.createdAt)),
    db
      .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`round(avg(${reviews.stars}), 1)::float8` })
      .from(reviews)
      .where(published),
  ]);
  const next: PublicReviews = {
    newest: newest.map(toPublic),
    byCity: Object.fromEntries(byCity.map((row) => [row.review.citySlug!, toPublic(row)])),
    summary: summary && summary.count > 0 && summary.average !== null ? { count: summary.count, average: summary.average } : null,
  };
  const changed = JSON.stringify(next) !== JSON.stringify(current);
  current = next;
  return changed;
}
