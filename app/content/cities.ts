import { company, serviceAreas, type CitySlug } from "./site";

export type City = {
  slug: CitySlug;
  name: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  /** City-adapted descriptions of the three featured services. */
  services: { tvMounting: string; furnitureAssembly: string; homeCleaning: string };
  neighborhoods: string[];
};

type CityText = Omit<City, "name">;

/** A city page's words, the part another language gives again. */
export type CityWords = Omit<CityText, "slug">;

/** A city page's own words around its content. */
export type CityPageText = {
  title: (city: string) => string;
  bookNow: string;
  allServices: string;
  neighborhoods: (list: string, city: string) => string;
  localTechnicians: (city: string) => string;
  servicesTitle: (city: string) => string;
  serviceIn: (service: string, city: string) => string;
  benefitsTitle: (city: string) => string;
  recentWork: (city: string) => string;
  reviewTitle: (city: string) => string;
  ctaTitle: (city: string) => string;
  ctaText: (hours: number) => string;
  imageAlt: (city: string) => string;
  breadcrumbs: { home: string; locations: string };
  breadcrumbLabel: string;
};

const cityTexts: CityText[] = [
  {
    slug: "pasadena",
    metaTitle: "Handyman Services in Pasadena, CA | Pacific Crest Handyman",
    metaDescription:
      "Trusted handyman in Pasadena: TV mounting, furniture assembly, home cleaning and repairs for craftsman homes and condos. A quote before any work starts.",
    intro:
      "From historic craftsman bungalows near the Arroyo to new condos in Old Town, Pasadena homeowners call our local team for fast, careful repairs and installations.",
    services: {
      tvMounting:
        "Level, secure TV installs on plaster and drywall alike, with cables hidden neatly in Pasadena's older homes.",
      furnitureAssembly:
        "Beds, desks and wardrobes assembled quickly for Pasadena families, students and home offices.",
      homeCleaning: "Eco-friendly cleaning for Pasadena houses and apartments, one-time or on a regular schedule.",
    },
    neighborhoods: ["Old Town", "Bungalow Heaven", "Madison Heights", "Hastings Ranch", "South Arroyo"],
  },
  {
    slug: "glendale",
    metaTitle: "Handyman Services in Glendale, CA | Pacific Crest Handyman",
    metaDescription:
      "Glendale handyman services: TV mounting, furniture assembly, home cleaning and home repairs by local pros. A quote before any work starts.",
    intro:
      "Whether you live near the Americana, in the Verdugo foothills or in a Brand Boulevard apartment, our Glendale handymen arrive on time and get the job done right the first time.",
    services: {
      tvMounting: "Secure TV mounting for Glendale living rooms and bedrooms, on any wall type.",
      furnitureAssembly: "Flat-pack and large furniture assembled correctly in Glendale homes and offices.",
      homeCleaning: "Professional cleaning that keeps Glendale homes spotless, weekly, bi-weekly or monthly.",
    },
    neighborhoods: ["Downtown Glendale", "Adams Hill", "Rossmoyne", "Verdugo Woodlands", "Kenneth Village"],
  },
  {
    slug: "santa-monica",
    metaTitle: "Handyman Services in Santa Monica, CA | Pacific Crest Handyman",
    metaDescription:
      "Santa Monica handyman: TV mounting, furniture assembly, home cleaning and repairs for apartments and beach homes. A quote before any work starts.",
    intro:
      "Beach cottages, Wilshire apartments and home offices: our Santa Monica team handles installations, assembly and repairs with care for your home and your building's rules.",
    services: {
      tvMounting: "Clean, low-profile TV installs for Santa Monica apartments, with renter-friendly options.",
      furnitureAssembly: "Space-smart furniture assembly for Santa Monica apartments and home offices.",
      homeCleaning: "Eco-friendly cleaning that keeps sand and salt air out of your Santa Monica home.",
    },
    neighborhoods: ["Ocean Park", "Sunset Park", "Mid-City", "Wilshire Montana", "North of Montana"],
  },
  {
    slug: "burbank",
    metaTitle: "Handyman Services in Burbank, CA | Pacific Crest Handyman",
    metaDescription:
      "Burbank handyman services: TV mounting, furniture assembly, home cleaning, drywall and door repairs. A quote before any work starts.",
    intro:
      "From the Magnolia Park bungalows to the Media District's apartments, Burbank residents count on us for quick, reliable help around the house.",
    services: {
      tvMounting: "Perfectly leveled TV installs for Burbank homes, including fireplace and corner mounts.",
      furnitureAssembly: "Desks, beds and shelving assembled fast for Burbank homes and studios.",
      homeCleaning: "Thorough, eco-friendly cleaning for Burbank apartments and family homes.",
    },
    neighborhoods: ["Magnolia Park", "Media District", "Rancho Equestrian", "Burbank Hills", "Downtown Burbank"],
  },
  {
    slug: "west-hollywood",
    metaTitle: "Handyman Services in West Hollywood, CA | Pacific Crest Handyman",
    metaDescription:
      "West Hollywood handyman: TV mounting, furniture assembly, home cleaning and repairs for condos and homes. A quote before any work starts.",
    intro:
      "Stylish condos, classic duplexes and busy schedules: our West Hollywood team delivers polished installations and repairs that fit your design and your day.",
    services: {
      tvMounting: "Sleek TV mounting with hidden cables for West Hollywood condos and lofts.",
      furnitureAssembly: "Designer and flat-pack furniture assembled with care in West Hollywood homes.",
      homeCleaning: "Detail-oriented cleaning that keeps West Hollywood homes guest-ready.",
    },
    neighborhoods: ["Norma Triangle", "West Hollywood West", "Sunset Strip", "Tri-West", "Eastside"],
  },
  {
    slug: "thousand-oaks",
    metaTitle: "Handyman Services in Thousand Oaks, CA | Pacific Crest Handyman",
    metaDescription:
      "Thousand Oaks handyman services: TV mounting, furniture assembly, home cleaning, gutters and repairs for family homes. Local pros, a quote before work starts.",
    intro:
      "Family homes in the Conejo Valley need a reliable handyman. From Newbury Park to Westlake, we help Thousand Oaks homeowners keep their homes in great shape.",
    services: {
      tvMounting: "Family-room and patio TV mounting for Thousand Oaks homes, securely anchored.",
      furnitureAssembly: "Kids' rooms, home offices and outdoor furniture assembled for Thousand Oaks families.",
      homeCleaning: "Regular and deep cleaning for larger Thousand Oaks homes, on your schedule.",
    },
    neighborhoods: ["Newbury Park", "Westlake Village", "Lynn Ranch", "Wildwood", "Conejo Oaks"],
  },
  {
    slug: "malibu",
    metaTitle: "Handyman Services in Malibu, CA | Pacific Crest Handyman",
    metaDescription:
      "Malibu handyman: TV mounting, furniture assembly, home cleaning, caulking and coastal home repairs. Careful with your home.",
    intro:
      "Coastal homes face sun, salt and sea air. Our Malibu team provides careful installations, repairs and cleaning for beach houses and canyon homes alike.",
    services: {
      tvMounting: "Weather-aware indoor and covered-patio TV installs for Malibu homes with ocean views.",
      furnitureAssembly: "Indoor and outdoor furniture assembled and anchored for Malibu homes.",
      homeCleaning: "Eco-friendly cleaning that keeps Malibu homes fresh, between stays or every week.",
    },
    neighborhoods: ["Point Dume", "Malibu Colony", "Carbon Beach", "Malibu Park", "Big Rock"],
  },
];

