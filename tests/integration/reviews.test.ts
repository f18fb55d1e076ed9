import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "~/forms/fields";
import { getDb } from "~/db/client.server";
import { mailOutbox, reviews } from "~/db/schema";
import { REVIEW_RATE_LIMIT } from "~/reviews/review-page.server";
import { REVIEW_MESSAGES } from "~/reviews/review-schema";
import { publicReviews, refreshPublicReviews } from "~/reviews/public-reviews.server";
import { listReviews } from "~/reviews/reviews.server";
import * as reviewRoute from "~/routes/review";
import * as reviewsTab from "~/routes/admin/reviews";
import { resetDb } from "../db";
import { adminRequest, args, createAdmin, createLead, expireSessionsOf, outcomeOf, routerContext, sessionCookieFor } from "./admin-fixtures";

beforeEach(resetDb);

/** A review as its customer sends it: Ana Lopez's phone (310) 555-0100 ends in 0100 (decision 074). */
const GOOD = { stars: "2", text: "The shelves are level, but the crew came an hour late.", firstName: "Ana", city: "Pasadena", consent: "on", digits: "0100" };

const post = (leadId: string, fields: Record<string, string>, ip = "203.0.113.60") => {
  const request = new Request(`http://localhost/status/${leadId}/review`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return outcomeOf(() => reviewRoute.action(args(request, { requestId: leadId }, routerContext(ip))));
};

const rows = () => getDb().select().from(reviews);

describe("the customer's review (POST /status/:id/review)", () => {
  it("is taken only for a completed request, once per request, and alerts the staff", async () => {
    const open = await createLead({ status: "Approved" });
    expect(await post(open.id, GOOD)).toMatchObject({ status: 409, data: { review: { error: { "": [REVIEW_MESSAGES.notCompleted] } } } });
    expect(await rows()).toEqual([]);

    const done = await createLead({ status: "Completed" });
    expect(await post(done.id, GOOD)).toMatchObject({ status: 302, location: `/status/${done.id}/review` });
    expect(await post(done.id, { ...GOOD, stars: "1", text: "Changed my mind: the bracket came loose the next day." })).toMatchObject({ status: 302 });
    const [review, ...others] = await rows();
    expect(others).toEqual([]);
    expect(review).toMatchObject({ leadId: done.id, stars: 1, status: "waiting", firstName: "Ana", city: "Pasadena", citySlug: "pasadena" });
    const alerts = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "review-new-staff"));
    expect(alerts.map((alert) => alert.subject)).toEqual([expect.stringContaining("New review: 2 of 5 stars")]);
  });

  it("alerts the staff once an hour per review, however often it is changed and from however many addresses; every change is kept", async () => {
    const done = await createLead({ status: "Completed" });
    for (let i = 0; i < 20; i++) {
      expect(await post(done.id, { ...GOOD, stars: String((i % 5) + 1), text: `Change number ${i} of my review of the shelves.` }, `198.51.100.${i + 1}`)).toMatchObject({ status: 302 });
    }
    const alerts = () => getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "review-new-staff"));
    expect((await alerts()).map((alert) => alert.subject)).toEqual([expect.stringContaining("New review: 1 of 5 stars")]);
    expect((await listReviews()).reviews).toMatchObject([{ stars: 5, text: "Change number 19 of my review of the shelves.", status: "waiting" }]);
    // An hour on, the next change alerts again.
    await getDb().execute(sql`update rate_limits set window_start = window_start - interval '2 hours'`);
    expect(await post(done.id, { ...GOOD, stars: "4" }, "198.51.100.99")).toMatchObject({ status: 302 });
    expect((await alerts()).map((alert) => alert.subject)).toEqual([expect.stringContaining("New review: 1 of 5 stars"), expect.stringContaining("Review changed: 4 of 5 stars")]);
  });

  it("may be changed for 30 days, and the change waits for the office again", async () => {
    const done = await createLead({ status: "Completed" });
    await post(done.id, GOOD);
    await getDb().update(reviews).set({ status: "published" });
    expect(await post(done.id, { ...GOOD, stars: "3" })).toMatchObject({ status: 302 });
    expect((await rows())[0]).toMatchObject({ stars: 3, status: "waiting" });
    await getDb().update(reviews).set({ createdAt: sql`now() - interval '31 days'` });
    expect(await post(done.id, { ...GOOD, stars: "5" })).toMatchObject({ status: 409, data: { review: { error: { "": [REVIEW_MESSAGES.editClosed] } } } });
    expect((await rows())[0]!.stars).toBe(3);
  });

  it("refuses links and markup, too short a text and a missing consent, with the values kept", async () => {
    const done = await createLead({ status: "Completed" });
    for (const text of ["Great, see https://spam.example", "Book them at www.example.com now!", "Write me at ana@example.com please", "<b>Best</b> handyman in town, truly"]) {
      const outcome = await post(done.id, { ...GOOD, text });
      expect(outcome).toMatchObject({ status: 400, data: { review: { error: { text: [REVIEW_MESSAGES.markup] }, initialValue: { text, city: "Pasadena", stars: "2" } } } });
    }
    expect(await post(done.id, { ...GOOD, text: "Too short." })).toMatchObject({ status: 400, data: { review: { error: { text: [REVIEW_MESSAGES.textShort] } } } });
    const { consent: _consent, ...withoutConsent } = GOOD;
    expect(await post(done.id, withoutConsent)).toMatchObject({ status: 400, data: { review: { error: { consent: [REVIEW_MESSAGES.consent] } } } });
    expect(await post(done.id, { ...GOOD, stars: "6" })).toMatchObject({ status: 400 });
    expect(await post(done.id, { ...GOOD, firstName: "<script>" })).toMatchObject({ status: 400 });
    expect(await rows()).toEqual([]);
  });

  it("refuses an address in any spelling, and takes ordinary sentences in English and Spanish (issue 39 §11)", async () => {
    const done = await createLead({ status: "Completed" });
    for (const address of ["evil-refunds.ru", "evil-refunds . com", "evil-refunds[.]com", "evil-refunds\uFF0Ecom", "hxxp://evil-refunds", "evil\u200B.com"]) {
      const text = `Claim your refund now at ${address} before Friday`;
      const outcome = await post(done.id, { ...GOOD, text });
      expect(outcome, address).toMatchObject({ status: 400, data: { review: { error: { text: [REVIEW_MESSAGES.markup] }, initialValue: { text, firstName: "Ana" } } } });
    }
    expect(await post(done.id, { ...GOOD, city: "evil-refunds . com" })).toMatchObject({ status: 400, data: { review: { error: { city: [REVIEW_MESSAGES.markup] } } } });
    expect(await rows()).toEqual([]);
    for (const text of ["Great job. Fast and clean. Mr. Smith mounted it in 3.5 hours, e.g. the bracket.", "Excelente trabajo. El Sr. García llegó a las 8 a.m., p.ej. en EE.UU. no es así."]) {
      expect(await post(done.id, { ...GOOD, text }), text).toMatchObject({ status: 302 });
    }
  });

  it("is rate-limited per client", async () => {
    const done = await createLead({ status: "Completed" });
    for (let hit = 0; hit < REVIEW_RATE_LIMIT.limit; hit++) expect((await post(done.id, GOOD, "203.0.113.61")).status).toBe(302);
    expect(await post(done.id, GOOD, "203.0.113.61")).toMatchObject({ status: 429, data: { review: { error: { "": [FORM_MESSAGES.tooManyRequests] } } } });
    expect((await post(done.id, GOOD, "203.0.113.62")).status).toBe(302);
  });

  it("fills in the first name and city, and offers the Google profile only once a review is written, whatever its rating", async () => {
    const done = await createLead({ status: "Completed", name: "ana maria lopez" });
    const load = () => outcomeOf(() => reviewRoute.loader(args(new Request(`http://localhost/status/${done.id}/review`), { requestId: done.id })));
    expect((await load()).data).toMatchObject({ found: true, completed: true, written: null, values: { firstName: "ana", city: "" } });
    await post(done.id, { ...GOOD, stars: "1" });
    expect((await load()).data).toMatchObject({ written: { stars: 1, status: "waiting" }, editable: true });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await outcomeOf(() => reviewRoute.loader(args(new Request(`http://localhost/status/${unknown}/review`), { requestId: unknown })))).toMatchObject({ status: 404, data: { found: false } });
  });
});

