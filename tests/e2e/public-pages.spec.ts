import { expect, test } from "./fixtures";

const ACTIVE_CITIES = [
  ["Pasadena", "pasadena"],
  ["Glendale", "glendale"],
  ["Santa Monica", "santa-monica"],
  ["Burbank", "burbank"],
  ["West Hollywood", "west-hollywood"],
  ["Thousand Oaks", "thousand-oaks"],
  ["Malibu", "malibu"],
] as const;
const SOON = ["City of Los Angeles", "Long Beach", "Beverly Hills", "Culver City", "Manhattan Beach"];
const SERVICES = [
  "tv-mounting",
  "furniture-assembly",
  "drywall-repair",
  "home-cleaning",
  "light-fixture-installation",
  "caulking",
  "gutter-cleaning",
  "smart-home-setup",
  "door-lock-repair",
];

test.describe("home page", () => {
  test("renders every section in order with the spec's texts and links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trusted Handyman Services in Greater Los Angeles");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/book");
    await expect(hero.getByRole("link", { name: "View Services" })).toHaveAttribute("href", "#services");

    const headings = await page.locator("main h2").allTextContents();
    expect(headings).toEqual([
      "Our Top Services",
      "How It Works",
      "Why Greater Los Angeles Trusts Us",
      "Why Choose Pacific Crest Handyman",
      "We Serve Greater Los Angeles",
      "What Our Customers Say",
      "Get Your Free Quote",
    ]);
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(["services", "how-it-works", "trust-us", "service-areas", "testimonials", "quote"]);

    const services = page.locator("#services");
    await expect(services.getByText("Professional and friendly service for all your home needs")).toBeVisible();
    for (const [title, text, href] of [
      ["TV Mounting", "Secure, perfectly leveled TV installations for any wall type.", "/services/tv-mounting"],
      [
        "Furniture Assembly",
        "Fast, correct assembly of all furniture types, big or small.",
        "/services/furniture-assembly",
      ],
      ["Home Cleaning", "Professional, eco-friendly cleaning for a spotless home.", "/services/home-cleaning"],
    ] as const) {
      await expect(services.getByRole("heading", { name: title })).toBeVisible();
      await expect(services.getByText(text)).toBeVisible();
      await expect(services.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute("href", href);
    }

    const steps = page.locator("#how-it-works");
    for (const step of ["Booking Made Easy", "On-Time Arrival", "Job Done Right"]) {
      await expect(steps.getByRole("heading", { name: step })).toBeVisible();
    }
    // Until the company has photos, each step keeps a photo's room with one icon, hidden from screen readers.
    await expect(steps.locator('[aria-hidden="true"] > svg')).toHaveCount(3);
    await expect(steps.getByRole("link", { name: "Book Your Service Now" })).toHaveAttribute("href", "/book");

    const trust = page.locator("#trust-us");
    // The licence, insurance, rating and same-day facts are unset (app/content/site.ts), so those claims give way.
    for (const card of [
      "A Reply Within 24 Hours",
      "Open Monday to Saturday",
      "Send a Photo, Get a Clear Quote",
    ]) {
      await expect(trust.getByRole("heading", { name: card })).toBeVisible();
    }
    await expect(
      page
        .getByRole("heading", { name: "Why Choose Pacific Crest Handyman" })
        .locator("..")
        .locator("..")
        .locator("li"),
    ).toHaveCount(4);

    // A fresh install has no published review (issue 32): no card, no rating, one line inviting customers.
    const testimonials = page.locator("#testimonials");
    await expect(testimonials.getByRole("group")).toHaveCount(0);
    await expect(testimonials.getByText(/out of 5/)).toHaveCount(0);
    await expect(testimonials.getByText(/we'll invite you to tell other homeowners how it went/)).toBeVisible();
  });

  test("service areas: seven city links, five '(Soon)' tiles that are not links, and 'Contact us'", async ({
    page,
  }) => {
    await page.goto("/");
    const areas = page.locator("#service-areas");
    for (const [name, slug] of ACTIVE_CITIES) {
      await expect(areas.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/locations/${slug}`);
    }
    for (const name of SOON) {
      const tile = areas.locator('[aria-disabled="true"]', { hasText: `${name} (Soon)` });
      await expect(tile).toBeVisible();
      await expect(tile.locator("xpath=ancestor-or-self::a")).toHaveCount(0);
      await expect(areas.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    }
    await expect(areas.getByRole("link")).toHaveCount(8);
    await expect(areas.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/book");
  });

  test("the free-quote form posts the spec's fields, checked by the browser", async ({ page }) => {
    await page.goto("/#quote");
    const form = page.locator("#quote form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("name", "name");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Service Needed")).toHaveAttribute("name", "service");
    await expect(form.getByLabel("Project Details")).toHaveAttribute("name", "description");
    for (const label of ["Full Name", "Phone Number", "Email Address", "Service Needed"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Project Details")).not.toHaveAttribute("required", "");
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(form.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
  });

  test("a picture that fails to load is hidden and only logged as a warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // No photo ships with the site: add one, as SitePicture renders it, whose file is missing.
    await page.evaluate(() => {
      const picture = document.createElement("picture");
      picture.innerHTML = '<img data-site-picture="" src="/photos/missing-800.webp" alt="A job" width="600" height="400">';
      document.querySelector("main")?.append(picture);
    });
    await expect(page.locator('img[src="/photos/missing-800.webp"]')).toHaveCount(0);
    expect(warnings.some((text) => text.includes("Image failed to load: /photos/missing-800.webp"))).toBe(true);
  });
});

test("about page: mission, five-point checklist and a booking button", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Pacific Crest Handyman");
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  const checklist = page.getByRole("heading", { name: "Why Choose Us" }).locator("..").locator("li");
  await expect(checklist).toHaveCount(5);
  await expect(page.getByRole("main").getByRole("link", { name: "Book a Service" }).first()).toHaveAttribute(
    "href",
    "/book",
  );
});

test("services listing: five cards, four to their pages and 'Request a Quote' to /book", async ({ page }) => {
  await page.goto("/services");
  const list = page.getByRole("region", { name: "Service list" });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  for (const [title, href] of [
    ["TV Mounting", "/services/tv-mounting"],
    ["Furniture Assembly", "/services/furniture-assembly"],
    ["Home Cleaning", "/services/home-cleaning"],
    ["Drywall Repair", "/services/drywall-repair"],
  ] as const) {
    await expect(list.getByRole("heading", { name: title })).toBeVisible();
    await expect(list.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute("href", href);
  }
  await expect(list.getByRole("heading", { name: "Other & Custom Tasks" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/book");
});

test.describe("service landing pages", () => {
  for (const slug of SERVICES) {
    test(`/services/${slug} has every section and a booking link with the service chosen`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The service's picture: its photo, or until there is one the icon that keeps its room.
      await expect(page.locator('main [aria-hidden="true"] > svg').first()).toBeVisible();
      for (const name of [/^Why Choose Us for/, "What's Included", "Service Area", "Frequently Asked Questions"]) {
        await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toBeVisible();
      }
      const bookLinks = page.getByRole("main").locator(`a[href="/book?service=${slug}"]`);
      expect(await bookLinks.count()).toBeGreaterThanOrEqual(2);
    });
  }

  test("the FAQs make the spec's claims and open without script", async ({ page }) => {
    for (const [slug, claim] of [
      ["tv-mounting", "30 to 60 minutes"],
      ["caulking", "5 to 10 years"],
      ["home-cleaning", "weekly, bi-weekly or monthly"],
    ] as const) {
      await page.goto(`/services/${slug}`);
      const answer = page.locator("details p", { hasText: claim });
      await expect(answer).toBeHidden();
      await answer.locator("xpath=ancestor::details/summary").click();
      await expect(answer).toBeVisible();
    }
  });

  test("some show the locations grid with '(Soon)' tiles", async ({ page }) => {
    await page.goto("/services/tv-mounting");
    await expect(page.getByRole("main").getByText("Los Angeles (Soon)")).toBeVisible();
    await page.goto("/services/caulking");
    await expect(page.getByRole("main").getByText("Los Angeles (Soon)")).toHaveCount(0);
  });
});

test.describe("city landing pages", () => {
  for (const [name, slug] of ACTIVE_CITIES) {
    test(`/locations/${slug} has its breadcrumb, hero, services, benefits and CTA, and no review before a customer writes one`, async ({ page }) => {
      await page.goto(`/locations/${slug}`);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.getByRole("link", { name: "Locations" })).toHaveAttribute("href", "/#service-areas");
      await expect(crumbs.getByText(name, { exact: true })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Handyman Services in ${name}`);
      await expect(page.getByRole("link", { name: "Book Service Now" }).first()).toHaveAttribute("href", "/book");
      await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
      await expect(page.getByRole("heading", { name: `Our Services in ${name}` })).toBeVisible();
      for (const [service, href] of [
        ["TV Mounting", "/services/tv-mounting"],
        ["Furniture Assembly", "/services/furniture-assembly"],
        ["Home Cleaning", "/services/home-cleaning"],
      ] as const) {
        await expect(page.getByRole("heading", { name: `${service} in ${name}` })).toBeVisible();
        await expect(page.getByRole("link", { name: `Learn More about ${service}` })).toHaveAttribute("href", href);
      }
      for (const benefit of [
        "Open Monday to Saturday",
        "Reply Within 24 Hours",
        "A Quote Before Work Starts",
        "Satisfaction Guaranteed",
      ]) {
        await expect(page.getByRole("heading", { name: benefit, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("main").getByText(/out of 5 stars/)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: `What ${name} Customers Say` })).toHaveCount(0);
      await expect(
        page
          .getByRole("region", { name: `Need a handyman in ${name}?` })
          .getByRole("link", { name: "Book Service Now" }),
      ).toHaveAttribute("href", "/book");
    });
  }
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/services/no-such-service", "/locations/no-such-city"]) {
    test(`${path} answers 404 inside the site layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);
    });
  }
});

test("footer: every quick link, three services, twelve locations and a tel: link", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Home", "/"],
    ["Services", "/services"],
    ["Top Services", "/#services"],
    ["About Us", "/about"],
    ["How It Works", "/#how-it-works"],
    ["Testimonials", "/#testimonials"],
    ["Book", "/book"],
    ["Privacy", "/privacy"],
    ["TV Mounting", "/services/tv-mounting"],
    ["Furniture Assembly", "/services/furniture-assembly"],
    ["Home Cleaning", "/services/home-cleaning"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  for (const [name, slug] of ACTIVE_CITIES) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/locations/${slug}`);
  }
  for (const name of SOON) {
    await expect(footer.locator('[aria-disabled="true"]', { hasText: `${name} (Soon)` })).toBeVisible();
    await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  }
  await expect(footer.getByRole("link", { name: "(818) 555-0142" })).toHaveAttribute("href", "tel:+18185550142");
  await expect(footer.getByText("Mon–Sat, 8:00 AM – 6:00 PM")).toBeVisible();
});

test("the mobile booking bar shows on small screens only and never covers the page's end @mobile", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("link", { name: "Need Help Today? Book Our Handyman Team Now!" });
  if (test.info().project.name !== "mobile") {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("href", "/book");
  for (const path of ["/", "/about"]) {
    await page.goto(path);
    const last = page.getByRole("contentinfo").getByText(/Prices: contact for quote/);
    // The gap between the footer's last line and the bar, at the very bottom of the page.
    const gapAtBottom = async () => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      const lastBox = await last.boundingBox();
      const barBox = await bar.locator("..").boundingBox();
      return lastBox && barBox ? barBox.y - (lastBox.y + lastBox.height) : -1;
    };
    // The footer's last paragraph (its padding included) ends where the bar starts, give or take sub-pixel rounding.
    await expect.poll(gapAtBottom, { message: path }).toBeGreaterThanOrEqual(-0.5);
    const paddingBottom = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(paddingBottom, path).toBe((await bar.locator("..").boundingBox())?.height);
  }
  // Not on the booking page (it would link to itself), and no room kept for it there.
  await page.goto("/book");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(0);
});
