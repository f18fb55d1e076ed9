import { expect, test } from "./fixtures";
import { closeDatabase, database } from "./admin-helpers";

/*
 * Issue 44 §3 (decision 088): a text from a number no request has shows in the Inbox at 390 px
 * with its unread count; the admin opens it (read), offers a new lead pre-filled from it, and
 * replies; a number that said STOP gets no reply form.
 */

test.afterAll(closeDatabase);

test("an admin answers a text from the Inbox on a phone, and a number that said STOP cannot be texted", async ({ page, loginAs }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const seed = String(Date.now() % 10_000_000).padStart(7, "0");
  const stranger = `213${seed}`;
  const stopped = `323${seed}`;
  const sid = (n: number) => `SM${seed}${testInfo.project.name.length}${n}`.padEnd(34, "0");
  await database().query(
    `insert into text_messages (direction, phone_digits, body, provider_sid, status) values
       ('in', $1, 'Can you fix a <b>fence</b>?', $3, 'received'),
       ('in', $2, 'STOP', $4, 'received')`,
    [stranger, stopped, sid(1), sid(2)],
  );
  await database().query(`insert into text_opt_outs (phone_digits, source) values ($1, 'keyword') on conflict do nothing`, [stopped]);

  await loginAs("Ops Admin", { path: "/admin/inbox" });
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Inbox\s*\d+ unread/ })).toBeVisible();
  const phone = `(${stranger.slice(0, 3)}) ${stranger.slice(3, 6)}-${stranger.slice(6)}`;
  await page.getByRole("link", { name: phone }).click();
  // The list shows the same text and badge: wait for the thread itself.
  await expect(page.getByRole("heading", { name: `Texts with ${phone}` })).toBeVisible();
  await expect(page.getByText("Can you fix a <b>fence</b>?")).toBeVisible();
  await expect(page.getByText("New lead from text")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel(/Reply/).fill("Yes, we can. When suits you?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  const queued = await database().query(`select text from mail_outbox where kind = 'inbox-reply-sms' and "to" = $1`, [`+1${stranger}`]);
  expect(queued.rows[0]?.text).toBe("Yes, we can. When suits you? Reply STOP to opt out.");

  await page.getByRole("link", { name: "Create a lead" }).click();
  await expect(page.getByLabel("Phone Number")).toHaveValue(phone);

  await page.goto(`/admin/inbox/${stopped}`);
  await expect(page.getByText(/This number replied STOP/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reply" })).toHaveCount(0);
});

test("staff text a customer from the lead's page in the lead's language, and a new text shows in the open Inbox without reloading @mobile", async ({ page, loginAs }, testInfo) => {
  test.setTimeout(90_000);
  const seed = String(Date.now() % 10_000_000).padStart(7, "0");
  const digits = `626${seed}`;
  const phone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  const { rows } = await database().query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, language, sms_consent_at) values ('Lucía Texto', $1, 'lucia@example.com', 'tv-mounting', '', 'es', now()) returning id`,
    [phone],
  );
  const leadId = rows[0]!.id;

  await loginAs("Ops Admin", { path: `/admin/leads/${leadId}` });
  const card = page.getByRole("region", { name: "Text the customer" });
  await card.getByRole("button", { name: "Send text" }).click();
  await expect(card.getByText("Write the reply.").first()).toBeVisible();
  await card.getByLabel(/^Text/).fill("Llegamos mañana a las 10.");
  await card.getByRole("button", { name: "Send text" }).click();
  await expect(page.getByText("Text sent.")).toBeVisible();
  await expect(card.getByLabel(/^Text/)).toHaveValue("");
  const queued = await database().query(`select text from mail_outbox where kind = 'inbox-reply-sms' and "to" = $1`, [`+1${digits}`]);
  expect(queued.rows.map((row) => row.text)).toEqual(["Llegamos mañana a las 10. Responda STOP para no recibir más mensajes."]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath("lead-text.png"), fullPage: true });

  // The number says STOP: the card says why no text can go, and a text posted anyway is refused.
  await database().query(`insert into text_opt_outs (phone_digits, source) values ($1, 'keyword')`, [digits]);
  await page.reload();
  await expect(card.getByText(/This number replied STOP/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Send text" })).toHaveCount(0);

  // The Inbox, open: a text that arrives shows when the page comes back into view, without a reload.
  await card.getByRole("link", { name: "Texts with this number" }).click();
  await expect(page.getByRole("heading", { name: /^Texts with / })).toBeVisible();
  await page.getByRole("link", { name: "← All texts" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
  const sid = `SM${seed}${testInfo.project.name.length}9`.padEnd(34, "0");
  await database().query(`insert into text_messages (direction, phone_digits, body, provider_sid, status, lead_id) values ('in', $1, 'Gracias, los espero', $2, 'received', $3)`, [
    digits,
    sid,
    leadId,
  ]);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  // This number's thread: the other project's run of this test has a thread of its own with the same words.
  const thread = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Lucía Texto · ${phone}` }) });
  await expect(thread.getByText("Gracias, los espero")).toBeVisible();
});
