import type { Locator, Page } from "@playwright/test";
import { company } from "~/content/site";
import { database } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { insertLead, resetFormRateLimits, STATIC_TOAST, uniqueName } from "./leads-helpers";

// Issue 31 §6: the status page tells the truth at every step.
test.describe.configure({ mode: "serial" });
test.beforeEach(resetFormRateLimits);

/** A lead with the history a staff member's moves would have left (each move after the one before). */
async function leadWithHistory(statuses: string[], columns: Record<string, string | null> = {}): Promise<string> {
  const id = await insertLead({ status: statuses.at(-1) });
  const names = Object.keys(columns);
  if (names.length > 0) {
    const set = names.map((name, index) => `${name} = $${index + 2}`).join(", ");
    await database().query(`update leads set ${set} where id = $1`, [id, ...names.map((name) => columns[name])]);
  }
  for (const [index, status] of statuses.entries()) {
    await database().query(
      `insert into lead_status_history (lead_id, from_status, to_status, changed_by, action, changed_at)
       values ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))`,
      [id, statuses[index - 1] ?? null, status, index === 0 ? "customer" : "staff@example.com", index === 0 ? "created" : "status", statuses.length - index],
    );
  }
  return id;
}

const ticked = (page: Page) =>
  page.locator("#timeline-title + ol > li").evaluateAll((items) =>
    items.filter((item) => /\(done\)|\(current step\)/.test(item.querySelector("h3")?.textContent ?? "")).map((item) => item.querySelector("h3")!.childNodes[0]!.textContent),
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a Not Qualified request says it was declined, why in the company's words, and what to do next @mobile", async ({ page }) => {
      const id = await leadWithHistory(["New", "In Review", "Not Qualified"], {
        not_qualified_reason: "Outside our service area: Lancaster is far, tell Bob",
        staff_action_at: new Date().toISOString(),
      });
      await page.goto(`/status/${id}`);
      const declined = page.getByRole("region", { name: "We can't take this request" });
      await expect(declined).toContainText("We've declined this request. The address is outside the area we serve.");
      await expect(page.locator("body")).not.toContainText("Lancaster");
      await expect(page.locator("body")).not.toContainText("Bob");
      await expect(declined.getByRole("link", { name: `Call ${company.phone}` })).toHaveAttribute("href", `tel:${company.phoneE164}`);
      await expect(declined.getByRole("link", { name: "Book another service" })).toHaveAttribute("href", "/book");
      expect(await ticked(page)).toEqual(["Request Received", "In Review", "Request Declined"]);
      await expect(page.locator('li[aria-current="step"]')).toContainText("Request Declined");
      await expect(page.getByRole("button", { name: "No one contacted me" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Haven't heard from us?" })).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });

    test("a lead approved straight from New does not tick In Review; no report card once a visit is confirmed @mobile", async ({ page }) => {
      const id = await leadWithHistory(["New", "Approved"], { scheduled_date: "2030-01-08", arrival_window: "8-10" });
      await page.goto(`/status/${id}`);
      expect(await ticked(page)).toEqual(["Request Received", "Service Scheduled"]);
      await expect(page.getByRole("button", { name: "No one contacted me" })).toHaveCount(0);
    });

    test("'No one contacted me' is offered on a new request, and not once staff have acted (a note) @mobile", async ({ page }) => {
      const id = await leadWithHistory(["New"]);
      await page.goto(`/status/${id}`);
      await expect(page.getByRole("button", { name: "No one contacted me" })).toBeVisible();
      // A note is a staff action: it sets staff_action_at, as the lead's page does.
      await database().query("update leads set staff_action_at = now() where id = $1", [id]);
      // The server drops its kept copy of the page when the database announces the change.
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole("heading", { name: "Request Status", exact: true })).toBeVisible();
        await expect(page.getByRole("button", { name: "No one contacted me" })).toHaveCount(0, { timeout: 500 });
      }).toPass();
    });

    test("after booking, the toast covers neither the page's title nor the 'Thanks' line @mobile", async ({ page }) => {
      await page.goto("/book");
      await page.getByLabel("Full Name").fill(uniqueName("Toast Test"));
      await page.getByLabel("Phone Number").fill("(818) 555-0199");
      await page.getByLabel("Street Address").fill("123 Main St, Pasadena, CA");
      await page.getByLabel("ZIP Code").fill("91101");
      await page.getByLabel("Select Service").selectOption("tv-mounting");
      await page.getByLabel("Issue Description").fill("Mount a 65 inch TV over the fireplace.");
      await page.getByRole("button", { name: "Request Service" }).click();
      const toast = page.locator(STATIC_TOAST);
      await expect(toast).toBeVisible();
      const title = page.getByRole("heading", { level: 1, name: "Service Request Status" });
      const thanks = page.getByText(/^Thanks, Toast\b/);
      await expect(thanks).toBeVisible();
      const box = await toast.boundingBox();
      for (const covered of [title, thanks]) expect(overlap(box!, (await textBox(covered))!)).toBe(false);
    });
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** The box of an element's text itself (a block's box spans the whole column). */
function textBox(locator: Locator): Promise<Box | null> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
