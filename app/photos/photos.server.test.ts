import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { jobPhotoFiles, jobPhotos, photoChanges } from "~/db/schema";
import { FORM_MESSAGES } from "~/forms/fields";
import { PHOTO_MESSAGES } from "~/uploads/photos.server";
import { resetDb } from "../../tests/db";
import { adminsForEachState, args, createAdmin, outcomeOf } from "../../tests/integration/admin-fixtures";
import { action } from "~/routes/admin/photos";
import { forgetMedia, publicMediaResponse } from "./media.server";
import { PHOTO_FORM_MESSAGES } from "./photo-schema";
import { photoHistory, removePhoto, setPhotoHidden, storePhoto, type StorePhotoInput } from "./photos.server";
import { photoById, publicPhotos, refreshPublicPhotos } from "./public-photos.server";
import { mediaPath, pageWork } from "./public";

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
const jpegFile = async (width = 1600, height = 1200) => new File([new Uint8Array(await solid(width, height).jpeg().toBuffer())], "job.jpg", { type: "image/jpeg" });

const DETAILS: StorePhotoInput = {
  purpose: "job",
  serviceSlug: "tv-mounting",
  citySlug: "pasadena",
  altEn: "A 65-inch TV mounted above a fireplace",
  altEs: "Un televisor de 65 pulgadas montado sobre una chimenea",
  consent: "own-work",
};

let adminId: string;

beforeEach(async () => {
  await resetDb();
  forgetMedia();
  await refreshPublicPhotos();
  adminId = (await createAdmin({ email: "staff@example.com", role: "Ops Admin" })).id;
});

describe("storePhoto", () => {
  it("makes 400/800/1200 px in AVIF, WebP and JPEG at 3:2 with no EXIF, GPS position included", async () => {
    const withGps = await solid(1600, 1200)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "118/1 8/1 0/1" },
      })
      .toBuffer();
    // The test's own photo does carry the position.
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
    const stored = await storePhoto(new File([new Uint8Array(withGps)], "gps.jpg", { type: "image/jpeg" }), DETAILS, adminId);
    expect(stored.ok).toBe(true);
    const files = await getDb().select().from(jobPhotoFiles);
    expect(files.map((file) => `${file.format}-${file.width}x${file.height}`).sort()).toEqual(
      ["avif", "jpeg", "webp"].flatMap((format) => ["1200x800", "400x267", "800x533"].map((size) => `${format}-${size}`)).sort(),
    );
    for (const file of files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
      expect(file.bytes.includes(Buffer.from("GPS"))).toBe(false);
    }
  });

  it("never enlarges: a small photo gets only the widths it holds", async () => {
    const stored = await storePhoto(await jpegFile(700, 500), DETAILS, adminId);
    expect(stored.ok).toBe(true);
    const widths = [...new Set((await getDb().select().from(jobPhotoFiles)).map((file) => file.width))];
    expect(widths).toEqual([400]);
  });

  it("refuses a file that is not an image, a pixel bomb and markup in the alt text", async () => {
    const text = new File([new TextEncoder().encode("<html>not a photo</html>")], "photo.jpg", { type: "image/jpeg" });
    expect(await storePhoto(text, DETAILS, adminId)).toMatchObject({ ok: false, message: PHOTO_MESSAGES.notAnImage });
    const bomb = new File([new Uint8Array(await solid(49_000, 1_000).png().toBuffer())], "bomb.png", { type: "image/png" });
    expect(await storePhoto(bomb, DETAILS, adminId)).toMatchObject({ ok: false, message: PHOTO_MESSAGES.tooManyPixels });
    const markup = await storePhoto(await jpegFile(), { ...DETAILS, altEs: 'Un televisor <img src=x onerror="alert(1)">' }, adminId);
    expect(markup).toMatchObject({ ok: false, message: PHOTO_FORM_MESSAGES.altMarkup, field: "altEs" });
    expect(await storePhoto(await jpegFile(), { ...DETAILS, consent: "customer-consented" }, adminId)).toMatchObject({
      ok: false,
      message: PHOTO_FORM_MESSAGES.consentNote,
    });
    expect(await getDb().select().from(jobPhotos)).toHaveLength(0);
  });
});

describe("a person's portrait (the business profile)", () => {
  it("is square at 200 and 400 px, never in a page's work, and photoById gives it in the page's language", async () => {
    const stored = await storePhoto(await jpegFile(900, 1200), { ...DETAILS, purpose: "person", serviceSlug: undefined, citySlug: undefined, altEn: "Maria Lopez, owner", altEs: "Maria Lopez, propietaria" }, adminId);
    if (!stored.ok) throw new Error(stored.message);
    const sizes = [...new Set((await getDb().select().from(jobPhotoFiles)).map((file) => `${file.width}x${file.height}`))].sort();
    expect(sizes).toEqual(["200x200", "400x400"]);
    await refreshPublicPhotos();
    expect(pageWork(publicPhotos(), "en", {})).toEqual([]);
    expect(photoById(stored.id, "es")).toMatchObject({ kind: "photo", alt: "Maria Lopez, propietaria", width: 400, height: 400, src: mediaPath(stored.id, "single", 400, "jpeg") });
    expect(photoById("00000000-0000-4000-8000-000000000000", "en")).toBeNull();
  });
});

