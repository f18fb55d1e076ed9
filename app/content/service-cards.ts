import type { ServiceSlug } from "./site";

export type Image = { src: string; alt: string; width: number; height: number };

export const serviceImage = (slug: string, alt: string): Image => ({
  src: `/images/services/${slug}.svg`,
  alt,
  width: 480,
  height: 320,
});

/** The home page's 'Our Top Services' cards (the spec's texts). */
export const topServices: { id: number; slug: ServiceSlug; title: string; description: string; link: string; image: Image }[] = [
  {
    id: 1,
    title: "TV Mounting",
    description: "Secure, perfectly leveled TV installations for any wall type.",
    slug: "tv-mounting",
    link: "/services/tv-mounting",
    image: serviceImage("tv-mounting", "TV mounted level on a living room wall"),
  },
  {
    id: 2,
    title: "Furniture Assembly",
    description: "Fast, correct assembly of all furniture types, big or small.",
    slug: "furniture-assembly",
    link: "/services/furniture-assembly",
    image: serviceImage("furniture-assembly", "Assembled bookshelf and dresser beside a toolbox"),
  },
  {
    id: 3,
    title: "Home Cleaning",
    description: "Professional, eco-friendly cleaning for a spotless home.",
    slug: "home-cleaning",
    link: "/services/home-cleaning",
    image: serviceImage("home-cleaning", "Tidy living room with a cleaning caddy"),
  },
];

/** The services listing page's five cards. */
export const servicesListing: {
  id: number;
  title: string;
  description: string;
  learnMoreLink: string;
  buttonText?: string;
  image: Image;
}[] = [
  {
    id: 1,
    title: "TV Mounting",
    description: "Secure, perfectly leveled TV installations on any wall, with cables neatly hidden.",
    learnMoreLink: "/services/tv-mounting",
    image: serviceImage("tv-mounting", "TV mounted level on a living room wall"),
  },
  {
    id: 2,
    title: "Furniture Assembly",
    description: "Fast, correct assembly of beds, desks, wardrobes and more, with anti-tip anchoring.",
    learnMoreLink: "/services/furniture-assembly",
    image: serviceImage("furniture-assembly", "Assembled bookshelf and dresser beside a toolbox"),
  },
  {
    id: 3,
    title: "Home Cleaning",
    description: "Professional, eco-friendly cleaning, one-time or on a weekly, bi-weekly or monthly schedule.",
    learnMoreLink: "/services/home-cleaning",
    image: serviceImage("home-cleaning", "Tidy living room with a cleaning caddy"),
  },
  {
    id: 4,
    title: "Drywall Repair",
    description: "Holes, cracks and water damage patched, textured and left ready to paint.",
    learnMoreLink: "/services/drywall-repair",
    image: serviceImage("drywall-repair", "Wall patch being smoothed with a putty knife"),
  },
  {
    id: 5,
    title: "Other & Custom Tasks",
    description: "Shelves, curtain rods, picture hanging, small repairs and that to-do list you keep putting off.",
    learnMoreLink: "/book",
    buttonText: "Request a Quote",
    image: serviceImage("custom-tasks", "Toolbox with a hammer, screwdriver and measuring tape"),
  },
];
