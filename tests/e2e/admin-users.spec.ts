import { expect, test } from "./fixtures";
import { closeDatabase, confirmStep, createAdminWithCli, tabs, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

let owner = "";
let ops = "";
test.beforeAll(async () => {
  owner = uniqueEmail("users-owner");
  ops = uniqueEmail("users-ops");
  await createAdminWithCli(owner, "Super Admin");
  await createAdminWithCli(ops, "Ops Admin");
});

test("an Ops Admin sees 'Access Restricted', checked on the server", async ({ loginAs, page }) => {
  await loginAs({ email: ops });
  await tabs(page).getByRole("link", { name: "Admin Users" }).click();
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByText("Only Super Admins can manage admin users.")).toBeVisible();
  expect((await page.reload())?.status()).toBe(403);
  await expect(page.getByRole("table")).toHaveCount(0);
  const forged = await page.request.post("/admin/users", { form: { intent: "invite", email: uniqueEmail("forged") }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
});

test("the table: roles, statuses, short US dates, and no button to deactivate yourself", async ({ loginAs, page }) => {
  await loginAs({ email: owner }, { path: "/admin/users" });
  await expect(page.getByRole("columnheader")).toHaveText(["Email", "Role", "Status", "Created", "Actions"]);
  const me = page.getByRole("row", { name: new RegExp(owner) });
  await expect(me.getByText("Super Admin")).toBeVisible();
  await expect(me.getByText("Active", { exact: true })).toBeVisible();
  await expect(me.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(me.getByRole("button")).toHaveCount(0);
  await expect(me.getByText("You", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(ops) }).getByRole("button", { name: `Deactivate ${ops}` })).toBeVisible();
});

test("a Super Admin makes another admin a Super Admin, and back", async ({ loginAs, page }) => {
  const promoted = uniqueEmail("promoted");
  await createAdminWithCli(promoted, "Ops Admin");
  await loginAs({ email: owner }, { path: "/admin/users" });
  const row = page.getByRole("row", { name: new RegExp(promoted) });
  await row.getByRole("button", { name: `Make Super Admin: ${promoted}` }).click();
  await confirmStep(page, `Make ${promoted} a Super Admin?`);
  await expect(page.getByText("Role changed to Super Admin.")).toBeVisible();
  await expect(row.getByText("Super Admin", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Make Ops Admin: ${promoted}` }).click();
  await confirmStep(page, `Make ${promoted} an Ops Admin?`);
  await expect(page.getByText("Role changed to Ops Admin.")).toBeVisible();
  await expect(row.getByText("Ops Admin", { exact: true })).toBeVisible();
});

test("the invite dialog checks the address and reports a refusal", async ({ loginAs, page }) => {
  await loginAs({ email: owner }, { path: "/admin/users" });
  await page.getByRole("link", { name: "Invite Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite New Admin" });
  await expect(dialog.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();

  await dialog.getByLabel("Email Address").fill(ops.toUpperCase());
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to invite admin: this address already belongs to an active admin.");
  await expect(dialog).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("the invite dialog can be linked to, and hydrates cleanly when loaded that way", async ({ loginAs, page }) => {
  await loginAs({ email: owner }, { path: "/admin/users" });
  await expect(page.getByRole("heading", { name: "Admin Users" })).toBeVisible();
  await page.goto("/admin/users?invite=1");
  const dialog = page.getByRole("dialog", { name: "Invite New Admin" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email Address")).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("Activate and Deactivate toggle a pending invitation too", async ({ loginAs, page }) => {
  const invited = uniqueEmail("users-pending");
  await loginAs({ email: owner }, { path: "/admin/users?invite=1" });
  const dialog = page.getByRole("dialog", { name: "Invite New Admin" });
  await dialog.getByLabel("Email Address").fill(invited);
  await dialog.getByLabel("Role").selectOption("Super Admin");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invited}`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(invited) });
  await expect(row.getByText("Pending invitation")).toBeVisible();
  await expect(row.getByText("Not activated.")).toBeVisible();
  await expect(row.getByText("Super Admin")).toBeVisible();
  await row.getByRole("button", { name: `Activate ${invited}` }).click();
  await expect(page.getByText("User activated successfully.")).toBeVisible();
  await expect(row.getByText("Activated: gets access once the invitation is accepted.")).toBeVisible();
  await row.getByRole("button", { name: `Deactivate ${invited}` }).click();
  await confirmStep(page, `Deactivate ${invited}?`);
  await expect(page.getByText("User deactivated successfully.")).toBeVisible();
  await expect(row.getByText("Not activated.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Invite Admin opens the same form from the URL and sends the invitation", async ({ loginAs, page }) => {
    const invited = uniqueEmail("users-nojs");
    await loginAs({ email: owner }, { path: "/admin/users" });
    await page.getByRole("link", { name: "Invite Admin" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?invite=1$/);
    await page.getByLabel("Email Address").fill(invited);
    await page.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    // The whole document, not the part streamed so far.
    await page.waitForLoadState("load");
    expect(await page.content()).toContain(`Invitation sent to ${invited}`);
    await expect(page.getByRole("row", { name: new RegExp(invited) }).getByText("Ops Admin")).toBeVisible();
  });
});
