import { describe, expect, it } from "vitest";
import { mediaPath, pageWork, parseMediaName, workPicture, type PublicPhoto, type PublicPhotos } from "./public";

const sizes = (role: "single" | "before" | "after") => [400, 800, 1200].map((width) => ({ role, width, height: (width * 2) / 3 }));

function photo(id: number, values: Partial<PublicPhoto> = {}): PublicPhoto {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    kind: "single",
    purpose: "job",
    serviceSlug: "tv-mounting",
    citySlug: "pasadena",
    altEn: `Photo ${id}`,
    altEs: `Foto ${id}`,
    createdAt: "2026-12-05T00:00:00.000Z",
    sizes: sizes("single"),
    ...values,
  };
}

describe("pageWork", () => {
  const copy: PublicPhotos = {
    photos: [
      photo(1),
      photo(2, { kind: "before-after", serviceSlug: "drywall-repair", sizes: [...sizes("before"), ...sizes("after")] }),
      photo(3, { citySlug: "glendale" }),
      photo(4, { purpose: "person" }),
    ],
  };

  it("picks a city's or service's job photos, newest first, in the page's language, never a portrait", () => {
    expect(pageWork(copy, "es", { citySlug: "pasadena" }).map((item) => item.id.slice(-1))).toEqual(["1", "2"]);
    expect(pageWork(copy, "en", { serviceSlug: "tv-mounting" }).map((item) => item.id.slice(-1))).toEqual(["1", "3"]);
    const [single, pair] = pageWork(copy, "es", { citySlug: "pasadena" });
    expect(single).toMatchObject({ kind: "single", photo: { alt: "Foto 1", width: 800, height: 533.3333333333334 } });
    expect(pair).toMatchObject({ kind: "before-after", before: { alt: "Antes: Foto 2" }, after: { alt: "Después: Foto 2" } });
    if (single?.kind !== "single") throw new Error("a single photo");
    expect(single.photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(single.photo.srcSet).toContain(" 1200w");
  });

  it("never shows a photo twice on one page: what a card took, the section skips", () => {
    const shown = new Set<string>();
    const [card] = pageWork(copy, "en", { serviceSlug: "tv-mounting" }, 1, shown);
    const rest = pageWork(copy, "en", {}, 6, shown);
    expect(rest.map((item) => item.id)).not.toContain(card!.id);
    expect(new Set([card!.id, ...rest.map((item) => item.id)]).size).toBe(3);
    expect(workPicture(rest[0]!).alt).toBe("After: Photo 2");
  });

  it("names each file so that the name reads back, and no other", () => {
    const id = photo(1).id;
    const path = mediaPath(id, "before", 800, "jpeg");
    expect(path).toBe(`/media/${id}-before-800.jpg`);
    expect(parseMediaName(path.slice("/media/".length))).toEqual({ photoId: id, role: "before", width: 800, format: "jpeg" });
    for (const name of [`${id}-before-800.jpeg`, `${id}-side-800.jpg`, `../${id}-before-800.jpg`, `${id}-before-8.jpg`]) expect(parseMediaName(name)).toBeNull();
  });
});
