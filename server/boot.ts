import type { DatabaseHandle } from "~/db/lifecycle.server";
import { startDatabase } from "~/db/lifecycle.server";
import { listenForPageChanges } from "~/db/page-changes.server";
import { startMailWorker } from "~/mail/outbox.server";
import { startTriageWorker } from "~/ai/triage.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import { pruneExpiredAuth } from "~/auth/session.server";
import { resealTotpSecrets } from "~/auth/secret-box.server";
import { runAnalyticsMaintenance } from "~/analytics/maintenance.server";
import { startAnalyticsRecorder } from "~/analytics/recorder.server";
import { eraseExpiredLeads } from "~/leads/erase.server";
import { queueDueReminders } from "~/schedule/reminders.server";
import { bookingConfirmsAtOnce, bookingDays, bookingWindows, refreshBookingWindows } from "~/schedule/public-windows.server";
import { DEFAULT_SCHEDULE_SETTINGS } from "~/schedule/settings";
import { publicReviews, refreshPublicReviews, reviewPagePaths } from "~/reviews/public-reviews.server";
import { NO_PUBLIC_REVIEWS } from "~/reviews/public";
import { queueQuoteReminders } from "~/quotes/reminders.server";
import { queueOverdueReminders } from "~/payments/overdue.server";
import { queueDepositReminders } from "~/payments/deposit-reminders.server";
import { photoPagePaths, publicPhotos, refreshPublicPhotos } from "~/photos/public-photos.server";
import { NO_PUBLIC_PHOTOS } from "~/photos/public";
import { LANGS, localePath } from "~/content/i18n";
import { prerenderPaths } from "~/content/site";
import { DEFAULT_PROFILE, publicBusinessOf } from "~/business/profile";
import { publicBusiness, refreshBusiness } from "~/business/profile.server";
import { isoDateInZone } from "~/utils/dates";
import { env, isProduction } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { PageCache } from "./page-cache";
import type { PolicyOptions } from "./security";
import { livePages, type LiveData } from "./live-pages";
import type { ClientBuild } from "./static-pages";

/** The pages that show reviews, rendered again when a review changes (decision 057). */
const REVIEW_PAGES: LiveData = {
  name: "review pages",
  paths: reviewPagePaths,
  read: async () => {
    await refreshPublicReviews();
    return publicReviews();
  },
  builtWith: NO_PUBLIC_REVIEWS,
};

/** The pages that show job photos (home, services, cities, in every language), rendered again when a photo changes (decision 085). */
const PHOTO_PAGES: LiveData = {
  name: "photo pages",
  paths: photoPagePaths,
  read: async () => {
    await refreshPublicPhotos();
    return publicPhotos();
  },
  builtWith: NO_PUBLIC_PHOTOS,
};

/** The booking page (in every language), rendered again when its open windows change (decision 055): at most once a second under a burst of bookings. */
const BOOKING_PAGE: LiveData = {
  name: "booking page",
  paths: () => LANGS.map((lang) => localePath(lang, "/book")),
  read: async () => {
    await refreshBookingWindows();
    return { windows: bookingWindows(), days: bookingDays(), confirmsAtOnce: bookingConfirmsAtOnce() };
  },
  // Built without a database: no windows, and the default setting (decision 078).
  builtWith: { windows: [], days: [], confirmsAtOnce: DEFAULT_SCHEDULE_SETTINGS.confirmOnlineBookings },
  minGapMs: 1_000,
};

/**
 * Every marketing page, in every language, rendered again when the owner changes the business
 * profile (decision 087) or a new day begins (an insurance past its expiry date is no longer claimed).
 */
const BUSINESS_PAGES: LiveData = {
  name: "business pages",
  paths: () => prerenderPaths,
  read: async () => {
    // The portraits the profile names are photos: read them too, so About never waits for the photos' own refresh.
    await Promise.all([refreshBusiness(), refreshPublicPhotos()]);
    return LANGS.map((lang) => publicBusiness(lang));
  },
  // The build renders the defaults (no insurance to expire: the day does not change them).
  builtWith: LANGS.map((lang) => publicBusinessOf(DEFAULT_PROFILE, lang, isoDateInZone(new Date()))),
  minGapMs: 1_000,
};

type LivePages = ReturnType<typeof livePages>;

/** The app's live pages: the review pages, the photo pages, the booking page and every page the business profile shows on. */
export type AppLivePages = { reviews: LivePages; photos: LivePages; booking: LivePages; business: LivePages };

/** What createApp made that the background work keeps up to date. */
export type Running = { pageCache?: PageCache; live?: AppLivePages };

/** The review pages and the booking page of a build (none without one: only their data is read). */
export function appLivePages(
  clientBuild: ClientBuild | undefined,
  policy: PolicyOptions,
  siteUrl: string,
  renderPage: Parameters<typeof livePages>[4],
): AppLivePages {
  return {
    reviews: livePages(REVIEW_PAGES, clientBuild, policy, siteUrl, renderPage),
    photos: livePages(PHOTO_PAGES, clientBuild, policy, siteUrl, renderPage),
    booking: livePages(BOOKING_PAGE, clientBuild, policy, siteUrl, renderPage),
    business: livePages(BUSINESS_PAGES, clientBuild, policy, siteUrl, renderPage),
  };
}

