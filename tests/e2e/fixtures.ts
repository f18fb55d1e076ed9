import AxeBuilder from "@axe-core/playwright";
import { createHash, randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { createAdminWithCli, signIn, uniqueEmail } from "./admin-helpers";

/**
 * Console errors the browser reports for answers the app sends on purpose (a form's 400, a 404
 * page, the admin sign-in screen's 401, Access Denied's 403).
 */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of (400|401|403|404|409|413|429|503)/];

type Fixtures = {
  /** Fails the test when the page logs an unexpected console error or throws. */
  failOnConsoleError: void;
  /**
   * A new admin with this role (made by `admin:create`, as an operator would), or an account made
   * already (`{ email }`, one a spec's tests share, made in its `beforeAll`), signed in on the
   * test's page (or `on`) at `path` (the dashboard unless given): the admin's e-mail address.
   */
  loginAs: (
    who: "Super Admin" | "Ops Admin" | { email: string },
    options?: { path?: string; on?: Page; label?: string },
  ) => Promise<string>;
};

const runSalt = randomBytes(8).toString("hex");

/**
 * A client address of its own for each test (the e2e server trusts X-Forwarded-For from
 * loopback), so that the per-client rate limits of one test never refuse another's requests.
 */
export function clientAddressFor(testId: string): string {
  const [a = 0, b = 0] = createHash("sha256").update(runSalt + testId).digest();
  return `198.18.${a}.${b}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddressFor(testInfo.testId) });
  },
  loginAs: async ({ page }, provide) => {
    await provide(async (who, { path = "/admin", on = page, label = who === "Super Admin" ? "owner" : "ops" } = {}) => {
      let email: string;
      if (typeof who === "object") email = who.email;
      else {
        email = uniqueEmail(label);
        await createAdminWithCli(email, who);
      }
      await on.goto(path);
      await signIn(on, email);
      return email;
    });
  },
  failOnConsoleError: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) return;
        problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await use();
      expect(problems, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The `loginAs` fixture, for a spec's own helpers that open a page signed in. */
export type LoginAs = Fixtures["loginAs"];

/** axe-core on the page as it is now: WCAG 2.0-2.2 A and AA rules and best practices. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/**
 * Waits two rendered frames (so scroll handlers have run), then until every finite, time-driven
 * CSS transition and animation has ended (a scroll-driven one, like the header's, never ends).
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline && animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Brings each scroll-revealed section into view and waits until it is revealed, then returns to the top once all has settled. */
export async function revealAll(page: Page) {
  const sections = page.locator("[data-reveal]");
  const count = await sections.count();
  for (let index = 0; index < count; index++) {
    const section = sections.nth(index);
    await section.scrollIntoViewIfNeeded();
    await expect(section).not.toHaveClass(/\breveal-pending\b/);
  }
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await animationsSettled(page);
}
