import { picture } from "./pictures";
import { activeAreaNames, company } from "./site";

export const about = {
  title: "About Pacific Crest Handyman",
  intro:
    `We are a team of local handymen and home-service professionals serving ${activeAreaNames()}.`,
  mission: [
    "Our mission is simple: make home repairs easy, honest and stress-free. Too many homeowners wait weeks for a contractor who never calls back, or get a bill that doesn't match the quote. We started Pacific Crest Handyman to do it differently.",
    `Every request is answered within ${company.contactPromiseHours} hours, and every job is quoted before the work begins.`,
  ],
  image: picture("about"),
};

/** The about page's words in one language. */
export type AboutWords = {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  mission: string[];
  missionTitle: string;
  whyTitle: string;
  bookService: string;
  teamTitle: string;
  valuesTitle: string;
  ctaTitle: string;
  ctaText: string;
};

export const aboutWords: AboutWords = {
  metaTitle: `About Us | ${company.name}`,
  metaDescription: `Meet ${company.name}: local experts making home repairs easy, honest and stress-free across ${company.region}.`,
  eyebrow: "About us",
  title: about.title,
  intro: about.intro,
  mission: about.mission,
  missionTitle: "Our Mission",
  whyTitle: "Why Choose Us",
  bookService: "Book a Service",
  teamTitle: "Who You'll Meet",
  valuesTitle: "What We Stand For",
  ctaTitle: "Let's get your to-do list done",
  ctaText: `Tell us what you need and we'll contact you within ${company.contactPromiseHours} hours.`,
};

