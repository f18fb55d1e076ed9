import { picture, type Picture } from "./pictures";
import { company, serviceArea, type ServiceSlug } from "./site";

/** The home page's 'Our Top Services' cards (the spec's texts). */
export const topServices: { id: number; slug: ServiceSlug; title: string; description: string; link: string; image: Picture }[] = [
  {
    id: 1,
    title: "TV Mounting",
    description: "Secure, perfectly leveled TV installations for any wall type.",
    slug: "tv-mounting",
    link: "/services/tv-mounting",
    image: picture("service-tv-mounting"),
  },
  {
    id: 2,
    title: "Furniture Assembly",
    description: "Fast, correct assembly of all furniture types, big or small.",
    slug: "furniture-assembly",
    link: "/services/furniture-assembly",
    image: picture("service-furniture-assembly"),
  },
  {
    id: 3,
    title: "Home Cleaning",
    description: "Professional, eco-friendly cleaning for a spotless home.",
    slug: "home-cleaning",
    link: "/services/home-cleaning",
    image: picture("service-home-cleaning"),
  },
];

/** The services listing page's five cards. */
export const servicesListing: {
  id: number;
  title: string;
  description: string;
  learnMoreLink: string;
  buttonText?: string;
  image: Picture;
}[] = [
  {
    id: 1,
    title: "TV Mounting",
    description: "Secure, perfectly leveled TV installations on any wall, with cables neatly hidden.",
    learnMoreLink: "/services/tv-mounting",
    image: picture("service-tv-mounting"),
  },
  {
    id: 2,
    title: "Furniture Assembly",
    description: "Fast, correct assembly of beds, desks, wardrobes and more, with anti-tip anchoring.",
    learnMoreLink: "/services/furniture-assembly",
    image: picture("service-furniture-assembly"),
  },
  {
    id: 3,
    title: "Home Cleaning",
    description: "Professional, eco-friendly cleaning, one-time or on a weekly, bi-weekly or monthly schedule.",
    learnMoreLink: "/services/home-cleaning",
    image: picture("service-home-cleaning"),
  },
  {
    id: 4,
    title: "Drywall Repair",
    description: "Holes, cracks and water damage patched, textured and left ready to paint.",
    learnMoreLink: "/services/drywall-repair",
    image: picture("service-drywall-repair"),
  },
  {
    id: 5,
    title: "Other & Custom Tasks",
    description: "Shelves, curtain rods, picture hanging, small repairs and that to-do list you keep putting off.",
    learnMoreLink: "/book",
    buttonText: "Request a Quote",
    image: picture("custom-tasks"),
  },
];

/** A card's words in another language, in the English list's order. */
export type CardWords = { title: string; description: string; buttonText?: string };

/** The services listing page's own words in one language. */
export type ServicesPageWords = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  listLabel: string;
  moreTitle: string;
  areasTitle: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
};

export const servicesPageWords: ServicesPageWords = {
  metaTitle: `Handyman Services in ${serviceArea.name} | ${company.name}`,
  metaDescription: `TV mounting, furniture assembly, home cleaning, drywall repair and custom handyman tasks across ${serviceArea.name}. A quote before any work starts.`,
  eyebrow: "Our services",
  title: "Home Services You Can Count On",
  intro: "From a single shelf to a whole to-do list, our technicians handle it, with a quote before any work starts.",
  listLabel: "Service list",
  moreTitle: "More Ways We Can Help",
  areasTitle: "Where We Work",
  ctaTitle: "Not sure which service you need?",
  ctaText: "Describe the job and we'll send you a clear quote within 24 hours.",
  ctaButton: "Request a Quote",
};

