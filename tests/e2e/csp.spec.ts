import type { Page } from "@playwright/test";
import { seedLeads } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Collects every CSP violation the page reports, whatever the console says. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

/** Proves a public page ran /site.js (decision 025) and carries none of React Router's scripts. */
async function expectSiteScriptOnly(page: Page) {
  await expect(page.locator("html.js")).toHaveCount(1);
  expect(await page.locator("script[type=module], link[rel=modulepreload]").count()).toBe(0);
}

const pages = [
  { kind: "home (pre-rendered)", path: "/" },
  { kind: "service page (pre-rendered)", path: "/services/tv-mounting" },
  { kind: "city page (pre-rendered)", path: "/locations/pasadena" },
  { kind: "404 page (server-rendered)", path: "/no-such-page" },
  { kind: "booking page (pre-rendered)", path: "/book" },
  { kind: "status page (server-rendered)", path: "/status/00000000-0000-4000-8000-000000000000" },
];

for (const { kind, path } of pages) {
  test(`CSP: ${kind} runs its scripts with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    await expectSiteScriptOnly(page);
    expect(await violations()).toEqual([]);
  });
}

test("CSP: a pre-rendered page rendered again for a flash toast uses a nonce and runs its script", async ({ page, context }) => {
  const violations = await watchViolations(page);
  await context.addCookies([{ name: "flash", value: "not-a-signed-toast", url: test.info().project.use.baseURL! }]);
  const response = await page.goto("/services");
  expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
  await expectSiteScriptOnly(page);
  expect(await violations()).toEqual([]);
});

test("CSP: a status page answered from the server's memory has no nonce and runs /site.js", async ({ page, request }) => {
  const [id] = await seedLeads("Csp Kept", 1);
  const path = `/status/${id}`;
  // Kept once rendered (decision 027): a kept answer's policy has no nonce; the page is not
  // hydrated (decision 025), so it has no inline script to allow by hash either.
  await expect
    .poll(async () => (await request.get(path)).headers()["content-security-policy"] ?? "", { timeout: 10_000 })
    .toMatch(/script-src 'self';/);
  const violations = await watchViolations(page);
  const response = await page.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("'nonce-");
  expect(policy).not.toContain("'sha256-");
  expect(inlineScripts(await response!.text())).toEqual([]);
  await expect(page.getByRole("heading", { level: 1, name: "Service Request Status" })).toBeVisible();
  await expectSiteScriptOnly(page);
  expect(await violations()).toEqual([]);
});

test("CSP: the admin sign-in page has no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("CSP: the booking form answers with the server's messages and submits with no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/book");
  await page.getByLabel("Full Name").fill("J");
  await page.getByRole("button", { name: "Request Service" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Full Name").fill("Csp Tester");
  await page.getByLabel("Phone Number").fill("(818) 555-0199");
  await page.getByLabel("Street Address").fill("123 Main St, Pasadena, CA");
  await page.getByLabel("ZIP Code").fill("91101");
  await page.getByLabel("Select Service").selectOption("tv-mounting");
  await page.getByRole("button", { name: "Request Service" }).click();
  await expect(page).toHaveURL(/\/status\/[0-9a-f-]{36}$/);
  expect(await violations()).toEqual([]);
});

test("CSP: the signed-in admin dashboard has no violation", async ({ page, loginAs }) => {
  const violations = await watchViolations(page);
  const email = await loginAs("Super Admin", { label: "csp" });
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Admin Users" }).click();
  await page.getByRole("link", { name: "Invite Admin" }).click();
  await expect(page.getByRole("dialog", { name: "Invite New Admin" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

/** The inline scripts of a page (no src, not a JSON data block), with their nonce attribute. */
function inlineScripts(html: string): { nonce?: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/(ld\+)?json/.test(attributes!))
    .map(([, attributes, body]) => ({ nonce: /\bnonce="([^"]*)"/.exec(attributes!)?.[1], body: body! }));
}

test("every inline script of a rendered page carries the response's nonce", async ({ request }) => {
  const response = await request.get("/admin");
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const scripts = inlineScripts(await response.text());
  // The router context and its stream, the module loader, scroll restoration.
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  expect(scripts.filter((script) => script.nonce !== nonce).map((script) => script.body.slice(0, 60))).toEqual([]);
});

test("the public pages have no inline script and their policy allows only the site's own files", async ({ request }) => {
  for (const path of [
    "/",
    "/about",
    "/services",
    "/services/caulking",
    "/locations/malibu",
    "/privacy",
    "/no-such-page",
    "/book",
    "/book?service=tv-mounting",
    "/status",
    "/status/00000000-0000-4000-8000-000000000000",
  ]) {
    const response = await request.get(path);
    expect(inlineScripts(await response.text()), path).toEqual([]);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
  }
});
