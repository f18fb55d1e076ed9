import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { addPhoto, closeDatabase, createAdminWithCli, seedLeads, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

let admin = "";
let second = "";
test.beforeAll(async () => {
  admin = uniqueEmail("leads-admin");
  second = uniqueEmail("leads-second");
  await createAdminWithCli(admin, "Ops Admin");
  await createAdminWithCli(second, "Super Admin");
});

const filters = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Filter leads by status" });

test("the status filter lives in the URL and is applied on the server", async ({ loginAs, page }) => {
  const prefix = `Filter ${Date.now()}`;
  await seedLeads(`${prefix} Approved`, 2, "Approved");
  await seedLeads(`${prefix} New`, 2, "New");
  await loginAs({ email: admin });
  await expect(filters(page).getByRole("link", { name: "All Leads" })).toHaveAttribute("aria-current", "page");

  await filters(page).getByRole("link", { name: "Approved" }).click();
  await expect(page).toHaveURL(/\/admin\?status=approved$/);
  await expect(filters(page).getByRole("link", { name: "Approved" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row", { name: new RegExp(`${prefix} Approved 001`) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`${prefix} New`) })).toHaveCount(0);

  await page.reload();
  await expect(filters(page).getByRole("link", { name: "Approved" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/^Showing \d+ of [\d,]+\+? leads$/)).toBeVisible();

  await filters(page).getByRole("link", { name: "Not Qualified" }).click();
  await expect(page).toHaveURL(/status=not-qualified/);
  await expect(page.getByRole("row", { name: new RegExp(prefix) })).toHaveCount(0);
});

test("50 leads a page, with Next and Previous links", async ({ loginAs, page }) => {
  const prefix = `Paging ${Date.now()}`;
  await seedLeads(prefix, 60);
  await loginAs({ email: admin });
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ leads$/)).toBeVisible();
  const firstPage = await page.getByRole("row").allTextContents();
  expect(firstPage).toHaveLength(51);
  await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  const pages = page.getByRole("navigation", { name: "Leads pages" });
  await expect(pages.getByText(/^Leads 1–50 of [\d,]+$/)).toBeVisible();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/cursor=[\w-]+&dir=next/);
  // The address changes before the new rows are shown (a transition): wait for page two itself.
  await expect(page.getByRole("link", { name: "Previous" })).toBeVisible();
  await expect(pages.getByText(/^Leads 51–\d+ of [\d,]+$/)).toBeVisible();
  const secondPage = await page.getByRole("row").allTextContents();
  expect(secondPage.slice(1).some((row) => firstPage.includes(row))).toBe(false);

  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/dir=prev/);
  // Back to the newest leads (other tests may add some meanwhile): none of page two's.
  await expect(page.getByRole("row", { name: new RegExp(`${prefix} 060`) })).toBeVisible();
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ leads$/)).toBeVisible();
  await expect(pages.getByText(/^Leads 1–50 of [\d,]+$/)).toBeVisible();
  const backPage = await page.getByRole("row").allTextContents();
  expect(backPage.slice(1).some((row) => secondPage.includes(row))).toBe(false);
});

test("an empty result says so", async ({ loginAs, page }) => {
  await loginAs({ email: admin }, { path: `/admin?lead=${randomUUID()}` });
  await expect(page.getByText("No leads found matching the current filter.")).toBeVisible();
  await expect(page.getByText(/^Showing 0 of [\d,]+ leads$/)).toBeVisible();
});

test("a lead's photo is a thumbnail that opens the image, for admins only", async ({ loginAs, page, playwright }) => {
  const name = `Photo Customer ${Date.now()}`;
  const [leadId] = await seedLeads(name, 1);
  await addPhoto(leadId!);
  await loginAs({ email: admin }, { path: `/admin?lead=${leadId}` });
  const thumbnail = page.getByRole("img", { name: `Photo from ${name} 001 (opens in a new tab)` });
  await expect(thumbnail).toBeVisible();
  // A lazy image may still be loading once it is visible: wait for it to finish, then read its size.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  const image = await page.request.get(`/admin/leads/${leadId}/photo`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(image.headers()["cache-control"]).toBe("private, no-store");
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await anonymous.get(`/admin/leads/${leadId}/photo`)).status()).toBe(401);
  await anonymous.dispose();
});

test("approve and reject New leads; a second admin acting on the same lead gets a clear message", async ({ loginAs, page, browser }) => {
  const name = `Decide ${Date.now()}`;
  const [first, second_] = await seedLeads(name, 2);
  await loginAs({ email: admin }, { path: `/admin?lead=${first}` });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs({ email: second }, { path: `/admin?lead=${first}`, on: otherPage });
  await expect(otherPage.getByRole("row", { name: new RegExp(`${name} 001`) })).toBeVisible();

  await page.getByRole("button", { name: `Approve lead from ${name} 001` }).click();
  await expect(page.getByText("Lead approved successfully.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin\\?lead=${first}$`));
  const approved = page.getByRole("row", { name: new RegExp(`${name} 001`) });
  await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
  await expect(approved.getByRole("button")).toHaveCount(0);

  await otherPage.getByRole("button", { name: `Reject lead from ${name} 001` }).click();
  await expect(
    otherPage.getByText("Failed to update lead status: this lead was already updated by someone else (now Approved)."),
  ).toBeVisible();
  await other.close();

  await page.goto(`/admin?lead=${second_}`);
  await page.getByRole("button", { name: `Reject lead from ${name} 002` }).click();
  await expect(page.getByRole("heading", { name: `Reject ${name} 002's request?` })).toBeVisible();
  await page.getByRole("button", { name: "Reject Request" }).click();
  await expect(page.getByText("Lead rejected successfully.")).toBeVisible();
  const rejected = page.getByRole("row", { name: new RegExp(`${name} 002`) });
  await expect(rejected.getByText("Not Qualified", { exact: true })).toBeVisible();
  await expect(rejected.getByRole("button")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("approve works with a plain form post", async ({ loginAs, page }) => {
    const name = `NoJS ${Date.now()}`;
    const [id] = await seedLeads(name, 1);
    await loginAs({ email: admin }, { path: `/admin?status=new&lead=${id}` });
    await page.getByRole("button", { name: `Approve lead from ${name} 001` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?status=new&lead=${id}$`));
    // The whole document, not the part streamed so far.
    await page.waitForLoadState("load");
    expect(await page.content()).toContain("Lead approved successfully.");
    await page.goto(`/admin?status=approved&lead=${id}`);
    await expect(page.getByRole("row", { name: new RegExp(`${name} 001`) })).toBeVisible();
  });
});
