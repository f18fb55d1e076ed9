import { randomBytes } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { isoDateInZone } from "~/utils/dates";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, database, signIn, uniqueEmail } from "./admin-helpers";
import { CALENDAR_WORDS, jpegWithGps, pickOnCalendar, resetFormRateLimits, STATIC_TOAST, uniqueName, UUID } from "./leads-helpers";

/**
 * The public forms and the status page in Spanish (issue 35 §3), with and without JavaScript:
 * labels, the schema's messages, toasts and redirects stay in Spanish from /es/book on.
 */

test.afterAll(closeDatabase);
test.beforeEach(resetFormRateLimits);

/** A day of the window choice in Spanish, with its room (issue 40 §4): 'sábado, 5 de diciembre · 5 horarios libres'. */
const SPANISH_DAY = /^(domingo|lunes|martes|miércoles|jueves|viernes|sábado), \d{1,2} de [a-z]+ · (1 horario libre|\d horarios libres|lleno)$/;

/** Fills the Spanish booking form with valid values; `name` may be left empty. */
async function fillSpanishBooking(page: Page, name: string) {
  await page.getByLabel("Nombre completo").fill(name);
  await page.getByLabel("Teléfono").fill("(818) 555-0177");
  await page.getByLabel("Correo electrónico").fill("cliente@example.com");
  await page.getByLabel("Dirección").fill("123 Main St, Pasadena, CA");
  await page.getByLabel("Código postal").fill("91101");
  await page.getByLabel("Tipo de servicio").selectOption("tv-mounting");
  await page.getByLabel("Describa el trabajo").fill("Instalar una TV de 65 pulgadas.");
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A Thursday some weeks ahead, its own per viewport (the other specs take Tuesdays and Wednesdays). */
function thursday(info: TestInfo): string {
  const weeks = 9 + (info.project.name.includes("mobile") ? 1 : 0);
  let day = addDaysIso(isoDateInZone(new Date()), weeks * 7);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 4) day = addDaysIso(day, 1);
  return day;
}