/** How often pages past their time are dropped, so that an idle server gives the memory back. */
const PAGE_CACHE_SWEEP_MS = 15_000;

/** While the database's announcements cannot be heard, how often the published reviews are read again. */
const REVIEW_PAGES_CHECK_MS = 30_000;

/** How often the open windows are read again whatever is announced: time closes windows too (the notice before a visit, a new day). */
const BOOKING_PAGE_CHECK_MS = 60_000;

/** How often the business profile is read again whatever is announced (the day's change ends an expired insurance's claim). */
const BUSINESS_PAGES_CHECK_MS = 60_000;

/** Starts the database (embedded or DATABASE_URL) and the background workers, for what createApp made. */
export async function startBackground(running: Running): Promise<DatabaseHandle> {
  const database = await startDatabase(env());
  resealTotpSecrets().catch((error) => logger.error({ err: error }, "sealing authenticator secrets failed"));
  const stopMail = startMailWorker();
  // New requests' triage, after their booking has committed (decision 091).
  const stopTriage = startTriageWorker();
  const stopAnalytics = env().ANALYTICS_COUNTING === "on" ? startAnalyticsRecorder() : async () => {};
  const cache = running.pageCache;
  const { reviews: reviewed, photos, booking, business: profile } = running.live ?? appLivePages(undefined, { production: isProduction }, env().SITE_URL, undefined);
  // The profile first: every page shows it, and the review, photo and booking pages are rendered with it.
  await profile.refresh();
  await Promise.all([reviewed.refresh(), photos.refresh(), booking.refresh()]);
  // Every announcement drops the kept pages; a review's (payload 'reviews') also renders the review
  // pages again, a change to the schedule's places (payload 'windows') the booking page, and
  // listening again after a gap (no payload) both.
  const changes = listenForPageChanges(
    database.url,
    (payload) => {
      cache?.invalidate();
      if (payload === "reviews" || payload === undefined) void reviewed.refresh();
      if (payload === "photos" || payload === undefined) void photos.refresh();
      if (payload === "windows" || payload === undefined) void booking.refresh();
      if (payload === "business" || payload === undefined) void profile.refresh();
    },
    (live) => cache?.setLive(live),
  );
  const sweep = cache ? setInterval(() => cache.sweep(), PAGE_CACHE_SWEEP_MS) : undefined;
  sweep?.unref();
  const reviewCheck = setInterval(() => {
    if (changes.live) return;
    void reviewed.refresh();
    void photos.refresh();
  }, REVIEW_PAGES_CHECK_MS);
  reviewCheck.unref();
  const bookingCheck = setInterval(() => void booking.refresh(), BOOKING_PAGE_CHECK_MS);
  bookingCheck.unref();
  // Reads the profile again while announcements cannot be heard, and renders when the day has changed.
  const businessCheck = setInterval(() => void profile.refresh(), BUSINESS_PAGES_CHECK_MS);
  businessCheck.unref();
  const maintenance = setInterval(() => {
    pruneRateLimits().catch((error) => logger.warn({ err: error }, "pruning rate limits failed"));
    pruneExpiredAuth().catch((error) => logger.warn({ err: error }, "pruning sessions and links failed"));
    runAnalyticsMaintenance().catch((error) => logger.warn({ err: error }, "analytics rollup or digest failed"));
    eraseExpiredLeads().catch((error) => logger.warn({ err: error }, "erasing closed requests after the retention period failed"));
    queueDueReminders().catch((error) => logger.warn({ err: error }, "queueing visit reminders failed"));
    queueQuoteReminders().catch((error) => logger.warn({ err: error }, "queueing quote reminders failed"));
    queueOverdueReminders().catch((error) => logger.warn({ err: error }, "queueing overdue invoice reminders failed"));
    queueDepositReminders().catch((error) => logger.warn({ err: error }, "queueing deposit reminders failed"));
  }, 3_600_000);
  queueDueReminders().catch((error) => logger.warn({ err: error }, "queueing visit reminders failed"));
  queueQuoteReminders().catch((error) => logger.warn({ err: error }, "queueing quote reminders failed"));
  queueOverdueReminders().catch((error) => logger.warn({ err: error }, "queueing overdue invoice reminders failed"));
  queueDepositReminders().catch((error) => logger.warn({ err: error }, "queueing deposit reminders failed"));
  maintenance.unref();
  return {
    ...database,
    stop: async () => {
      clearInterval(maintenance);
      clearInterval(sweep);
      clearInterval(reviewCheck);
      clearInterval(bookingCheck);
      clearInterval(businessCheck);
      await changes.stop();
      await stopAnalytics();
      await stopMail();
      await stopTriage();
      await database.stop();
    },
  };
}
