import { and, desc, eq, sql } from "drizzle-orm";
import { cities } from "~/content/cities";
import { getDb } from "~/db/client.server";
import { leadSources, leads, leadStatusHistory, reviews } from "~/db/schema";
import { queueNewReviewAlert } from "~/leads/messages/messages.server";
import type { Lang } from "~/content/i18n";
import { serviceLabel } from "~/content/site";
import { greetingName } from "~/mail/customer-text";
import { LIMITS } from "~/security/limits";
import { hitRateLimitsIn, rateLimitReached } from "~/security/rate-limit.server";
import { isoDateInZone } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { isUuid } from "~/utils/uuid";
import { REVIEW_EDIT_DAYS, type ReviewHideReason, type ReviewStatus, type ReviewValues } from "./review-schema";

type ReviewRow = typeof reviews.$inferSelect;

/** The review form's starting values: the customer's own, or the request's first name and city. */
export type ReviewFormValues = { stars?: number; text: string; firstName: string; city: string };

export type ReviewPage =
  | { found: false }
  | {
      found: true;
      leadId: string;
      reference: string | null;
      service: string;
      completed: boolean;
      /** The customer's review as they wrote it, when there is one. */
      written: { stars: number; status: ReviewStatus; editableUntil: string } | null;
      editable: boolean;
      values: ReviewFormValues;
      /** The company's Google profile, offered once a review is written, whatever its rating. */
      googleReviewUrl?: string;
    };

const DAY_MS = 86_400_000;

const editableUntil = (review: Pick<ReviewRow, "createdAt">) => new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

/** The city a request came through (its city page), as words, or "". */
function cityOfSlug(slug: string | null | undefined): string {
  return cities.find((city) => city.slug === slug)?.name ?? "";
}

/** The service area a typed city names, for its city page. */
function slugOfCity(name: string): string | null {
  const wanted = name.trim().toLowerCase().replace(/,?\s*(ca|california)$/, "");
  return cities.find((city) => city.name.toLowerCase() === wanted)?.slug ?? null;
}

/** What /status/:id/review shows: the request, whether it can be reviewed, and the form's values. */
export async function loadReviewPage(leadId: string | undefined, now: Date = new Date(), lang: Lang = "en"): Promise<ReviewPage> {
  const id = (leadId ?? "").trim();
  if (!isUuid(id)) return { found: false };
  const [row] = await getDb()
    .select({ lead: { id: leads.id, reference: leads.reference, name: leads.name, service: leads.service, status: leads.status, erasedAt: leads.erasedAt }, city: leadSources.city, review: reviews })
    .from(leads)
    .leftJoin(leadSources, eq(leadSources.leadId, leads.id))
    .leftJoin(reviews, eq(reviews.leadId, leads.id))
    .where(eq(leads.id, id));
  if (!row || row.lead.erasedAt) return { found: false };
  const { lead, review } = row;
  const name = greetingName(lead.name);
  const editable = !review || editableUntil(review) > now;
  return {
    found: true,
    leadId: lead.id,
    reference: lead.reference,
    service: serviceLabel(lead.service, lang),
    completed: lead.status === "Completed",
    written: review ? { stars: review.stars, status: review.status as ReviewStatus, editableUntil: editableUntil(review).toISOString() } : null,
    editable,
    values: review
      ? { stars: review.stars, text: review.text, firstName: review.firstName, city: review.city }
      : { text: "", firstName: name === "there" ? "" : name, city: cityOfSlug(row.city) },
    googleReviewUrl: env().GOOGLE_REVIEW_URL,
  };
}

export type SaveReviewResult = { ok: true; edited: boolean } | { ok: false; reason: "not_found" | "not_completed" | "edit_closed" };

/**
 * Writes the customer's review of a completed request (one per request) or their change to it
 * within REVIEW_EDIT_DAYS, and alerts the staff (once an hour per review at most,
 * LIMITS.reviewAlert), in one transaction. A changed review waits for the office again: what is
 * published is always what the office read.
 */
