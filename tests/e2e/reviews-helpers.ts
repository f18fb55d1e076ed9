import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { database, dataDir } from "./admin-helpers";

/**
 * Reviews straight in the e2e server's database, each on a completed request of its own, already
 * published; the newest last. The database announces them, and the server renders the review
 * pages again (decision 057). Returns the reviews' ids.
 */
export async function seedPublishedReviews(reviews: { firstName: string; city: string; stars: number; text: string; service?: string }[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, review] of reviews.entries()) {
    const { rows } = await database().query<{ id: string }>(
      `with lead as (
         insert into leads (name, phone, email, service, description, status, street_address, zip_code)
         values ($1, '(626) 555-0101', 'reviewer@example.com', $2, 'A job.', 'Completed', '1 Main St', '91101') returning id
       )
       insert into reviews (lead_id, stars, text, first_name, city, city_slug, job_date, consent_at, status, moderated_by, moderated_at, created_at)
       select id, $3, $4, $1, $5, $6, '2026-10-15', now(), 'published', 'seed@example.com', now(), now() + make_interval(secs => $7)
       from lead returning id`,
      [review.firstName, review.service ?? "tv-mounting", review.stars, review.text, review.city, review.city.toLowerCase().replace(/ /g, "-"), index],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The review link (`/status/<id>/review`) of the completion e-mail to `to`, from the outbox folder, once it is written. */
export async function reviewLinkFromOutbox(to: string): Promise<string> {
  const folder = path.join(dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
        } catch {
          return undefined;
        }
        for (const name of files) {
          const message = decodeQuotedPrintable(readFileSync(path.join(folder, name), "utf8"));
          if (!message.includes(`To: ${to}`) || !message.includes("is complete")) continue;
          link = /https?:\/\/[^\s/]+(\/status\/[0-9a-f-]{36}\/review\?key=[^\s"<#]+)/.exec(message)?.[1];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 30_000, message: `the completion e-mail to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Reloads `path` until `check` holds: a pre-rendered page shows a review change within a minute (decision 057). */
export async function untilPageShows(page: Page, pathname: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(pathname);
    await check();
  }).toPass({ timeout: 60_000 });
}
