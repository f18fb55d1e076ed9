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