export async function saveReview(leadId: string, values: ReviewValues, now: Date = new Date()): Promise<SaveReviewResult> {
  if (!isUuid(leadId)) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, reference: leads.reference, status: leads.status, erasedAt: leads.erasedAt })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead || lead.erasedAt) return { ok: false, reason: "not_found" } as const;
    if (lead.status !== "Completed") return { ok: false, reason: "not_completed" } as const;
    const [existing] = await tx.select().from(reviews).where(eq(reviews.leadId, leadId));
    if (existing && editableUntil(existing) <= now) return { ok: false, reason: "edit_closed" } as const;
    const written = {
      stars: values.stars,
      text: values.text,
      firstName: values.firstName,
      city: values.city,
      citySlug: slugOfCity(values.city),
      consentAt: now,
      status: "waiting",
      hiddenReason: null,
      moderatedBy: null,
      moderatedAt: null,
      updatedAt: now,
    };
    if (existing) {
      await tx.update(reviews).set(written).where(eq(reviews.id, existing.id));
    } else {
      const [completed] = await tx
        .select({ at: sql<Date>`max(${leadStatusHistory.changedAt})`.mapWith(leadStatusHistory.changedAt) })
        .from(leadStatusHistory)
        .where(and(eq(leadStatusHistory.leadId, leadId), eq(leadStatusHistory.toStatus, "Completed")));
      await tx.insert(reviews).values({ ...written, leadId, jobDate: isoDateInZone(completed?.at ?? now), createdAt: now });
    }
    // Counted under the lead's lock: changes sent at once from many addresses make one alert.
    const alert = { key: `review-alert:${leadId}`, ...LIMITS.reviewAlert };
    if ((await rateLimitReached(alert.key, alert.limit, alert.windowSeconds, tx)).allowed) {
      await hitRateLimitsIn(tx, [alert]);
      await queueNewReviewAlert(tx, { ...values, reference: lead.reference, leadId, edited: Boolean(existing) });
    }
    return { ok: true, edited: Boolean(existing) } as const;
  });
}

/** A review as the Reviews tab lists it, with its request. */
export type AdminReview = {
  id: string;
  leadId: string;
  reference: string | null;
  service: string;
  stars: number;
  text: string;
  firstName: string;
  city: string;
  jobDate: string;
  status: ReviewStatus;
  hiddenReason: ReviewHideReason | null;
  moderatedBy: string | null;
  reply: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ReviewCounts = { published: number; hidden: number; waiting: number; averagePublished: number | null };

/** Every review, waiting ones first then newest first, with the tab's counts and the published ones' average. */
export async function listReviews(): Promise<{ reviews: AdminReview[]; counts: ReviewCounts }> {
  const rows = await getDb()
    .select({ review: reviews, reference: leads.reference, service: leads.service })
    .from(reviews)
    .innerJoin(leads, eq(leads.id, reviews.leadId))
    .orderBy(sql`${reviews.status} = 'waiting' desc`, desc(reviews.updatedAt));
  const counts: ReviewCounts = { published: 0, hidden: 0, waiting: 0, averagePublished: null };
  let sum = 0;
  for (const { review } of rows) {
    counts[review.status as ReviewStatus] += 1;
    if (review.status === "published") sum += review.stars;
  }
  if (counts.published) counts.averagePublished = Math.round((sum / counts.published) * 10) / 10;
  return {
    counts,
    reviews: rows.map(({ review, reference, service }) => ({
      id: review.id,
      leadId: review.leadId,
      reference,
      service: serviceLabel(service),
      stars: review.stars,
      text: review.text,
      firstName: review.firstName,
      city: review.city,
      jobDate: review.jobDate,
      status: review.status as ReviewStatus,
      hiddenReason: review.hiddenReason as ReviewHideReason | null,
      moderatedBy: review.moderatedBy,
      reply: review.reply,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
    })),
  };
}

/** Publishes a review, whatever its stars: there is no rule by rating. False when there is no such review. */
export async function publishReview(id: string, by: string, now: Date = new Date()): Promise<boolean> {
  const updated = await getDb()
    .update(reviews)
    .set({ status: "published", hiddenReason: null, moderatedBy: by, moderatedAt: now })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

/** Hides a review for a content reason, recorded with who hid it. */
export async function hideReview(id: string, reason: ReviewHideReason, by: string, now: Date = new Date()): Promise<boolean> {
  const updated = await getDb()
    .update(reviews)
    .set({ status: "hidden", hiddenReason: reason, moderatedBy: by, moderatedAt: now })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

/** The owner's public reply under a review; an empty reply removes it. */
export async function replyToReview(id: string, reply: string, now: Date = new Date()): Promise<boolean> {
  const updated = await getDb()
    .update(reviews)
    .set({ reply: reply || null, repliedAt: reply ? now : null })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return updated.length > 0;
}