async function insertLead(values: { name: string; status: string; date?: string; window?: string }): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status, street_address, zip_code, scheduled_date, arrival_window)
     values ($1, '(310) 555-0142', 'es.forms@example.com', 'gutter-cleaning', 'Limpiar las canaletas.', $2, '42 Ocean Ave', '90401', $3, $4)
     returning id`,
    [values.name, values.status, values.date ?? null, values.window ?? null],
  );
  return rows[0]!.id;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an empty name gives the Spanish message with the values kept; the booking lands on the Spanish status page, and the look-up finds it @mobile", async ({ page }) => {
    await page.goto("/es/book");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle(/^Reservar un servicio \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reservar un servicio");
    await fillSpanishBooking(page, "");
    await page.getByRole("button", { name: "Pedir el servicio" }).click();

    await expect(page).toHaveURL(/\/es\/book$/);
    await expect(page.getByRole("alert")).toContainText("Corrija los campos marcados y vuelva a intentarlo.");
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Teléfono")).toHaveValue("(818) 555-0177");
    await expect(page.getByLabel("Código postal")).toHaveValue("91101");
    await expect(page.getByLabel("Tipo de servicio")).toHaveValue("tv-mounting");
    await expect(page.getByLabel("Describa el trabajo")).toHaveValue("Instalar una TV de 65 pulgadas.");

    const name = uniqueName("Cliente Español");
    await page.getByLabel("Nombre completo").fill(name);
    await page.getByRole("button", { name: "Pedir el servicio" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/status/${UUID.source}$`));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estado de su solicitud");
    await expect(page.locator(STATIC_TOAST)).toContainText("¡Solicitud enviada!");
    await expect(page.locator(STATIC_TOAST)).toContainText("Su código de referencia: PC-");
    await expect(page.getByRole("heading", { name: "Solicitud recibida" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Instalación de TV en pared", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Nadie me ha contactado" })).toBeVisible();

    // The look-up: a wrong phone number gives the one Spanish message; the right one finds the Spanish page.
    const { rows } = await database().query<{ reference: string }>("select reference from leads where id = $1", [id]);
    const reference = rows[0]!.reference;
    await page.goto("/es/status");
    await page.getByLabel("Código de referencia").fill(reference);
    await page.getByLabel("Teléfono").fill("(818) 555-0000");
    await page.getByRole("button", { name: "Buscar mi solicitud" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "No encontramos ninguna solicitud con ese código de referencia y ese teléfono. Revise los dos y vuelva a intentarlo.",
    );
    await expect(page.getByLabel("Código de referencia")).toHaveValue(reference);
    await page.getByLabel("Teléfono").fill("(818) 555-0177");
    await page.getByRole("button", { name: "Buscar mi solicitud" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/status/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estado de su solicitud");

    // 'No one contacted me' answers in Spanish on the Spanish page.
    await page.getByRole("button", { name: "Nadie me ha contactado" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/status/${id}$`));
    await expect(page.locator(STATIC_TOAST)).toContainText("Aviso recibido");
  });

  test("the customer confirms their visit in Spanish: wrong digits are refused in Spanish @mobile", async ({ page }, info) => {
    const id = await insertLead({ name: uniqueName("Visita Español"), status: "Approved", date: thursday(info), window: "10-12" });
    await page.goto(`/es/status/${id}`);
    const section = page.getByRole("region", { name: "Su visita" });
    await expect(section).toContainText(/jueves, \d{1,2} de [a-z]+/);
    await expect(section).toContainText("Nuestra oficina confirmó esta visita.");
    // The move's window choice names the next two weeks' days in Spanish.
    const slots = section.getByLabel("Horario de llegada");
    await expect(slots.locator("option").first()).toHaveText("Elija un nuevo horario");
    const days = await slots.locator("optgroup").evaluateAll((groups) => groups.map((group) => group.getAttribute("label")));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(SPANISH_DAY);
    await expect(slots.locator("option:not([value=''])").first()).toHaveText(/^[a-záé]{3}\.?, \d{1,2} [a-z]{3,4}\.?, \d{1,2}(–\d{1,2})? [ap]\.m\./);
    const confirm = page.getByRole("form", { name: "Confirmar su visita" });
    await confirm.getByLabel("Últimos cuatro dígitos de su teléfono").fill("1234");
    await confirm.getByRole("button", { name: "Confirmar la visita" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("Esos dígitos no coinciden con el teléfono de esta solicitud.");
    await confirm.getByLabel("Últimos cuatro dígitos de su teléfono").fill("0142");
    await confirm.getByRole("button", { name: "Confirmar la visita" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/status/${id}$`));
    await expect(page.locator(STATIC_TOAST)).toContainText("Visita confirmada");
    await expect(section).toContainText("Usted confirmó esta visita");
  });

  test("the review form answers in Spanish and keeps what was typed @mobile", async ({ page }) => {
    const id = await insertLead({ name: uniqueName("Reseña Español"), status: "Completed" });
    await page.goto(`/es/status/${id}`);
    await page.getByRole("link", { name: "Escribir una reseña" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/status/${id}/review$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Qué tal lo hicimos?");
    await page.getByText("5 estrellas").click();
    await page.getByLabel("Su reseña").fill("Muy bien.");
    await page.getByLabel("Nombre que se mostrará").fill("Rosa");
    await page.getByLabel("Ciudad que se mostrará").fill("Pasadena");
    await page.getByLabel(/^Acepto que /).check();
    await page.getByRole("button", { name: "Enviar mi reseña" }).click();
    await expect(page.getByText("Escriba al menos 20 caracteres sobre el trabajo")).toBeVisible();
    // Opened from the status page, not from a message: the digits are asked for, in Spanish (decision 074).
    await expect(page.getByText("Escriba los últimos cuatro dígitos de su teléfono.")).toBeVisible();
    await expect(page.getByLabel("Nombre que se mostrará")).toHaveValue("Rosa");
    await page.getByLabel("Últimos cuatro dígitos de su teléfono").fill("0142");
    await page.getByLabel("Su reseña").fill("Llegaron a tiempo y dejaron las canaletas limpias.");
    await page.getByRole("button", { name: "Enviar mi reseña" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/status/${id}/review$`));
    await expect(page.locator(STATIC_TOAST)).toContainText("Gracias por su reseña");
    await expect(page.getByText("Gracias: recibimos su reseña (5 de 5 estrellas).")).toBeVisible();
  });
});

test("with JavaScript: the window choice names its days in Spanish, and the booking lands on the Spanish status page; axe finds nothing @mobile", async ({ page }) => {
  await page.goto("/es/book");
  await expectNoAxeViolations(page);
  const windows = page.getByLabel("Horario de llegada");
  await expect(windows.locator("option").first()).toHaveText("Elija un horario de llegada");
  const days = await windows.locator("optgroup").evaluateAll((groups) => groups.map((group) => group.getAttribute("label")));
  for (const day of days) expect(day).toMatch(SPANISH_DAY);

  // A date chosen on the Spanish calendar: /window-choice.js reads that day's windows and says so in Spanish.
  let date = addDaysIso(isoDateInZone(new Date()), 20);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDaysIso(date, 1);
  await pickOnCalendar(page, date, CALENDAR_WORDS.es);
  await expect(page.getByLabel("Fecha preferida")).toHaveValue(date);
  await expect(page.locator(`#${await windows.getAttribute("id")}-hint`)).toContainText(
    /(\d+ horarios? libres? el [a-zéá]+, \d{1,2} de [a-z]+\.|No hay horarios de llegada libres en esa fecha)/,
  );

  await fillSpanishBooking(page, uniqueName("Cliente Con Script"));
  await page.getByRole("button", { name: CALENDAR_WORDS.es.open }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Borrar la fecha" }).click();
  await expect(page.getByLabel("Fecha preferida")).toHaveValue("");
  await expect(page.locator("form#booking")).toHaveAttribute("data-busy-label", "Enviando…");
  await page.getByRole("button", { name: "Pedir el servicio" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/status/${UUID.source}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estado de su solicitud");
  await expect(page.getByText("¡Solicitud enviada!")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Preferred Date calendar in Spanish: month and day names, the week from Sunday, only yesterday to two months ahead and days with room, by keyboard; axe finds nothing with it open; the photo field's words in Spanish @mobile", async ({ page }, info) => {
  await page.goto("/es/book");
  const input = page.getByLabel("Fecha preferida");
  const open = page.getByRole("button", { name: CALENDAR_WORDS.es.open });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  const calendar = page.getByRole("dialog");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await expect(calendar.locator(".calendar-head p")).toHaveText(/^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/);
  const weekdays = await calendar.locator("th .sr-only").allTextContents();
  expect(weekdays).toEqual(["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]);
  // The first day with room has the focus, today is marked, each day's room is read with its name
  // (issue 40 §4); every day before the input's min or after its max is not choosable.
  const today = isoDateInZone(new Date());
  const first = await calendar.locator("button[data-room]").first().getAttribute("data-date");
  await expect(calendar.locator(`button[data-date="${first}"]`)).toBeFocused();
  await expect(calendar.locator(`button[data-date="${first}"]`)).toHaveAttribute("aria-label", /^[a-zéá]+, \d{1,2} de [a-z]+ de \d{4}, \d horarios? libres?$/);
  if (first!.slice(0, 7) === today.slice(0, 7)) await expect(calendar.locator(`button[data-date="${today}"]`)).toHaveAttribute("aria-current", "date");
  const [min, max] = [await input.getAttribute("min"), await input.getAttribute("max")];
  expect(min).toBe(addDaysIso(today, -1));
  const days = await calendar.locator("button[data-date]").evaluateAll((buttons) => buttons.map((button) => [button.getAttribute("data-date"), (button as HTMLButtonElement).disabled] as const));
  for (const [day, disabled] of days) expect([day, disabled]).toEqual([day, day! < min! || day! > max!]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath("calendar-es.png") });

  // The keys: a day on, a week on, a month on; Escape closes and gives the focus back.
  await page.keyboard.press("ArrowRight");
  await expect(calendar.locator(`button[data-date="${addDaysIso(first!, 1)}"]`)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(calendar.locator(`button[data-date="${addDaysIso(first!, 8)}"]`)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("PageDown");
  const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.date);
  expect((await focusedDay())?.slice(0, 7)).toBe(addMonthsIso(addDaysIso(first!, 1), 1).slice(0, 7));
  // A closed or full day is not chosen by Enter: the next one with room is.
  while ((await page.evaluate(() => document.activeElement?.getAttribute("aria-disabled"))) === "true") await page.keyboard.press("ArrowRight");
  const nextMonth = await focusedDay();
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(input).toHaveValue(nextMonth!);
  await expect(open).toBeFocused();
  await open.click();
  await expect(calendar.locator(`button[data-date="${nextMonth}"]`)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(open).toBeFocused();
  await expect(input).toHaveValue(nextMonth!);
  // The photo field's button and its "none chosen" are the page's words, not the browser's; the photo chosen is named.
  const face = page.locator(".file-field-face");
  await expect(face).toBeVisible();
  await expect(face).toHaveText("Elegir una fotoNinguna foto elegida");
  await page.getByLabel("Foto").setInputFiles({ name: "grieta-en-la-pared.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps() });
  await expect(face).toHaveText("Elegir una fotogrieta-en-la-pared.jpg");
  await page.getByLabel("Foto").focus();
  await page.locator(".file-field").screenshot({ path: info.outputPath("photo-es.png") });
});

/** `iso` plus `months` calendar months, the day kept or, in a shorter month, its last day. */
function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

test("quote approval in Spanish: the status page's card leads to the Spanish quote page, approved with the name @mobile", async ({ page, browser, baseURL }, info) => {
  const ops = uniqueEmail("es-quotes-ops");
  await createAdminWithCli(ops, "Ops Admin");
  const id = await insertLead({ name: "Lucía Cotización", status: "New" });
  await page.goto(`/admin/leads/${id}/quote`);
  await signIn(page, ops);
  await page.locator("#quote-builder-line0Name").fill("Limpiar canaletas");
  await page.locator("#quote-builder-line0Price").fill("180");
  await page.getByRole("button", { name: "Send Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));

  const phone = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `198.19.${info.workerIndex}.${randomBytes(1)[0]! % 250}` } });
  const customer = await phone.newPage();
  await customer.goto(`/es/status/${id}`);
  await expect(customer.getByRole("heading", { name: "Cotización enviada" })).toBeVisible();
  await customer.getByRole("link", { name: "Revisar y aprobar" }).click();
  await expect(customer).toHaveURL(new RegExp(`/es/status/${id}/quote$`));
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Su cotización");
  await expect(customer.getByRole("columnheader", { name: "Precio" })).toBeVisible();
  await customer.getByRole("button", { name: "Aprobar la cotización" }).click();
  await expect(customer.getByText("Escriba su nombre completo para aprobar.")).toBeVisible();
  await expect(customer.getByText("Marque «Apruebo esta cotización».")).toBeVisible();
  await expect(customer.getByText("Escriba los últimos cuatro dígitos de su teléfono.")).toBeVisible();
  await customer.getByLabel("Su nombre completo").fill("Lucía Cotización");
  // Opened from the status page, not from a message: the phone's last four digits (decision 074).
  await customer.locator("#quote-approve").getByLabel("Últimos cuatro dígitos de su teléfono").fill("0142");
  await customer.getByLabel("Apruebo esta cotización").check();
  await customer.getByRole("button", { name: "Aprobar la cotización" }).click();
  await expect(customer).toHaveURL(new RegExp(`/es/status/${id}/quote(#visit)?$`));
  await expect(customer.getByRole("heading", { name: "Cotización aprobada", exact: true })).toBeVisible();
  await expect(customer.getByText(/^Usted aprobó la versión 1 el .+, firmada por Lucía Cotización: total \$180\.00\.$/)).toBeVisible();
  await expectNoAxeViolations(customer);
  await phone.close();
});
