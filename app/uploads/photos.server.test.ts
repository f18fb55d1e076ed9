import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leadPhotos, leads } from "~/db/schema";
import { MAX_PHOTO_BYTES } from "~/forms/fields";
import { resetDb } from "../../tests/db";
import { MAX_PHOTO_DIMENSION, MAX_PHOTO_SIDE, PHOTO_MESSAGES, detectImageType, getLeadPhoto, processPhoto } from "./photos.server";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 200 } } });

function file(bytes: Uint8Array | Buffer, name: string, type: string) {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The EXIF block holds a GPS section when the GPS IFD pointer tag (0x8825) is present. */
function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.indexOf(Buffer.from([0x25, 0x88])) >= 0 || exif.indexOf(Buffer.from([0x88, 0x25])) >= 0;
}

describe("detectImageType", () => {
  it("reads the type from the first bytes, not the name", async () => {
    expect(detectImageType(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageType(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(detectImageType(await solid(4, 4).webp().toBuffer())).toBe("webp");
    expect(detectImageType(await solid(4, 4).gif().toBuffer())).toBe("gif");
    expect(detectImageType(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"))).toBe("heic");
    expect(detectImageType(Buffer.from("\0\0\0\x18ftypavif\0\0\0\0", "latin1"))).toBeUndefined();
    expect(detectImageType(Buffer.from("just some text"))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});

describe("processPhoto", () => {
  it("re-encodes a real JPEG and PNG", async () => {
    const jpeg = await processPhoto(file(await solid(40, 30).jpeg().toBuffer(), "a.jpg", "image/jpeg"));
    expect(jpeg).toMatchObject({ ok: true, photo: { contentType: "image/jpeg", width: 40, height: 30 } });
    const png = await processPhoto(file(await solid(20, 10).png().toBuffer(), "a.png", "image/png"));
    expect(png).toMatchObject({ ok: true, photo: { contentType: "image/jpeg", width: 20, height: 10 } });
    if (png.ok) expect(detectImageType(png.photo.bytes)).toBe("jpeg");
  });

  it("keeps transparency as WebP", async () => {
    const transparent = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const result = await processPhoto(file(transparent, "t.png", "image/png"));
    expect(result).toMatchObject({ ok: true, photo: { contentType: "image/webp" } });
  });

  it("refuses a photo over 40 megapixels or 12,000 px a side from its header, before decoding it", async () => {
    const wide = await solid(49_000, 1_000).png().toBuffer();
    expect(wide.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    expect(await processPhoto(file(wide, "wide.png", "image/png"))).toEqual({ ok: false, message: PHOTO_MESSAGES.tooManyPixels });
    // Decoding it took 14.5 s and 1.3-2 GB; reading its header takes milliseconds (generous bound: shared machine).
    expect(performance.now() - started).toBeLessThan(1_000);
    const tall = await solid(10, MAX_PHOTO_SIDE + 1).png().toBuffer();
    expect(await processPhoto(file(tall, "tall.png", "image/png"))).toEqual({ ok: false, message: PHOTO_MESSAGES.tooManyPixels });
  });

  it("decodes with one libvips thread and no operation cache", () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });

  it("re-encodes photos sent at the same time, one after the other", async () => {
    const photos = await Promise.all([1, 2, 3].map(async (n) => file(await solid(50 * n, 40).jpeg().toBuffer(), `${n}.jpg`, "image/jpeg")));
    const results = await Promise.all(photos.map((photo) => processPhoto(photo)));
    expect(results.map((result) => result.ok && result.photo.width)).toEqual([50, 100, 150]);
  });

  it("refuses a text file named .png, whatever type the browser declared", async () => {
    const result = await processPhoto(file(Buffer.from("this is not an image"), "photo.png", "image/png"));
    expect(result).toEqual({ ok: false, message: PHOTO_MESSAGES.notAnImage });
  });

  it("refuses a file with an image's first bytes that does not decode", async () => {
    const truncated = (await solid(64, 64).png().toBuffer()).subarray(0, 40);
    expect(await processPhoto(file(truncated, "cut.png", "image/png"))).toEqual({ ok: false, message: PHOTO_MESSAGES.notAnImage });
  });

  it("refuses anything over 25MB", async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    (await solid(4, 4).jpeg().toBuffer()).copy(big);
    expect(await processPhoto(file(big, "big.jpg", "image/jpeg"))).toEqual({ ok: false, message: PHOTO_MESSAGES.tooLarge });
  });

  it("accepts HEIC only when this build can decode it, and otherwise says what to do", async () => {
    const fake = Buffer.concat([Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(64)]);
    const result = await processPhoto(file(fake, "IMG_0001.HEIC", "image/heic"));
    expect(result).toEqual({ ok: false, message: PHOTO_MESSAGES.heicUnsupported });
  });

  it("strips EXIF, GPS position included, and applies the EXIF orientation", async () => {
    const withGps = await solid(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "PhoneCo", Model: "Pocket 1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 3/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "118/1 14/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    expect(withGps.includes(Buffer.from("PhoneCo"))).toBe(true);

    const result = await processPhoto(file(withGps, "gps.jpg", "image/jpeg"));
    if (!result.ok) throw new Error(result.message);
    const after = await sharp(result.photo.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.photo.bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect([result.photo.width, result.photo.height]).toEqual([20, 60]);
  });

  it("shrinks large photos to 2000 px on the longest side", async () => {
    const result = await processPhoto(file(await solid(3000, 1500).jpeg({ quality: 30 }).toBuffer(), "big.jpg", "image/jpeg"));
    expect(result).toMatchObject({ ok: true, photo: { width: MAX_PHOTO_DIMENSION, height: 1000 } });
  });
});

describe("getLeadPhoto", () => {
  beforeEach(resetDb);

  it("returns a lead's stored photo, and nothing for other or malformed ids", async () => {
    const [lead] = await getDb().insert(leads).values({ name: "Ana", phone: "3105550100", service: "tv-mounting" }).returning();
    const bytes = await solid(10, 10).jpeg().toBuffer();
    await getDb().insert(leadPhotos).values({ leadId: lead!.id, contentType: "image/jpeg", width: 10, height: 10, bytes });
    const photo = await getLeadPhoto(lead!.id);
    expect(photo).toMatchObject({ contentType: "image/jpeg", width: 10, height: 10 });
    expect(photo?.bytes.equals(bytes)).toBe(true);
    expect(await getLeadPhoto("00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await getLeadPhoto("../../etc/passwd")).toBeUndefined();
  });
});
