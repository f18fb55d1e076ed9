import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cities } from "./cities";
import { whyChooseOthers } from "./features";
import { about } from "./about";
import * as home from "./home";
import { hero, steps } from "./home";
import { picture, type Picture } from "./pictures";
import { servicesListing, topServices } from "./service-cards";
import { services } from "./services";
import { marketingPaths, serviceAreas, serviceNav } from "./site";

const publicFile = (src: string) => path.join(process.cwd(), "public", src);

describe("services", () => {
  it("has a landing page for each of the nine services, with its own meta", () => {
    expect(services.map((service) => service.slug)).toEqual(serviceNav.map((entry) => entry.slug));
    expect(new Set(services.map((service) => service.metaTitle)).size).toBe(9);
    expect(new Set(services.map((service) => service.metaDescription)).size).toBe(9);
    for (const service of services) {
      expect(service.metaDescription.length).toBeGreaterThan(70);
      expect(service.metaDescription.length).toBeLessThanOrEqual(170);
      expect(service.whyChoose.length).toBeGreaterThanOrEqual(3);
      expect(service.included.length).toBeGreaterThanOrEqual(4);
      expect(service.faq.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("makes the spec's FAQ claims", () => {
    const answers = (slug: string) =>
      services
        .find((s) => s.slug === slug)
        ?.faq.map((f) => f.answer)
        .join(" ");
    expect(answers("tv-mounting")).toContain("30 to 60 minutes");
    expect(answers("caulking")).toContain("5 to 10 years");
    expect(answers("home-cleaning")).toContain("weekly, bi-weekly or monthly");
  });

  it("shows the locations grid on some pages only", () => {
    const withGrid = services.filter((service) => service.showLocations).length;
    expect(withGrid).toBeGreaterThan(0);
    expect(withGrid).toBeLessThan(services.length);
  });

  it("keeps the spec's home cards and the five listing cards", () => {
    expect(topServices.map(({ title, description, link }) => ({ title, description, link }))).toEqual([
      {
        title: "TV Mounting",
        description: "Secure, perfectly leveled TV installations for any wall type.",
        link: "/services/tv-mounting",
      },
      {
        title: "Furniture Assembly",
        description: "Fast, correct assembly of all furniture types, big or small.",
        link: "/services/furniture-assembly",
      },
      {
        title: "Home Cleaning",
        description: "Professional, eco-friendly cleaning for a spotless home.",
        link: "/services/home-cleaning",
      },
    ]);
    expect(servicesListing.map((card) => [card.title, card.learnMoreLink, card.buttonText])).toEqual([
      ["TV Mounting", "/services/tv-mounting", undefined],
      ["Furniture Assembly", "/services/furniture-assembly", undefined],
      ["Home Cleaning", "/services/home-cleaning", undefined],
      ["Drywall Repair", "/services/drywall-repair", undefined],
      ["Other & Custom Tasks", "/book", "Request a Quote"],
    ]);
  });
});

describe("cities and service areas", () => {
  it("lists twelve areas, seven of them active with a city page", () => {
    expect(serviceAreas).toHaveLength(12);
    expect(serviceAreas.filter((area) => area.active).map((area) => area.slug)).toEqual([
      "pasadena",
      "glendale",
      "santa-monica",
      "burbank",
      "west-hollywood",
      "thousand-oaks",
      "malibu",
    ]);
    expect(serviceAreas.filter((area) => !area.active).map((area) => area.name)).toEqual([
      "City of Los Angeles",
      "Long Beach",
      "Beverly Hills",
      "Culver City",
      "Manhattan Beach",
    ]);
    expect(cities.map((city) => city.slug)).toEqual(serviceAreas.filter((a) => a.active).map((a) => a.slug));
  });

  it("gives every city its own meta, intro and three service texts, and no review: reviews come from customers (issue 32)", () => {
    expect(new Set(cities.map((city) => city.metaTitle)).size).toBe(7);
    expect(new Set(cities.map((city) => city.metaDescription)).size).toBe(7);
    for (const city of cities) {
      expect(city.metaTitle).toContain(city.name);
      expect(city.metaDescription).toContain(city.name);
      expect(city.intro.length).toBeGreaterThan(80);
      expect(Object.values(city.services).every((text) => text.includes(city.name))).toBe(true);
      expect(city).not.toHaveProperty("testimonial");
    }
  });
});

describe("home content", () => {
  it("has the spec's steps, the why-choose cards the facts back, and no sample review", () => {
    expect(hero.title).toBe("Trusted Handyman Services in Greater Los Angeles");
    expect(steps.map((step) => step.title)).toEqual(["Booking Made Easy", "On-Time Arrival", "Job Done Right"]);
    expect(whyChooseOthers).toHaveLength(2);
    expect(Object.keys(home)).not.toContain("testimonials");
    // The page's words name the reviews section and its empty state, and carry no review.
    const { homeWords, ...content } = home;
    expect(Object.keys(homeWords.testimonials).sort()).toEqual(["eyebrow", "noReviews", "title"]);
    expect(JSON.stringify({ content, cities })).not.toMatch(/testimonial|"stars"|Google review/i);
  });
});

describe("pictures", () => {
  const pagePictures = {
    home: [hero.image, ...topServices.map((card) => card.image), ...steps.map((step) => step.image)],
    services: servicesListing.map((card) => card.image),
    about: [about.image],
    ...Object.fromEntries(services.map((service) => [service.slug, [service.image]])),
    ...Object.fromEntries(cities.map((city) => [city.slug, [picture(`city-${city.slug}`), ...topServices.map((card) => card.image)]])),
  };

  const keyOf = (image: Picture) => (image.kind === "placeholder" ? image.key : image.src);

  it("are placeholders for the company's photos until it has some, and the share images exist", () => {
    for (const image of Object.values(pagePictures).flat()) expect(image.kind).toBe("placeholder");
    expect(existsSync(publicFile("/images/og-image.png"))).toBe(true);
    expect(existsSync(publicFile("/images/logo.png"))).toBe(true);
  });

  it("shows no picture twice on one page", () => {
    for (const [page, images] of Object.entries(pagePictures)) {
      expect(new Set(images.map(keyOf)).size, page).toBe(images.length);
    }
  });
});

describe("marketing paths", () => {
  it("are the 20 public pages: home, about, services, nine services, seven cities and booking", () => {
    expect(marketingPaths).toHaveLength(21);
    expect(new Set(marketingPaths).size).toBe(21);
    expect(marketingPaths.some((p) => p.startsWith("/admin") || p.startsWith("/status"))).toBe(false);
  });
});
