import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { fillBookingForm, leadsNamed, photoOf, resetFormRateLimits, uniqueName, UUID } from "./leads-helpers";

// Issue 31 §7: photos as phones take them. A 9 MB photo is shrunk in the browser with JavaScript,
// taken and re-encoded by the server without it; one refused comes back with every other value.
test.describe.configure({ mode: "serial" });
test.beforeEach(resetFormRateLimits);

const MB = 1024 * 1024;
let phonePhoto: Buffer;

/** A phone-sized photo of noise (it compresses badly, as a real one does): 4,000 × 3,000 px, about 9 MB. */
test.beforeAll(async () => {
  phonePhoto = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(phonePhoto.length).toBeGreaterThan(8 * MB);
  expect(phonePhoto.length).toBeLessThan(25 * MB);
});

function fillValid(page: Page, name: string) {
  return fillBookingForm(page, { name });
}

async function storedPhotoOf(name: string) {
  const [lead] = await leadsNamed(name);
  const photo = await photoOf(lead!.id);
  return { type: photo!.content_type, ...(await sharp(photo!.bytes).metadata()) };
}

test("with JavaScript, a 9 MB photo is shrunk to 2,000 px before it is sent, and the booking goes through @mobile", async ({ page }) => {
  await page.goto("/book");
  const name = uniqueName("Photo Js");
  await fillValid(page, name);
  await page.getByLabel("Photo").setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
  const chosen = () => page.getByLabel("Photo").evaluate((input: HTMLInputElement) => input.files?.[0]?.size ?? 0);
  await expect.poll(chosen).toBeLessThan(3 * MB);
  const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/book");
  await page.getByRole("button", { name: "Request Service" }).click();
  expect(Number(await (await posted).headerValue("content-length"))).toBeLessThan(3 * MB);
  await expect(page).toHaveURL(new RegExp(`/status/${UUID.source}$`));
  expect(await storedPhotoOf(name)).toMatchObject({ type: "image/jpeg", width: 2000, height: 1500 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 9 MB photo is taken as chosen and re-encoded on the server to 2,000 px @mobile", async ({ page }) => {
    await page.goto("/book");
    const name = uniqueName("Photo NoJs");
    await fillValid(page, name);
    await page.getByLabel("Photo").setInputFiles({ name: "IMG_0043.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Request Service" }).click();
    expect(Number(await (await posted).headerValue("content-length"))).toBeGreaterThan(8 * MB);
    await expect(page).toHaveURL(new RegExp(`/status/${UUID.source}$`));
    expect(await storedPhotoOf(name)).toMatchObject({ type: "image/jpeg", width: 2000, height: 1500 });
  });

  test("a 9 MB file the server refuses comes back with every other value filled in @mobile", async ({ page }) => {
    await page.goto("/book");
    const name = uniqueName("Photo Refused");
    await fillValid(page, name);
    // Not an image: its first bytes are nothing a photo starts with.
    await page.getByLabel("Photo").setInputFiles({ name: "IMG_0044.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(9 * MB, 7) });
    await page.getByRole("button", { name: "Request Service" }).click();
    await expect(page.getByText("This file is not a photo we can read.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await expect(page.getByLabel("Phone Number")).toHaveValue("(818) 555-0199");
    await expect(page.getByLabel("Email Address")).toHaveValue("jane@example.com");
    await expect(page.getByLabel("Street Address")).toHaveValue("123 Main St, Pasadena, CA");
    await expect(page.getByLabel("ZIP Code")).toHaveValue("91101");
    await expect(page.getByLabel("Select Service")).toHaveValue("tv-mounting");
    await expect(page.getByLabel("Issue Description")).toHaveValue("Mount a 65 inch TV over the fireplace.");
    await expect(page.getByText("Please choose the photo again")).toBeVisible();
    expect(await leadsNamed(name)).toEqual([]);
  });
});
