import type { common as en } from "../en/common";
import type { Translation } from "../languages";

export const common = {
  language: {
    name: "Español",
    view: "Ver esta página en español",
    offer: "Esta página también está en español.",
    dismiss: "Cerrar",
  },
  /** A job photo's pair (decision 085): each image's label, and its alt text (the label, then the photo's description). */
  work: { before: "Antes", after: "Después", labelled: "{{label}}: {{alt}}" },
  skipLink: "Saltar al contenido principal",
  soon: "(Pronto)",
  call: "Llamar al {{phone}}",
  bookService: "Reservar un servicio",
  header: {
    main: "Principal",
    mobile: "Menú móvil",
    menu: "Menú",
    ourServices: "Nuestros servicios",
  },
  footer: {
    label: "Pie de página",
    tagline: "Reparaciones del hogar rápidas, accesibles y profesionales, hechas por expertos locales en {{region}}.",
    quickLinks: "Enlaces rápidos",
    popularServices: "Servicios populares",
    serviceAreas: "Zonas de servicio",
    prices: "Precios: {{price}}.",
  },
  mobileBar: {
    label: "Reserva rápida",
    text: "¿Necesita ayuda hoy? ¡Reserve a nuestro equipo ahora!",
  },
  learnMore: {
    text: "Más información",
    about: " sobre {{service}}",
  },
  locations: {
    missing: "¿No ve su zona?",
    contact: "Escríbanos",
    help: "y le diremos si podemos ayudarle.",
  },
  heroPanel: {
    runBy: "Dirigido por {{name}}. ",
    serving: "Trabajamos en {{areas}}.",
  },
  carousel: {
    label: "Reseñas de clientes",
    viewport: "Reseñas de clientes, deslice hacia los lados para ver más",
    slide: "{{n}} de {{total}}",
    previous: "Reseña anterior",
    next: "Reseña siguiente",
    play: "Iniciar el cambio automático",
    pause: "Pausar el cambio automático",
    choose: "Elija una reseña",
    goTo: "Ir a la reseña {{n}} de {{total}}",
    positionBefore: "Reseña ",
    positionAfter: " de {{total}}",
  },
  review: {
    verified: "Cliente verificado",
    replyFrom: "Respuesta de {{name}}",
    stars: "{{n}} de 5 estrellas",
    summaryOne: "Promedio de {{average}} de 5 en {{count}} reseña publicada de un cliente.",
    summaryOther: "Promedio de {{average}} de 5 en {{count}} reseñas publicadas de clientes.",
  },
  notFound: {
    metaTitle: "Página no encontrada",
    title: "¡Uy! No encontramos la página",
    text: "La página que busca no existe o cambió de lugar. Le ayudamos a retomar el camino.",
    home: "Volver al inicio",
    popular: "Servicios populares",
  },
  error: {
    title: "Algo salió mal",
    text: "No pudimos cargar esta página. Inténtelo de nuevo en un momento.",
  },
} as const satisfies Translation<typeof en>;
