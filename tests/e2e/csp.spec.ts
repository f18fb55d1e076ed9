import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { createAdminWithCli, seedLeads, signIn, uniqueEmail } from "./admin-helpers";
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

/** Proves the page hydrated: React Router's browser router exists and has initialised. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter
            ?.state.initialized ?? false,
      ),
    )
    .toBe(true);
}

/** Proves a marketing page ran /site.js (decision 025) and carries none of React Router's scripts. */
async function expectSiteScriptOnly(page: Page) {
  await expect(page.locator("html.js")).toHaveCount(1);
  expect(await page.locator("script[type=module], link[rel=modulepreload]").count()).toBe(0);
}

const pages = [
  { kind: "home (pre-rendered)", path: "/", hydrated: false },
  { kind: "service page (pre-rendered)", path: "/services/tv-mounting", hydrated: false },
  { kind: "city page (pre-rendered)", path: "/locations/pasadena", hydrated: false },
  { kind: "404 page (server-rendered)", path: "/no-such-page", hydrated: false },
  { kind: "booking page (pre-rendered)", path: "/book", hydrated: true, policy: "'sha256-" },
  { kind: "status page (server-rendered)", path: "/status/00000000-0000-4000-8000-000000000000", hydrated: true, policy: "'nonce-" },
];

for (const { kind, path, hydrated, policy: source } of pages) {
  test(`CSP: ${kind} runs its scripts with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    if (source) expect(scriptSrc).toContain(source);
    expect(policy).toContain("frame-ancestors 'none'");
    if (hydrated) await expectHydrated(page);
    else await expectSiteScriptOnly(page);
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

test("CSP: a status page answered from the server's memory allows its scripts by hash and hydrates", async ({ page, request }) => {
  const [id] = await seedLeads("Csp Kept", 1);
  const path = `/status/${id}`;
  // Kept once rendered (decision 027): a kept answer's policy names the page's scripts by hash.
  await expect
    .poll(async () => (await request.get(path)).headers()["content-security-policy"] ?? "", { timeout: 10_000 })
    .toMatch(/script-src 'self' 'sha256-/);
  const violations = await watchViolations(page);
  const response = await page.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("'nonce-");
  expect(policy).toContain("'sha256-");
  await expect(page.getByRole("heading", { level: 1, name: "Service Request Status" })).toBeVisible();
  await expectHydrated(page);
  expect(await violations()).toEqual([]);
});

test("CSP: the admin sign-in page has no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("CSP: the booking form validates in the browser and submits with no violation", async ({ page }) => {
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

test("CSP: the signed-in admin dashboard has no violation", async ({ page }) => {
  const email = uniqueEmail("csp");
  await createAdminWithCli(email);
  const violations = await watchViolations(page);
  await page.goto("/admin");
  await signIn(page, email);
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
  for (const path of ["/status/00000000-0000-4000-8000-000000000000", "/status", "/admin"]) {
    const response = await request.get(path);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce, path).toBeTruthy();
    const scripts = inlineScripts(await response.text());
    // The router context and its stream, the module loader, scroll restoration.
    expect(scripts.length, path).toBeGreaterThanOrEqual(3);
    expect(scripts.filter((script) => script.nonce !== nonce).map((script) => script.body.slice(0, 60)), path).toEqual([]);
  }
});

test("every inline script of a pre-rendered page is allowed by its hash", async ({ request }) => {
  const response = await request.get("/book");
  const policy = response.headers()["content-security-policy"] ?? "";
  const scripts = inlineScripts(await response.text());
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const script of scripts) {
    const hash = createHash("sha256").update(script.body, "utf8").digest("base64");
    expect(policy, script.body.slice(0, 60)).toContain(`'sha256-${hash}'`);
  }
});

test("the marketing pages have no inline script and their policy allows only the site's own files", async ({ request }) => {
  for (const path of ["/", "/about", "/services", "/services/caulking", "/locations/malibu", "/privacy", "/no-such-page"]) {
    const response = await request.get(path);
    expect(inlineScripts(await response.text()), path).toEqual([]);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
  }
});