describe("the Reviews tab", () => {
  const STATES = ["no session", "expired session", "deactivated admin", "Ops Admin", "Super Admin"] as const;
  let cookies: Record<(typeof STATES)[number], string | undefined>;
  beforeEach(async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const ops = await createAdmin({ email: "ops@example.com", role: "Ops Admin" });
    const gone = await createAdmin({ email: "gone@example.com", role: "Super Admin", isActive: false });
    const late = await createAdmin({ email: "late@example.com", role: "Super Admin" });
    const lateCookie = await sessionCookieFor(late.id);
    await expireSessionsOf(late.id);
    cookies = {
      "no session": undefined,
      "expired session": lateCookie,
      "deactivated admin": await sessionCookieFor(gone.id),
      "Ops Admin": await sessionCookieFor(ops.id),
      "Super Admin": await sessionCookieFor(owner.id),
    };
  });

  async function oneStarReview() {
    const done = await createLead({ status: "Completed" });
    await post(done.id, { ...GOOD, stars: "1", text: "The bracket was crooked and they had to come back twice." });
    return (await rows())[0]!;
  }
  const act = (state: (typeof STATES)[number], form: Record<string, string>) =>
    outcomeOf(() => reviewsTab.action(args(adminRequest("/admin/reviews", { cookie: cookies[state], form }))));

  it.each(STATES.map((state, index) => [state, [401, 401, 403, 200, 200][index]] as const))("its page: %s → %i", async (state, status) => {
    await oneStarReview();
    const outcome = await outcomeOf(() => reviewsTab.loader(args(adminRequest("/admin/reviews", { cookie: cookies[state] }))));
    expect(outcome.status).toBe(status);
    if (status === 200) expect(outcome.data).toMatchObject({ counts: { waiting: 1, published: 0, hidden: 0, averagePublished: null } });
  });

  it.each(STATES.map((state, index) => [state, [401, 401, 403, 302, 302][index]] as const))("publishing a one-star review: %s → %i", async (state, status) => {
    const review = await oneStarReview();
    expect((await act(state, { intent: "publish", reviewId: review.id })).status).toBe(status);
    expect((await rows())[0]!.status).toBe(status === 302 ? "published" : "waiting");
  });

  it.each(STATES.map((state, index) => [state, [401, 401, 403, 403, 302][index]] as const))("the owner's reply: %s → %i", async (state, status) => {
    const review = await oneStarReview();
    expect((await act(state, { intent: "reply", reviewId: review.id, reply: "We came back and made it right." })).status).toBe(status);
    expect((await rows())[0]!.reply).toBe(status === 302 ? "We came back and made it right." : null);
  });

  it("hides only with a content reason, recorded with who hid it", async () => {
    const review = await oneStarReview();
    expect((await act("Ops Admin", { intent: "hide", reviewId: review.id })).status).toBe(400);
    expect((await act("Ops Admin", { intent: "hide", reviewId: review.id, reason: "too-negative" })).status).toBe(400);
    expect((await rows())[0]!.status).toBe("waiting");
    expect((await act("Ops Admin", { intent: "hide", reviewId: review.id, reason: "personal-data" })).status).toBe(302);
    expect((await rows())[0]).toMatchObject({ status: "hidden", hiddenReason: "personal-data", moderatedBy: "ops@example.com" });
  });

  it("the public pages read only published reviews: the newest, each city's newest, their count and average", async () => {
    const first = await oneStarReview();
    const second = await createLead({ status: "Completed" });
    await post(second.id, { ...GOOD, stars: "4", city: "Glendale" });
    await refreshPublicReviews();
    expect(publicReviews()).toEqual({ newest: [], byCity: {}, summary: null });
    await act("Ops Admin", { intent: "publish", reviewId: first.id });
    const [, secondReview] = await rows().then((all) => [all.find((row) => row.id === first.id), all.find((row) => row.id !== first.id)]);
    await act("Ops Admin", { intent: "publish", reviewId: secondReview!.id });
    await refreshPublicReviews();
    const shown = publicReviews();
    expect(shown.newest.map((review) => review.stars)).toEqual([4, 1]);
    expect(Object.keys(shown.byCity).sort()).toEqual(["glendale", "pasadena"]);
    expect(shown.summary).toEqual({ count: 2, average: 2.5 });
    expect(shown.newest[0]).toMatchObject({ firstName: "Ana", city: "Glendale", service: "tv-mounting" });
  });
});
