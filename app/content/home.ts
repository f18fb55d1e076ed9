import { picture, type Picture } from "./pictures";
import { company, serviceArea } from "./site";

export const hero = {
  /** The spec's headline, naming the area served (decision 059). */
  title: `Trusted Handyman Services in ${serviceArea.name}`,
  image: picture("hero"),
};

export const topServicesIntro = {
  title: "Our Top Services",
  subtitle: "Professional and friendly service for all your home needs",
};

export type Step = { id: number; title: string; description: string; image: Picture };

export const steps: Step[] = [
  {
    id: 1,
    title: "Booking Made Easy",
    description:
      "Tell us what you need in two minutes online. We confirm your request and contact you within 24 hours.",
    image: picture("step-booking"),
  },
  {
    id: 2,
    title: "On-Time Arrival",
    description: "Your technician arrives in the agreed window with the tools and materials for the job.",
    image: picture("step-arrival"),
  },
  {
    id: 3,
    title: "Job Done Right",
    description: "We finish the work, clean up and walk you through it before we leave.",
    image: picture("step-done"),
  },
];

/** A titled section of the home page: its eyebrow, title and subtitle. */
type SectionWords = { eyebrow: string; title: string; subtitle: string };

/** The home page's words in one language: the hero, the steps and each section's headings. */
export type HomeWords = {
  title: string;
  heroTitle: string;
  serving: (region: string) => string;
  bookService: string;
  viewServices: string;
  topServicesIntro: { title: string; subtitle: string };
  steps: { title: string; description: string }[];
  how: SectionWords & { step: (id: number) => string; bookNow: string };
  trust: { eyebrow: string; title: string };
  why: SectionWords;
  areas: SectionWords;
  testimonials: { eyebrow: string; title: string; noReviews: string };
  /** The heading of the company's newest job photos (shown once there are some, decision 085). */
  recentWork: string;
  quote: { eyebrow: string; title: string; text: string; prefer: string; call: (phone: string) => string };
};

export const homeWords: HomeWords = {
  title: `${company.name} | ${hero.title}`,
  heroTitle: hero.title,
  serving: (region) => `Serving ${region}`,
  bookService: "Book a Service",
  viewServices: "View Services",
  topServicesIntro,
  steps,
  how: {
    eyebrow: "Simple process",
    title: "How It Works",
    subtitle: "From request to finished job in three easy steps.",
    step: (id) => `Step ${id}: `,
    bookNow: "Book Your Service Now",
  },
  trust: { eyebrow: "Peace of mind", title: `Why ${serviceArea.name} Trusts Us` },
  why: {
    eyebrow: "The Pacific Crest difference",
    title: `Why Choose ${company.name}`,
    subtitle: "Quality work, honest prices and people you're glad to let in.",
  },
  areas: {
    eyebrow: "Service areas",
    title: "We Serve Greater Los Angeles",
    subtitle: "Local technicians in these cities, with more neighborhoods coming soon.",
  },
  recentWork: "Recent Work",
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Customers Say",
    noReviews:
      "Reviews here come only from customers whose job we completed: after your job, we'll invite you to tell other homeowners how it went.",
  },
  quote: {
    eyebrow: "Free quote",
    title: "Get Your Free Quote",
    text: "Tell us about your project and we'll get back to you within 24 hours with a clear quote.",
    prefer: "Prefer to talk?",
    call: (phone) => `Call ${phone}`,
  },
};

