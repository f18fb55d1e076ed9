/** Feature cards: the home page's trust and why-choose sections, the city pages' benefits. */
export type Feature = {
  title: string;
  text: string;
  icon: "shield" | "clock" | "star" | "tag" | "thumbs-up" | "wrench";
};

export const trustItems: Feature[] = [
  {
    title: "Licensed & Insured Professionals",
    text: "Every technician is vetted, background-checked and covered by our liability insurance.",
    icon: "shield",
  },
  {
    title: "Same-Day Availability in LA",
    text: "Need it done today? Same-day appointments are available across Greater Los Angeles.",
    icon: "clock",
  },
  {
    title: "Hundreds of 5-Star Reviews",
    text: "Homeowners across Los Angeles rate our work five stars for quality and reliability.",
    icon: "star",
  },
];

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

/** The four benefit blocks of the city pages. */
export const cityBenefits: Feature[] = [
  { title: "Same-Day Service", text: "Book before noon and we can often be there the same day.", icon: "clock" },
  { title: "Licensed & Insured", text: "Vetted professionals, fully insured for your peace of mind.", icon: "shield" },
  { title: "Transparent Pricing", text: "A clear quote before we start. No hidden fees, ever.", icon: "tag" },
  { title: "Satisfaction Guaranteed", text: "Not happy? We come back and make it right.", icon: "thumbs-up" },
];
