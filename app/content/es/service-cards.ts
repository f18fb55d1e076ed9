import type { CardWords } from "../service-cards";

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
