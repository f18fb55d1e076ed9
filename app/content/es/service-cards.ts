import type { CardWords, ServicesPageWords } from "../service-cards";

/** The home page's three top service cards in Spanish (the English order). */
export const topServicesWordsEs: [CardWords, CardWords, CardWords] = [
  { title: "Instalación de TV en pared", description: "Instalación de TV firme y perfectamente nivelada en cualquier tipo de pared." },
  { title: "Armado de muebles", description: "Armado rápido y correcto de todo tipo de muebles, grandes o pequeños." },
  { title: "Limpieza del hogar", description: "Limpieza profesional y ecológica para una casa impecable." },
];

/** The services listing's five cards in Spanish (the English order). */
export const servicesListingWordsEs: [CardWords, CardWords, CardWords, CardWords, CardWords] = [
  { title: "Instalación de TV en pared", description: "Instalación de TV firme y perfectamente nivelada en cualquier pared, con los cables bien ocultos." },
  { title: "Armado de muebles", description: "Armado rápido y correcto de camas, escritorios, roperos y más, con anclaje contra vuelcos." },
  { title: "Limpieza del hogar", description: "Limpieza profesional y ecológica, una sola vez o cada semana, cada dos semanas o cada mes." },
  { title: "Reparación de drywall", description: "Agujeros, grietas y daños por agua resanados, texturizados y listos para pintar." },
  {
    title: "Otros trabajos a la medida",
    description: "Repisas, cortineros, cuadros, pequeñas reparaciones y esa lista de pendientes que sigue posponiendo.",
    buttonText: "Pedir cotización",
  },
];

/** The services listing page in Spanish. */
export const servicesPageWordsEs: ServicesPageWords = {
  metaTitle: "Servicios de handyman en Los Ángeles | Pacific Crest Handyman",
  metaDescription:
    "Instalación de TV en pared, armado de muebles, limpieza del hogar, reparación de drywall y trabajos a la medida en el área de Los Ángeles. Cotización antes de empezar.",
  eyebrow: "Nuestros servicios",
  title: "Servicios para el hogar en los que puede confiar",
  intro: "Desde una sola repisa hasta toda su lista de pendientes, nuestros técnicos se encargan, con una cotización antes de empezar.",
  listLabel: "Lista de servicios",
  moreTitle: "Más formas de ayudarle",
  areasTitle: "Dónde trabajamos",
  ctaTitle: "¿No sabe qué servicio necesita?",
  ctaText: "Describa el trabajo y le enviaremos una cotización clara en menos de 24 horas.",
  ctaButton: "Pedir cotización",
};
