import { expect, test } from "./fixtures";
import { closeDatabase, createAdminWithCli, linkFromOutbox, PASSWORD, tabs, uniqueEmail } from "./admin-helpers";

test.afterAll(closeDatabase);

test("the whole admin flow: CLI Super Admin, invite, accept, Ops Admin approves a booking, customer sees it scheduled", async ({
  page,
  loginAs,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = uniqueEmail("owner");
  const ops = uniqueEmail("ops");

  await test.step("a Super Admin is created with npm run admin:create", async () => {
    expect(await createAdminWithCli(owner, "Super Admin")).toContain(`Created Super Admin ${owner}`);
  });

  await test.step("the Super Admin signs in", async () => {
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await loginAs({ email: owner });
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${owner}`)).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  });

  await test.step("and invites an Ops Admin", async () => {
    await tabs(page).getByRole("link", { name: "Admin Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByRole("link", { name: "Invite Admin" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite New Admin" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Role")).toHaveValue("Ops Admin");
    await dialog.getByLabel("Email Address").fill(ops);
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${ops}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(ops) });
    await expect(row.getByText("Pending invitation")).toBeVisible();
    await expect(row.getByText("Ops Admin")).toBeVisible();
  });

  await test.step("signs out", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  await test.step("the invited person accepts from the e-mail and is signed in", async () => {
    const link = await linkFromOutbox(ops, "accept-invite");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
    await page.getByLabel("Your name").fill("Olivia Ops");
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set Password and Sign In" }).click();
    await expect(page.getByText(`Welcome back, ${ops}`)).toBeVisible();
  });

  await test.step("the Ops Admin cannot manage admin users", async () => {
    await tabs(page).getByRole("link", { name: "Admin Users" }).click();
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
    await expect(page.getByText("Only Super Admins can manage admin users.")).toBeVisible();
  });

  await test.step("signs out and in again with the new password", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await loginAs({ email: ops });
    await expect(page.getByText(`Welcome back, ${ops}`)).toBeVisible();
  });

  const customer = `Flow Customer ${Date.now()}`;
  let requestId = "";
  await test.step("a customer books a service", async () => {
    // From the customer's own browser (not the admin's): its "request received" toast is theirs.
    const response = await request.post("/book", {
      form: {
        fullName: customer,
        phoneNumber: "(310) 555-0147",
        emailAddress: "",
        streetAddress: "1200 Colorado Blvd",
        zipCode: "91105",
        serviceType: "tv-mounting",
        issueDescription: "Mount a 65 inch TV.",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    requestId = /\/status\/([0-9a-f-]{36})/.exec(response.headers()["location"] ?? "")?.[1] ?? "";
    expect(requestId).not.toBe("");
  });

  await test.step("the Ops Admin approves it", async () => {
    // The link a new-lead e-mail gives staff: this one lead, whatever else is new meanwhile.
    await page.goto(`/admin?status=new&lead=${requestId}`);
    const row = page.getByRole("row", { name: new RegExp(customer) });
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Approve lead from ${customer}` }).click();
    await expect(page.getByText("Lead approved successfully.")).toBeVisible();
    await expect(page.getByText("No leads found matching the current filter.")).toBeVisible();
    await page.goto(`/admin?status=approved&lead=${requestId}`);
    await expect(page.getByRole("row", { name: new RegExp(customer) }).getByText("Approved", { exact: true })).toBeVisible();
  });

  await test.step("the customer's status page shows Service Scheduled", async () => {
    await page.goto(`/status/${requestId}`);
    const current = page.locator('li[aria-current="step"]');
    await expect(current).toContainText("Service Scheduled");
  });

  await test.step("the Ops Admin signs out", async () => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(401);
  });
});
