/** Feature cards: the why-choose sections here; the trust cards and city benefits come from app/content/trust.ts. */
export type Feature = {
  title: string;
  text: string;
  icon: "shield" | "clock" | "star" | "tag" | "thumbs-up" | "wrench";
  /** Where the claim can be checked (a licence look-up, the reviews). */
  link?: { href: string; label: string };
};

export const whyChoose: Feature[] = [
  {
    title: "Upfront, Transparent Pricing",
    text: "You get a clear quote before any work starts. No hidden fees, no surprise charges on the invoice.",
    icon: "tag",
  },
  {
    title: "Satisfaction Guaranteed",
    text: "If something isn't right, we come back and make it right. Our workmanship is 100% guaranteed.",
    icon: "thumbs-up",
  },
  {
    title: "Local Experts",
    text: "Our technicians live and work in Greater Los Angeles and know its homes, from craftsman bungalows to high-rise condos.",
    icon: "wrench",
  },
  {
    title: "Respect for Your Home",
    text: "Shoe covers, drop cloths and a full clean-up after every job. We leave your home tidier than we found it.",
    icon: "shield",
  },
];
