import type { HomeWords } from "../home";

/** The home page in Spanish. */
export const homeWordsEs: HomeWords = {
  title: "Pacific Crest Handyman | Servicios de handyman de confianza en Los Ángeles",
  heroTitle: "Servicios de handyman de confianza en el área de Los Ángeles",
  serving: (region) => `Trabajamos en ${region}`,
  bookService: "Reservar un servicio",
  viewServices: "Ver servicios",
  topServicesIntro: {
    title: "Nuestros servicios principales",
    subtitle: "Un servicio profesional y amable para todo lo que su casa necesita",
  },
  steps: [
    {
      title: "Reservar es fácil",
      description: "Díganos lo que necesita en dos minutos en línea. Confirmamos su solicitud y nos comunicamos con usted en menos de 24 horas.",
    },
    {
      title: "Llegamos a tiempo",
      description: "Su técnico llega en el horario de llegada acordado, con las herramientas y los materiales para el trabajo.",
    },
    {
      title: "Trabajo bien hecho",
      description: "Terminamos el trabajo, limpiamos y le mostramos lo que hicimos antes de irnos.",
    },
  ],
  how: {
    eyebrow: "Un proceso sencillo",
    title: "Cómo funciona",
    subtitle: "De la solicitud al trabajo terminado en tres pasos sencillos.",
    step: (id) => `Paso ${id}: `,
    bookNow: "Reserve su servicio ahora",
  },
  trust: { eyebrow: "Tranquilidad", title: "Por qué Los Ángeles confía en nosotros" },
  why: {
    eyebrow: "La diferencia de Pacific Crest",
    title: "Por qué elegir Pacific Crest Handyman",
    subtitle: "Trabajo de calidad, precios honestos y personas a las que da gusto abrirles la puerta.",
  },
  areas: {
    eyebrow: "Zonas de servicio",
    title: "Trabajamos en el área de Los Ángeles",
    subtitle: "Técnicos locales en estas ciudades, y pronto en más barrios.",
  },
  recentWork: "Trabajos recientes",
  testimonials: {
    eyebrow: "Reseñas",
    title: "Lo que dicen nuestros clientes",
    noReviews:
      "Aquí solo publicamos reseñas de clientes cuyo trabajo terminamos: después de su trabajo, le invitaremos a contarles a otros propietarios cómo le fue.",
  },
  quote: {
    eyebrow: "Cotización gratis",
    title: "Pida su cotización gratis",
    text: "Cuéntenos sobre su proyecto y le responderemos en menos de 24 horas con una cotización clara.",
    prefer: "¿Prefiere hablar con nosotros?",
    call: (phone) => `Llame al ${phone}`,
  },
};
