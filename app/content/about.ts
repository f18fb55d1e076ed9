import { picture } from "./pictures";

export const about = {
  title: "About Pacific Crest Handyman",
  intro:
    "We are a team of local handymen and home-service professionals serving Los Angeles, nearby cities and Thousand Oaks.",
  mission: [
    "Our mission is simple: make home repairs easy, honest and stress-free. Too many homeowners wait weeks for a contractor who never calls back, or get a bill that doesn't match the quote. We started Pacific Crest Handyman to do it differently.",
    "Every request is answered within 24 hours. Every technician is vetted. Every price is explained before the work begins. And every job is backed by our satisfaction guarantee.",
  ],
  image: picture("about"),
};
