import { picture, type Picture } from "./pictures";
import { serviceArea } from "./site";

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

