import { expect, test } from "./fixtures";

test("pre-rendered pages answer at their own URL without a redirect", async ({ request }) => {
  const response = await request.get("/about", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("<html");
});

test("an unknown path is a 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
