import type { Page, TestInfo } from "@playwright/test";
import { isoDateInZone } from "~/utils/dates";
import { appointmentLabel, visitLabel, type ArrivalWindow } from "~/leads/visit";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";
import { CALENDAR_WORDS, fillBookingForm, pickOnCalendar, resetFormRateLimits, STATIC_TOAST, uniqueName, UUID } from "./leads-helpers";

test.afterAll(closeDatabase);
test.beforeEach(resetFormRateLimits);

/**
 * A working day (Monday to Saturday) within the fortnight the page lists, its own for each
 * viewport (the projects share one database; each window takes two visits), so that the tests
 * of one never fill the other's windows. Each test below uses its own window on that day.
 */
function bookingDay(info: TestInfo, slot = 0): string {
  let day = addDaysIso(isoDateInZone(new Date()), 3);
  let skip = (info.project.name === "mobile" ? 1 : 0) + slot * 2;
  for (;;) {
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) {
      if (skip === 0) return day;
      skip--;
    }
    day = addDaysIso(day, 1);
  }
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Fills a window to its capacity with other customers' requested visits (straight in the database). */
async function fillWindow(date: string, window: ArrivalWindow) {
  const { rows } = await database().query<{ held: number }>(
    "select count(*)::int as held from leads where scheduled_date = $1 and arrival_window = $2 and status in ('New','In Review','Prioritized','Approved')",
    [date, window],
  );
  for (let i = rows[0]!.held; i < 2; i++) {
    await database().query(
      `insert into leads (name, phone, service, status, street_address, zip_code, scheduled_date, arrival_window)
       values ('Other Customer', '(213) 555-0101', 'tv-mounting', 'New', '1 Other St', '90012', $1, $2)`,
      [date, window],
    );
  }
}

/** Fills every window of a day (issue 40 §4: a day with no open window). */
async function fillDay(date: string) {
  for (const window of ["8-10", "10-12", "12-2", "2-4", "4-6"] as const) await fillWindow(date, window);
}

/** A working day `days` ahead or later, its own for each viewport. */
function workingDayAfter(info: TestInfo, days: number): string {
  let day = addDaysIso(isoDateInZone(new Date()), days + (info.project.name === "mobile" ? 1 : 0));
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDaysIso(day, 1);
  return day;
}

function fillValid(page: Page, name: string) {
  return fillBookingForm(page, { name, email: "window.customer@example.com", description: null });
}

const windowSelect = (page: Page) => page.getByLabel("Arrival Window");

async function requestOf(name: string) {
  const { rows } = await database().query<{ id: string; scheduled_date: string | null; arrival_window: string | null; requested_visit: string | null; status: string }>(
    "select id, to_char(scheduled_date, 'YYYY-MM-DD') as scheduled_date, arrival_window, requested_visit, status from leads where name = $1",
    [name],
  );
  return rows;
}

