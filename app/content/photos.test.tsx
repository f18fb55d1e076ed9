// @vitest-environment jsdom
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GuaranteeSection, TeamSection } from "~/components/about-sections";
import { asWork, RecentWork } from "~/components/recent-work";
import { SitePicture } from "~/components/site-picture";
import { buildPhotoVariants } from "./photo-variants.server";
import type { PhotoManifest } from "./photos";
import { personCard, photoPicture, recentWorkPictures, resolvePicture } from "./pictures";
import { facts } from "./site";

let dir: string;
let manifest: PhotoManifest;
const sample = { file: "porch-light.jpg", alt: "New porch light beside a front door in Pasadena" };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "photos-"));
  // A small generated sample: a 1000 × 750 gradient, not a photo of real work.
  const width = 1000;
  const height = 750;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([x % 256, y % 256, 160], (y * width + x) * 3);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toFile(path.join(dir, sample.file));
  manifest = await buildPhotoVariants({
    entries: [sample],
    sourceDir: dir,
    outDir: path.join(dir, "out"),
    publicPath: "/photos",
  });
});

afterEach(cleanup);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the company's photos", () => {
  it("are built into AVIF and WebP variants no wider than the original, with their size recorded", async () => {
    expect(manifest[sample.file]).toMatchObject({ width: 1000, height: 750, fallback: "/photos/porch-light-800.webp" });
    for (const name of ["porch-light-480", "porch-light-800", "porch-light-1000"]) {
      for (const format of ["avif", "webp"]) {
        const file = path.join(dir, "out", `${name}.${format}`);
        expect(existsSync(file), file).toBe(true);
        expect((await sharp(file).metadata()).format).toBe(format === "avif" ? "heif" : "webp");
      }
    }
    expect(manifest[sample.file]?.avif).toBe(
      "/photos/porch-light-480.avif 480w, /photos/porch-light-800.avif 800w, /photos/porch-light-1000.avif 1000w",
    );
  });

  it("refuse a file that is not a JPEG or PNG in the photo folder", async () => {
    await expect(
      buildPhotoVariants({ entries: [{ file: "../secret.gif", alt: "x" }], sourceDir: dir, outDir: dir, publicPath: "/p" }),
    ).rejects.toThrow(/\.jpg, \.jpeg or \.png/);
  });

  it("take the placeholder's place, with width, height, alt and both formats", () => {
    const photo = resolvePicture("hero", { photos: { hero: sample }, manifest });
    const { container } = render(<SitePicture picture={photo} sizes="100vw" priority />);
    const image = container.querySelector("picture > img");
    expect(image?.getAttribute("src")).toBe("/photos/porch-light-800.webp");
    expect(image?.getAttribute("width")).toBe("1000");
    expect(image?.getAttribute("height")).toBe("750");
    expect(image?.getAttribute("alt")).toBe(sample.alt);
    expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
  });

  it("leave a flat panel with one icon, of the photo's size and hidden from screen readers, when there is none", () => {
    const placeholder = resolvePicture("service-tv-mounting", { photos: {}, manifest });
    expect(placeholder).toEqual({ kind: "placeholder", key: "service-tv-mounting" });
    const { container } = render(<SitePicture picture={placeholder} sizes="100vw" />);
    expect(container.querySelector("picture, img")).toBeNull();
    const panel = container.firstElementChild as HTMLElement;
    expect(panel.getAttribute("aria-hidden")).toBe("true");
    expect(panel.style.aspectRatio).toBe("600 / 400");
    expect(panel.querySelectorAll("svg")).toHaveLength(1);
  });

  it("fill a 'Recent work' section, which is absent without photos", () => {
    const { container, rerender } = render(
      <RecentWork id="recent" title="Recent Work" items={asWork(recentWorkPictures([sample], manifest))} />,
    );
    expect(container.querySelector("section h2")?.textContent).toBe("Recent Work");
    expect(container.querySelectorAll("picture")).toHaveLength(1);
    rerender(<RecentWork id="recent" title="Recent Work" items={asWork(recentWorkPictures(undefined, manifest))} />);
    expect(container.querySelector("section")).toBeNull();
  });

  it("name the owner and the team on /about, with the owner's photo when given, and nothing when unset", () => {
    const owner = personCard({ name: "Maria Lopez", role: "Owner", bio: "Fixes things since 2009." }, photoPicture({ ...sample, alt: "Maria Lopez, Owner" }, manifest));
    const team = [personCard({ name: "Sam Reyes", role: "Technician" }, null)];
    const { container, rerender } = render(<TeamSection owner={owner} team={team} title="Who You'll Meet" />, { wrapper: MemoryRouter });
    expect([...container.querySelectorAll("h3")].map((heading) => heading.textContent)).toEqual(["Maria Lopez", "Sam Reyes"]);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Maria Lopez, Owner");
    expect(container.querySelectorAll("picture")).toHaveLength(1);
    rerender(<TeamSection owner={null} team={[]} title="Who You'll Meet" />);
    expect(container.querySelector("section")).toBeNull();
  });

  it("show the guarantee's terms from the facts file at /about#guarantee", () => {
    const guarantee = facts.guarantee;
    if (!guarantee) throw new Error("The facts file names no guarantee");
    const { container } = render(<GuaranteeSection guarantee={guarantee} />);
    expect(container.querySelector("section")?.id).toBe("guarantee");
    expect([...container.querySelectorAll("li")].map((item) => item.textContent)).toEqual(guarantee.terms);
  });
});
