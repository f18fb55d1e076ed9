import { describe, expect, it } from "vitest";
import { baselinePosts, finishModelPosts, hashtag, parsePostImageName, postImageName, reviewByline, shorten, type PostFacts } from "./posts";

const FACTS: PostFacts = {
  service: { en: "TV Mounting", es: "Instalación de TV en pared" },
  city: { en: "Pasadena", es: "Pasadena" },
  details: { en: ["A 65-inch TV mounted above a fireplace"], es: ["Un televisor de 65 pulgadas montado sobre una chimenea"] },
  review: { stars: 5, text: "Quick, tidy and the wires are hidden. Would book again.", byline: "Guadalupe I." },
  company: "Pacific Crest Handyman",
  phone: "(818) 555-0142",
  bookUrl: { en: "https://example.com/book", es: "https://example.com/es/book" },
};

describe("post templates", () => {
  it("name the service and the city in each network and language, with the call to action", () => {
    const texts = baselinePosts(FACTS);
    for (const network of ["google", "facebook", "instagram"] as const) {
      expect(texts[network].en).toContain("TV Mounting");
      expect(texts[network].en).toContain("Pasadena");
      expect(texts[network].en).toContain("(818) 555-0142");
      expect(texts[network].es).toContain("Pasadena");
      expect(texts[network].es).toMatch(/Reserve .* llame al \(818\) 555-0142/);
      expect(texts[network].en).toContain("“Quick, tidy and the wires are hidden. Would book again.” – Guadalupe I. ★★★★★");
    }
    expect(texts.google.es).toMatch(/^Otro trabajo terminado: Instalación de TV en pared en Pasadena\./);
    expect(texts.instagram.en).toContain("#TvMounting #Pasadena");
    expect(texts.google.en).toContain("https://example.com/book");
    expect(texts.google.es).toContain("https://example.com/es/book");
  });

  it("leave out what is missing: no review, no city, no photo description", () => {
    const texts = baselinePosts({ ...FACTS, review: null, city: null, details: { en: [], es: [] } });
    expect(texts.facebook.en).toMatch(/^Here is how this TV Mounting job turned out\./);
    expect(texts.facebook.en).not.toContain("“");
    expect(texts.facebook.es).not.toMatch(/ en undefined| in undefined/);
  });

  it("show a reviewer by first name and initial at most", () => {
    expect(reviewByline("Guadalupe Ibarrondo")).toBe("Guadalupe I.");
    expect(reviewByline("ana  maría lópez")).toBe("ana M.");
    expect(reviewByline("Ana")).toBe("Ana");
  });

  it("make hashtags and shorten long quotes at a word", () => {
    expect(hashtag("Los Ángeles")).toBe("#LosAngeles");
    expect(hashtag("Pacific Crest Handyman")).toBe("#PacificCrestHandyman");
    expect(shorten("one two three four", 12)).toBe("one two…");
  });

  it("put the byline into a model's text and add the call to action", () => {
    const body = { en: "A TV in Pasadena. “Great work” – [REVIEWER]", es: "Una TV en Pasadena. “Gran trabajo” – [REVIEWER]" };
    const texts = finishModelPosts({ google: body, facebook: body, instagram: body }, FACTS);
    expect(texts.google.en).toBe("A TV in Pasadena. “Great work” – Guadalupe I.\n\nBook online at https://example.com/book or call (818) 555-0142.");
    expect(texts.instagram.es).toContain("Reserve en el enlace de nuestro perfil");
  });

  it("name each image by its photo, role and network, and read nothing else back", () => {
    const name = postImageName({ photoId: "0b7f3c9e-8d2a-4c1b-9e5f-1a2b3c4d5e6f", role: "after" }, "instagram");
    expect(parsePostImageName(name)).toEqual({ photoId: "0b7f3c9e-8d2a-4c1b-9e5f-1a2b3c4d5e6f", role: "after", network: "instagram" });
    expect(parsePostImageName("../0b7f3c9e-8d2a-4c1b-9e5f-1a2b3c4d5e6f-after-instagram.jpg")).toBeNull();
    expect(parsePostImageName("0b7f3c9e-8d2a-4c1b-9e5f-1a2b3c4d5e6f-after-tiktok.jpg")).toBeNull();
  });
});