test.describe("with JavaScript", () => {
  test("from the home page a homeowner picks a date on the calendar and one of its open windows, and in under 60 s has a confirmed visit @mobile", async ({ page }, info) => {
    const date = bookingDay(info);
    const name = uniqueName("Window Booker");
    const started = Date.now();
    await page.goto("/");
    await page.locator(`a[href="/book"]:visible`).first().click();
    await expect(page).toHaveURL(/\/book$/);
    // The first screen says a time can be chosen, and the time comes right after the service and date (issue 40 §1).
    await expect(page.getByText("Choose the service, a day and an arrival time we have free: your visit is booked and confirmed at once.")).toBeInViewport();
    const order = await page.locator("#booking :is(input, select, textarea):not([type=hidden])").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("name")));
    expect(order.slice(0, 3)).toEqual(["serviceType", "preferredDate", "visit"]);
    await fillValid(page, name);
    await pickOnCalendar(page, date, CALENDAR_WORDS.en);
    await expect(page.getByLabel("Preferred Date")).toHaveValue(date);
    await expect(page.locator("#booking-visit-hint")).toContainText(`open on ${visitLabel(date, "8-10").split(",").slice(0, 2).join(",")}`);
    const offered = await windowSelect(page).locator("option").allTextContents();
    // A prompt, not a default "No preference: we'll call you".
    expect(offered[0]).toBe("Choose an arrival time");
    expect(offered.slice(1).every((text) => text.startsWith(new Date(`${date}T12:00:00Z`).toUTCString().slice(0, 3)))).toBe(true);
    await windowSelect(page).selectOption(`${date} 10-12`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("book-window-chosen.png"), fullPage: true });
    await page.getByRole("button", { name: "Request Service" }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${UUID.source}$`));
    await expect(page.locator(STATIC_TOAST)).toContainText("Request Submitted Successfully!");
    // Confirmed as it was booked (decision 078): the page says so, and offers no request to wait on.
    await expect(page.getByText("Our office has confirmed this visit.")).toBeVisible();
    await expect(page.getByText(appointmentLabel(date, "10-12")!)).toBeVisible();
    await expect(page.getByText(/^Requested:/)).toHaveCount(0);
    expect(Date.now() - started, "home page to a confirmed visit").toBeLessThan(60_000);
    const [stored] = await requestOf(name);
    expect(stored).toMatchObject({ scheduled_date: date, arrival_window: "10-12", requested_visit: `${date} 10-12`, status: "Approved" });
    await page.screenshot({ path: info.outputPath("status-confirmed.png"), fullPage: true });
  });

  test("the calendar offers only days with room: past, closed and full days are read out and cannot be chosen (issue 40 §4) @mobile", async ({ page }, info) => {
    const full = workingDayAfter(info, 24);
    await fillDay(full);
    let sunday = full;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDaysIso(sunday, 1);
    const calendar = page.getByRole("dialog");
    const day = (iso: string) => calendar.locator(`button[data-date="${iso}"]`);
    const showMonthOf = async (iso: string) => {
      while ((await day(iso).count()) === 0) await calendar.getByRole("button", { name: CALENDAR_WORDS.en.next }).click();
    };

    await test.step("past days cannot be chosen", async () => {
      await page.goto("/book");
      await expect(page.getByLabel("How Often")).toBeHidden();
      await page.getByRole("button", { name: CALENDAR_WORDS.en.open }).click();
      const today = isoDateInZone(new Date());
      const past = await calendar.locator("button[data-date]").evaluateAll(
        (buttons, before) => buttons.filter((button) => (button as HTMLButtonElement).dataset.date! < before).map((button) => button.matches(":disabled, [aria-disabled=true]")),
        today,
      );
      expect(past.every(Boolean)).toBe(true);
    });

    await test.step("a full day and a closed Sunday are named so and cannot be chosen; an open day is marked with its room", async () => {
      // The page is rendered again once the schedule's places change: reload until it shows the full day.
      await expect(async () => {
        await page.goto("/book");
        await page.getByRole("button", { name: CALENDAR_WORDS.en.open }).click();
        await showMonthOf(full);
        await expect(day(full)).toHaveAccessibleName(/, full$/, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(day(full)).toBeDisabled();
      await day(full).click({ force: true });
      await expect(page.getByLabel("Preferred Date")).toHaveValue("");
      await expect(calendar.getByText("Days with a dot have arrival windows open. Closed and full days cannot be chosen.")).toBeVisible();
      await calendar.screenshot({ path: info.outputPath("book-calendar-room.png") });
      await expectNoAxeViolations(page);
      await showMonthOf(sunday);
      await expect(day(sunday)).toBeDisabled();
      await expect(day(sunday)).toHaveAccessibleName(/, no visits$/);
      const open = calendar.locator("button[data-room]").first();
      await expect(open).toHaveAccessibleName(/, [1-5] windows? open$/);
      const iso = await open.getAttribute("data-date");
      await open.click();
      await expect(page.getByLabel("Preferred Date")).toHaveValue(iso!);
    });
  });

  test("a full window is shown as full and cannot be chosen; a closed day offers none @mobile", async ({ page }, info) => {
    const date = bookingDay(info);
    await fillWindow(date, "2-4");
    await page.goto("/book");
    await page.getByLabel("Preferred Date").fill(date);
    const full = windowSelect(page).locator(`option[value="${date} 2-4"]`);
    await expect(full).toBeDisabled();
    await expect(full).toHaveText(/\(full\)$/);
    await expect(windowSelect(page).locator(`option[value="${date} 12-2"]`)).toBeEnabled();
    let sunday = date;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDaysIso(sunday, 1);
    await page.getByLabel("Preferred Date").fill(sunday);
    await expect(page.getByText("No arrival window is open on that date. Choose another date, or send your request without one.")).toBeVisible();
    await expect(windowSelect(page).locator("option")).toHaveCount(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Home Cleaning booking asks how often: the choice shows only while Home Cleaning is chosen, and the lead keeps it (issue 40 §4) @mobile", async ({ page }, info) => {
    const name = uniqueName("Cleaning Booker");
    await page.goto("/book");
    const howOften = page.getByLabel("How Often");
    await expect(howOften).toBeHidden();
    await fillBookingForm(page, { name, service: "home-cleaning", description: null });
    await expect(howOften).toBeVisible();
    await expect(howOften).toHaveValue("once");
    await expect(howOften.locator("option")).toHaveText(["Once", "Every week", "Every two weeks", "Every month"]);
    await howOften.selectOption("every-two-weeks");
    await page.locator(".date-field").locator("xpath=ancestor::div[contains(@class,'sm:grid-cols-2')][1]").screenshot({ path: info.outputPath("book-how-often.png") });
    await page.getByRole("button", { name: "Request Service" }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${UUID.source}$`));
    const { rows } = await database().query<{ frequency: string }>("select frequency from leads where name = $1", [name]);
    expect(rows).toEqual([{ frequency: "every-two-weeks" }]);
    await page.goto("/es/book?service=home-cleaning");
    await expect(page.getByLabel("Con qué frecuencia")).toBeVisible();
    await page.getByLabel("Tipo de servicio").selectOption("tv-mounting");
    await expect(page.getByLabel("Con qué frecuencia")).toBeHidden();
  });

  test("the window list says which days have room: a full day is marked full, the others their open windows (issue 40 §4) @mobile", async ({ page }, info) => {
    const full = workingDayAfter(info, 10);
    await fillDay(full);
    const label = (await page.request.get(`/book/windows?date=${full}`).then((answer) => answer.json())).day.label as string;
    await expect(async () => {
      await page.goto("/book");
      await expect(windowSelect(page).locator(`optgroup[label="${label} · full"]`)).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const groups = await windowSelect(page).locator("optgroup").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("label")));
    expect(groups.every((group) => / · (full|1 window open|[2-5] windows open)$/.test(group ?? ""))).toBe(true);
    await expect(windowSelect(page).locator(`optgroup[label="${label} · full"] option:not([disabled])`)).toHaveCount(0);
  });

  test("the page lists the next two weeks' open windows; the customer books one, confirmed at once: the status page and the schedule say so, the office never acts @mobile", async ({ page, browser }, info) => {
    const date = bookingDay(info, 1);
    const name = uniqueName("Plain Booker");
    // A window of that day still open (other specs book that day's windows too).
    let window = "";
    await expect(async () => {
      await page.goto("/book");
      const open = windowSelect(page).locator(`option[value^="${date} "]:not([disabled])`).first();
      await expect(open).toBeAttached({ timeout: 1_000 });
      window = (await open.getAttribute("value"))!.split(" ")[1]!;
    }).toPass();
    const groups = await windowSelect(page).locator("optgroup").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("label")));
    expect(groups.length).toBeGreaterThanOrEqual(9);
    expect(groups.length).toBeLessThanOrEqual(14);
    expect(groups.some((label) => label?.startsWith("Sunday"))).toBe(false);
    await fillValid(page, name);
    await windowSelect(page).selectOption(`${date} ${window}`);
    await page.getByRole("button", { name: "Request Service" }).click();
    await expect(page).toHaveURL(new RegExp(`/status/${UUID.source}$`));
    await expect(page.getByText("Scheduled Visit")).toBeVisible();
    await expect(page.getByText(appointmentLabel(date, window)!)).toBeVisible();
    await expect(page.getByText(/^Requested:/)).toHaveCount(0);
    const [stored] = await requestOf(name);
    expect(stored).toMatchObject({ scheduled_date: date, arrival_window: window, status: "Approved" });

    // The office has nothing to confirm: the schedule shows the visit confirmed.
    const office = await browser.newPage({ javaScriptEnabled: false });
    const email = uniqueEmail("book-window-ops");
    await createAdminWithCli(email, "Ops Admin");
    await office.goto(`/admin/schedule?view=day&date=${date}`);
    await signIn(office, email);
    await expect(office.getByText(name).first()).toBeVisible();
    await expect(office.getByText("Confirmed").first()).toBeVisible();
    await office.close();
  });

  test("a window taken while the customer typed: nothing is stored, the message says so, the values are kept and the open windows offered @mobile", async ({ page }, info) => {
    const date = bookingDay(info, 1);
    const name = uniqueName("Late Booker");
    await expect(async () => {
      await page.goto("/book");
      await expect(windowSelect(page).locator(`option[value="${date} 4-6"]`)).toBeEnabled({ timeout: 1_000 });
    }).toPass();
    await fillValid(page, name);
    await windowSelect(page).selectOption(`${date} 4-6`);
    await fillWindow(date, "4-6");
    const answer = page.waitForResponse((response) => response.url().endsWith("/book") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Request Service" }).click();
    expect((await answer).status()).toBe(409);
    const message = "Sorry, that arrival window was just taken. Please choose another one, or send your request without one.";
    await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await expect(page.getByLabel("Street Address")).toHaveValue("123 Main St, Pasadena, CA");
    await expect(page.getByLabel("Select Service")).toHaveValue("tv-mounting");
    await expect(windowSelect(page)).toHaveValue("");
    await expect(windowSelect(page).locator(`option[value="${date} 4-6"]`)).toBeDisabled();
    await expect(windowSelect(page).locator(`option[value="${date} 2-4"]`)).toBeAttached();
    expect(await requestOf(name)).toHaveLength(0);
    await page.screenshot({ path: info.outputPath("book-window-taken.png"), fullPage: true });
  });
});