/**
 * The seven city landing pages, in the service areas' order. A city with a page stays active in the
 * business profile (the admin refuses to list it as coming soon, decision 087): its page says the
 * company serves it.
 */
export const cities: City[] = cityTexts.map((text) => {
  const area = serviceAreas.find((entry) => entry.slug === text.slug);
  if (!area) throw new Error(`No service area for the city page ${text.slug}`);
  return { ...text, name: area.name };
});

/** The areas that have a city page (/locations/<slug>). */
export const cityPageSlugs: ReadonlySet<string> = new Set(cities.map((city) => city.slug));

export const cityPageText: CityPageText = {
  title: (city) => `Handyman Services in ${city}`,
  bookNow: "Book Service Now",
  allServices: "View All Services",
  neighborhoods: (list, city) => `Neighborhoods we serve: ${list} and all of ${city}.`,
  localTechnicians: (city) => `Local technicians in ${city}`,
  servicesTitle: (city) => `Our Services in ${city}`,
  serviceIn: (service, city) => `${service} in ${city}`,
  benefitsTitle: (city) => `Why ${city} Chooses Us`,
  recentWork: (city) => `Recent Work in ${city}`,
  reviewTitle: (city) => `What ${city} Customers Say`,
  ctaTitle: (city) => `Need a handyman in ${city}?`,
  ctaText: (hours) => `Book online in two minutes. We'll contact you within ${hours} hours.`,
  imageAlt: (city) => `${company.name}: handyman services in ${city}, CA`,
  breadcrumbs: { home: "Home", locations: "Locations" },
  breadcrumbLabel: "Breadcrumb",
};

