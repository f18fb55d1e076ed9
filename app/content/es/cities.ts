import type { CitySlug } from "../site";
import type { CityPageText, CityWords } from "../cities";

/** The seven city pages in Spanish: every active city, so none can be missing. */
export const cityWordsEs: Record<CitySlug, CityWords> = {
  pasadena: {
    metaTitle: "Servicios de handyman en Pasadena, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman de confianza en Pasadena: instalación de TV en pared, armado de muebles, limpieza del hogar y reparaciones para casas craftsman y condominios. Cotización antes de empezar.",
    intro:
      "Desde los bungalows craftsman históricos cerca del Arroyo hasta los condominios nuevos de Old Town, los propietarios de Pasadena llaman a nuestro equipo local para reparaciones e instalaciones rápidas y cuidadosas.",
    services: {
      tvMounting: "Instalación de TV nivelada y firme, en yeso o drywall, con los cables bien ocultos en las casas antiguas de Pasadena.",
      furnitureAssembly: "Camas, escritorios y roperos armados rápido para familias, estudiantes y oficinas en casa de Pasadena.",
      homeCleaning: "Limpieza ecológica para casas y apartamentos de Pasadena, una sola vez o de forma regular.",
    },
    neighborhoods: ["Old Town", "Bungalow Heaven", "Madison Heights", "Hastings Ranch", "South Arroyo"],
  },
  glendale: {
    metaTitle: "Servicios de handyman en Glendale, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman en Glendale: instalación de TV en pared, armado de muebles, limpieza del hogar y reparaciones por profesionales locales. Cotización antes de empezar.",
    intro:
      "Ya sea que viva cerca de The Americana, en las faldas de Verdugo o en un apartamento de Brand Boulevard, nuestros técnicos de Glendale llegan a tiempo y hacen bien el trabajo a la primera.",
    services: {
      tvMounting: "Instalación firme de TV para salas y recámaras de Glendale, en cualquier tipo de pared.",
      furnitureAssembly: "Muebles en caja y muebles grandes armados correctamente en casas y oficinas de Glendale.",
      homeCleaning: "Limpieza profesional que mantiene impecables las casas de Glendale, cada semana, cada dos semanas o cada mes.",
    },
    neighborhoods: ["Downtown Glendale", "Adams Hill", "Rossmoyne", "Verdugo Woodlands", "Kenneth Village"],
  },
  "santa-monica": {
    metaTitle: "Servicios de handyman en Santa Monica, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman en Santa Monica: instalación de TV en pared, armado de muebles, limpieza del hogar y reparaciones para apartamentos y casas de playa. Cotización antes de empezar.",
    intro:
      "Casitas de playa, apartamentos en Wilshire y oficinas en casa: nuestro equipo de Santa Monica se encarga de instalaciones, armado y reparaciones cuidando su casa y las reglas de su edificio.",
    services: {
      tvMounting: "Instalaciones de TV limpias y discretas para apartamentos de Santa Monica, con opciones para inquilinos.",
      furnitureAssembly: "Armado de muebles que aprovecha el espacio en apartamentos y oficinas en casa de Santa Monica.",
      homeCleaning: "Limpieza ecológica que mantiene la arena y la brisa salada fuera de su casa en Santa Monica.",
    },
    neighborhoods: ["Ocean Park", "Sunset Park", "Mid-City", "Wilshire Montana", "North of Montana"],
  },
  burbank: {
    metaTitle: "Servicios de handyman en Burbank, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman en Burbank: instalación de TV en pared, armado de muebles, limpieza del hogar y reparación de drywall y puertas. Cotización antes de empezar.",
    intro:
      "Desde los bungalows de Magnolia Park hasta los apartamentos del Media District, los vecinos de Burbank cuentan con nosotros para recibir ayuda rápida y confiable en casa.",
    services: {
      tvMounting: "Instalación de TV perfectamente nivelada para casas de Burbank, incluso sobre la chimenea o en esquinas.",
      furnitureAssembly: "Escritorios, camas y repisas armados rápido para casas y estudios de Burbank.",
      homeCleaning: "Limpieza ecológica y a fondo para apartamentos y casas familiares de Burbank.",
    },
    neighborhoods: ["Magnolia Park", "Media District", "Rancho Equestrian", "Burbank Hills", "Downtown Burbank"],
  },
  "west-hollywood": {
    metaTitle: "Servicios de handyman en West Hollywood, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman en West Hollywood: instalación de TV en pared, armado de muebles, limpieza del hogar y reparaciones para condominios y casas. Cotización antes de empezar.",
    intro:
      "Condominios con estilo, dúplex clásicos y agendas llenas: nuestro equipo de West Hollywood hace instalaciones y reparaciones impecables que van con su diseño y con su día.",
    services: {
      tvMounting: "Instalación elegante de TV con cables ocultos para condominios y lofts de West Hollywood.",
      furnitureAssembly: "Muebles de diseño y en caja armados con cuidado en casas de West Hollywood.",
      homeCleaning: "Limpieza detallada que deja las casas de West Hollywood listas para recibir visitas.",
    },
    neighborhoods: ["Norma Triangle", "West Hollywood West", "Sunset Strip", "Tri-West", "Eastside"],
  },
  "thousand-oaks": {
    metaTitle: "Servicios de handyman en Thousand Oaks, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman en Thousand Oaks: instalación de TV en pared, armado de muebles, limpieza del hogar, canaletas y reparaciones para casas familiares. Profesionales locales, cotización antes de empezar.",
    intro:
      "Las casas familiares del Valle de Conejo necesitan un handyman confiable. De Newbury Park a Westlake, ayudamos a los propietarios de Thousand Oaks a mantener su casa en muy buen estado.",
    services: {
      tvMounting: "Instalación de TV en la sala o el patio para casas de Thousand Oaks, bien anclada.",
      furnitureAssembly: "Recámaras infantiles, oficinas en casa y muebles de jardín armados para familias de Thousand Oaks.",
      homeCleaning: "Limpieza regular y a fondo para las casas grandes de Thousand Oaks, cuando le convenga.",
    },
    neighborhoods: ["Newbury Park", "Westlake Village", "Lynn Ranch", "Wildwood", "Conejo Oaks"],
  },
  malibu: {
    metaTitle: "Servicios de handyman en Malibu, CA | Pacific Crest Handyman",
    metaDescription:
      "Handyman en Malibu: instalación de TV en pared, armado de muebles, limpieza del hogar, sellado y reparaciones para casas en la costa. Con cuidado de su casa.",
    intro:
      "Las casas en la costa aguantan sol, sal y brisa marina. Nuestro equipo de Malibu hace instalaciones, reparaciones y limpieza con cuidado, tanto en casas de playa como en los cañones.",
    services: {
      tvMounting: "Instalación de TV en interiores y patios techados para casas de Malibu con vista al mar, pensada para el clima.",
      furnitureAssembly: "Muebles de interior y de jardín armados y anclados para casas de Malibu.",
      homeCleaning: "Limpieza ecológica que mantiene frescas las casas de Malibu, entre estancias o cada semana.",
    },
    neighborhoods: ["Point Dume", "Malibu Colony", "Carbon Beach", "Malibu Park", "Big Rock"],
  },
};

/** A city page's own words in Spanish. */
export const cityPageTextEs: CityPageText = {
  title: (city) => `Servicios de handyman en ${city}`,
  bookNow: "Reservar ahora",
  allServices: "Ver todos los servicios",
  neighborhoods: (list, city) => `Barrios donde trabajamos: ${list} y todo ${city}.`,
  localTechnicians: (city) => `Técnicos locales en ${city}`,
  servicesTitle: (city) => `Nuestros servicios en ${city}`,
  serviceIn: (service, city) => `${service} en ${city}`,
  benefitsTitle: (city) => `Por qué ${city} nos elige`,
  recentWork: (city) => `Trabajos recientes en ${city}`,
  reviewTitle: (city) => `Lo que dicen nuestros clientes de ${city}`,
  ctaTitle: (city) => `¿Necesita un handyman en ${city}?`,
  ctaText: (hours) => `Reserve en línea en dos minutos. Nos comunicaremos con usted en menos de ${hours} horas.`,
  imageAlt: (city) => `Pacific Crest Handyman: servicios de handyman en ${city}, CA`,
  breadcrumbs: { home: "Inicio", locations: "Ciudades" },
  breadcrumbLabel: "Ruta de navegación",
};
