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

/** A customer's review: first name, city, the date and the place where it was left. */
export type Review = { firstName: string; city: string; date: string; source: string; stars: 5; text: string };

export type Testimonial = Review & { id: number };

export const testimonials: Testimonial[] = [
  {
    id: 1,
    firstName: "Sarah",
    city: "Pasadena",
    date: "2025-10-04",
    source: "Google",
    stars: 5,
    text: "They mounted our 75-inch TV above the fireplace and hid all the cables. Perfectly level, on time and the price was exactly what they quoted.",
  },
  {
    id: 2,
    firstName: "Michael",
    city: "Santa Monica",
    date: "2025-09-12",
    source: "Google",
    stars: 5,
    text: "Booked in the morning and had my IKEA wardrobe and desk assembled the same afternoon. Friendly, fast and they took all the boxes away.",
  },
  {
    id: 3,
    firstName: "Emily",
    city: "Glendale",
    date: "2025-08-27",
    source: "Google",
    stars: 5,
    text: "The drywall patch is invisible. You can't tell where the hole was, and they matched our texture perfectly. Highly recommend.",
  },
  {
    id: 4,
    firstName: "David",
    city: "Burbank",
    date: "2025-07-15",
    source: "Google",
    stars: 5,
    text: "We use them for our office: light fixtures, door repairs and a deep clean. Always reliable, always professional.",
  },
  {
    id: 5,
    firstName: "Jennifer",
    city: "West Hollywood",
    date: "2025-06-30",
    source: "Google",
    stars: 5,
    text: "Our bi-weekly cleaning is the best money we spend. Eco-friendly products, a careful team and a spotless apartment every time.",
  },
];
