import type { Feature } from "../features";

/** The why-choose cards without a claim, in Spanish. */
export const whyChooseOthersEs: Feature[] = [
  {
    title: "Expertos locales",
    text: "Nuestros técnicos viven y trabajan en el área de Los Ángeles y conocen sus casas, desde los bungalows craftsman hasta los condominios en edificios altos.",
    icon: "wrench",
  },
  {
    title: "Respeto por su casa",
    text: "Cubrezapatos, lonas y una limpieza completa después de cada trabajo. Dejamos su casa más ordenada de como la encontramos.",
    icon: "shield",
  },
];