describe("hiding and removing", () => {
  it("hides a photo from the pages and its files at once, and removes its files with it; the history keeps before and after", async () => {
    const stored = await storePhoto(await jpegFile(), DETAILS, adminId);
    if (!stored.ok) throw new Error(stored.message);
    await refreshPublicPhotos();
    expect(pageWork(publicPhotos(), "es", { citySlug: "pasadena" })).toMatchObject([{ kind: "single", photo: { alt: DETAILS.altEs } }]);
    expect(photoById(stored.id, "en")?.alt).toBe(DETAILS.altEn);
    const name = mediaPath(stored.id, "single", 800, "avif").slice("/media/".length);
    const served = await publicMediaResponse(new Request(`http://localhost/media/${name}`), name);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/avif");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("ETag")!;
    expect((await publicMediaResponse(new Request("http://localhost/", { headers: { "If-None-Match": etag } }), name)).status).toBe(304);

    expect(await setPhotoHidden(stored.id, true, adminId)).toBe(true);
    await refreshPublicPhotos();
    // Kept in this process's memory or not, a hidden photo's file is gone from the public at once.
    expect((await publicMediaResponse(new Request("http://localhost/"), name)).status).toBe(404);
    expect(pageWork(publicPhotos(), "en", {})).toEqual([]);
    expect(await getDb().select().from(jobPhotoFiles)).toHaveLength(9);

    expect(await removePhoto(stored.id, adminId)).toBe(true);
    expect(await getDb().select().from(jobPhotoFiles)).toHaveLength(0);
    expect(await getDb().select().from(jobPhotos)).toHaveLength(0);

    const history = await getDb().select().from(photoChanges).where(eq(photoChanges.photoId, stored.id)).orderBy(photoChanges.id);
    expect(history.map((change) => change.action)).toEqual(["upload", "hide", "remove"]);
    expect(history[0]).toMatchObject({ adminId, before: null, after: { hidden: false, citySlug: "pasadena", altEn: DETAILS.altEn } });
    expect(history[1]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
    expect(history[2]).toMatchObject({ before: { hidden: true, altEs: DETAILS.altEs }, after: null });
    expect((await photoHistory())[0]).toMatchObject({ action: "remove", by: "staff@example.com" });
  });
});

describe("/admin/photos", () => {
  const cookieFor = adminsForEachState();

  async function upload(cookie: string | undefined) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "upload", kind: "before-after", serviceSlug: "", citySlug: "pasadena", altEn: DETAILS.altEn, altEs: DETAILS.altEs, consent: "customer-consented", consentNote: "Agreed by e-mail on 3 December" })) {
      form.append(name, value);
    }
    form.append("before", await jpegFile(1200, 800));
    form.append("after", await jpegFile(1200, 800));
    const headers = new Headers(cookie ? { Cookie: cookie } : {});
    const request = new Request("http://localhost/admin/photos", { method: "POST", body: form, headers });
    return outcomeOf(() => action(args(request)));
  }

  it("an Ops Admin may upload a before/after pair; without an active admin's session nothing is stored", async () => {
    expect((await upload(await cookieFor("no session"))).status).toBe(401);
    expect((await upload(await cookieFor("deactivated admin"))).status).toBe(403);
    expect(await getDb().select().from(jobPhotos)).toHaveLength(0);
    const done = await upload(await cookieFor("Ops Admin"));
    expect(done).toMatchObject({ status: 302, location: "/admin/photos" });
    const [photo] = await getDb().select().from(jobPhotos);
    expect(photo).toMatchObject({ kind: "before-after", citySlug: "pasadena", serviceSlug: null, consent: "customer-consented" });
    const roles = new Set((await getDb().select().from(jobPhotoFiles)).map((file) => file.role));
    expect(roles).toEqual(new Set(["before", "after"]));
  });

  it("answers a form with markup in an alt text with 400, the field's message, the values kept and the photos to choose again", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "upload", kind: "single", altEn: "<b>Shelves</b> hung in a garage", altEs: DETAILS.altEs, consent: "own-work" })) form.append(name, value);
    form.append("photo", await jpegFile(600, 400));
    const request = new Request("http://localhost/admin/photos", { method: "POST", body: form, headers: { Cookie: (await cookieFor("Super Admin"))! } });
    const outcome = await outcomeOf(() => action(args(request)));
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({
      result: { error: { "": [FORM_MESSAGES.choosePhotoAgain], altEn: [PHOTO_FORM_MESSAGES.altMarkup] }, initialValue: { altEs: DETAILS.altEs } },
    });
    expect((outcome.data as { result: { initialValue: object } }).result.initialValue).not.toHaveProperty("photo");
    expect(await getDb().select().from(jobPhotos)).toHaveLength(0);
  });
});
