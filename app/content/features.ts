
/**
 * Feature cards: the why-choose sections' cards that make no claim; pricing and the guarantee
 * join them from app/content/trust.ts (`whyChooseItems`), as do the trust cards and city benefits.
 */
export type Feature = {
  title: string;
  text: string;
  icon: "shield" | "clock" | "star" | "tag" | "thumbs-up" | "wrench";
  /** Where the claim can be checked (a licence look-up, the reviews). */
  link?: { href: string; label: string };
};

export const whyChooseOthers: Feature[] = [
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

