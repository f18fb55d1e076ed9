import { TRACK_REQUEST_PATH, type BusinessFacts, type CompanyWords, type NavItem } from "../site";

/** The company's words in Spanish: the region, the hours and the price (docs/glossary-es.md). */
export const companyWordsEs: CompanyWords = {
  region: "el área de Los Ángeles",
  regionTitle: "Los Ángeles",
  hours: { days: "de lunes a sábado", label: "Lun–sáb, 8:00 a.m. – 6:00 p.m." },
  priceRange: "Según cotización",
};

/** The guarantee's title and terms in Spanish (shown only while the facts give a guarantee). */
export const guaranteeEs: NonNullable<BusinessFacts["guarantee"]> = {
  title: "Nuestra garantía de mano de obra",
  terms: [
    "Si algo de lo que hicimos no quedó bien, avísenos: regresamos y lo arreglamos, sin cobrarle la mano de obra.",
    "Cubre nuestra mano de obra en el trabajo que cotizamos: no las piezas ni los materiales que usted puso, el desgaste normal ni los daños posteriores a la visita.",
    "Llámenos o escríbanos con el código de referencia de su solicitud (está en su confirmación) y acordamos una visita con usted.",
  ],
};

/** The header's links in Spanish, in the English order (same targets). */
export const mainNavEs: NavItem[] = [
  { label: "Inicio", to: "/" },
  { label: "Servicios", to: "/services", submenu: true },
  { label: "Cómo funciona", to: "/#how-it-works" },
  { label: "Quiénes somos", to: "/about" },
  { label: "Reseñas", to: "/#testimonials" },
  { label: "Seguir mi solicitud", to: TRACK_REQUEST_PATH },
];

/** The footer's quick links in Spanish. */
export const footerNavEs: NavItem[] = [
  { label: "Inicio", to: "/" },
  { label: "Servicios", to: "/services" },
  { label: "Servicios principales", to: "/#services" },
  { label: "Quiénes somos", to: "/about" },
  { label: "Cómo funciona", to: "/#how-it-works" },
  { label: "Reseñas", to: "/#testimonials" },
  { label: "Reservar", to: "/book" },
  { label: "Privacidad", to: "/privacy" },
];
