import type { Feature } from "../features";
import { company, type BusinessFacts } from "../site";
import { GUARANTEE_PATH, licenseLookupUrl, yearsInBusiness, type TrustWords } from "../trust";
import { companyWordsEs, guaranteeEs } from "./site";

/**
 * The trust claims in Spanish, each made only when its fact is set, exactly as the English ones
 * (app/content/trust.ts): the same branches, the words of docs/glossary-es.md. Imported values
 * of ../trust are read inside the functions only (the two modules import each other).
 */
const region = companyWordsEs.region;
const hours = companyWordsEs.hours;
const reply = company.contactPromiseHours;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const guaranteeLink = () => ({ href: GUARANTEE_PATH, label: "Lea los términos de la garantía" });

/** "con licencia y seguro", "con licencia", "con seguro", or null. */
function credentialPhrase(facts: BusinessFacts): string | null {
  if (facts.license && facts.insurance) return "con licencia y seguro";
  if (facts.license) return "con licencia";
  if (facts.insurance) return "con seguro";
  return null;
}

const insuranceText = (insurance: NonNullable<BusinessFacts["insurance"]>) =>
  `seguro de ${insurance.kind.toLowerCase()}${insurance.carrier ? ` con ${insurance.carrier}` : ""}`;

const hoursCard: Feature = {
  title: `Abierto ${hours.days}`,
  text: `Reserve en línea a cualquier hora. Trabajamos ${hours.label} y acordamos con usted la hora de la visita cuando le llamamos.`,
  icon: "clock",
};

const quoteCard: Feature = {
  title: "Cotización antes de empezar",
  text: "Cotizamos cada trabajo antes de empezar; el precio que acordamos es el que paga por ese trabajo.",
  icon: "tag",
};

const cleanUpCard: Feature = {
  title: "Respeto por su casa",
  text: "Cubrezapatos, lonas y una limpieza completa después de cada trabajo.",
  icon: "shield",
};

function credentialCard(facts: BusinessFacts): Feature {
  const { license, insurance } = facts;
  const link = license ? { href: licenseLookupUrl(license.number), label: `Consulte la licencia n.º ${license.number} en el sitio de la CSLB` } : undefined;
  const licenseText = license ? `Licencia de contratista de California n.º ${license.number} (${license.classification})` : "";
  if (license && insurance) {
    return { title: "Profesionales con licencia y seguro", text: `${licenseText} y ${insuranceText(insurance)}.`, icon: "shield", link };
  }
  if (license) return { title: "Contratista con licencia", text: `${licenseText}.`, icon: "shield", link };
  if (insurance) return { title: "Profesionales con seguro", text: `Cada trabajo está cubierto por nuestro ${insuranceText(insurance)}.`, icon: "shield" };
  return {
    title: `Respuesta en menos de ${reply} horas`,
    text: `Respondemos cada solicitud en menos de ${reply} horas, ${hours.label}.`,
    icon: "thumbs-up",
  };
}

function ratingCard(facts: BusinessFacts): Feature {
  const { rating } = facts;
  if (!rating) {
    return {
      title: "Envíe una foto y reciba una cotización clara",
      text: "Agregue a su solicitud una foto del trabajo y reciba una cotización clara antes de empezar.",
      icon: "tag",
    };
  }
  const hundreds = rating.count >= 200 && rating.value >= 4.8;
  return {
    title: hundreds ? "Cientos de reseñas de 5 estrellas" : `Calificación de ${rating.value.toFixed(1)} de 5`,
    text: `${rating.value.toFixed(1)} de 5 en ${rating.count} reseñas en ${rating.source}.`,
    icon: "star",
    link: { href: rating.url, label: `Lea las reseñas en ${rating.source}` },
  };
}

function guaranteeCard(facts: BusinessFacts): Feature | null {
  return facts.guarantee
    ? { title: "Satisfacción garantizada", text: "¿No quedó contento con nuestro trabajo? Regresamos y lo arreglamos.", icon: "thumbs-up", link: guaranteeLink() }
    : null;
}

export const trustWordsEs: TrustWords = {
  trustItems: (facts) => [
    credentialCard(facts),
    facts.sameDayVisits
      ? { title: "Servicio el mismo día en Los Ángeles", text: `¿Lo necesita hoy? Hay citas el mismo día en ${region}.`, icon: "clock" }
      : hoursCard,
    ratingCard(facts),
  ],
  trustSubtitle: (facts) =>
    facts.rating ? "Profesionales reales, disponibilidad real y reseñas reales." : "Lo que puede comprobar antes de abrirnos la puerta.",
  cityBenefits: (facts) => {
    const phrase = credentialPhrase(facts);
    const credential = credentialCard(facts);
    return [
      facts.sameDayVisits
        ? { title: "Servicio el mismo día", text: "Reserve antes del mediodía y muchas veces podemos ir ese mismo día.", icon: "clock" }
        : hoursCard,
      phrase
        ? { title: capitalize(phrase), text: credential.text, icon: "shield", link: credential.link }
        : { title: `Respuesta en menos de ${reply} horas`, text: "Cada solicitud recibe una respuesta, con un siguiente paso claro.", icon: "star" },
      facts.publishedPrices
        ? { title: "Precios transparentes", text: "Una cotización clara antes de empezar. Sin cargos ocultos, nunca.", icon: "tag" }
        : quoteCard,
      guaranteeCard(facts) ?? cleanUpCard,
    ];
  },
  whyChooseItems: (facts, others) => [
    facts.publishedPrices
      ? {
          title: "Precios claros desde el principio",
          text: "Recibe una cotización clara antes de empezar. Sin cargos ocultos ni sorpresas en la factura.",
          icon: "tag",
        }
      : quoteCard,
    guaranteeCard(facts) ?? {
      title: `Respuesta en menos de ${reply} horas`,
      text: `Respondemos cada solicitud en menos de ${reply} horas, ${hours.label}.`,
      icon: "thumbs-up",
    },
    ...others,
  ],
  guaranteeTerms: (facts) => (facts.guarantee ? guaranteeEs : null),
  bookingPoints: (facts) => {
    const phrase = credentialPhrase(facts);
    return [
      {
        icon: "shield",
        title: phrase ? `Profesionales ${phrase}` : "Profesionales locales",
        text: `Técnicos que viven y trabajan en ${region}.`,
      },
      facts.sameDayVisits
        ? { icon: "clock", title: "Servicio el mismo día", text: `Ayuda rápida en ${region}.` }
        : { icon: "clock", title: `Abierto ${hours.days}`, text: hours.label },
      facts.publishedPrices
        ? { icon: "tag", title: "Precios claros", text: "Cotizaciones transparentes, sin cargos ocultos." }
        : { icon: "tag", title: "Cotización antes de empezar", text: "El precio que acordamos es el que paga por ese trabajo." },
      facts.guarantee
        ? { icon: "thumbs-up", title: "Satisfacción garantizada", text: "Respaldamos nuestra mano de obra.", link: guaranteeLink() }
        : { icon: "thumbs-up", title: `Respuesta en menos de ${reply} horas`, text: "Cada solicitud recibe una respuesta." },
    ];
  },
  heroPoints: (facts) => {
    const phrase = credentialPhrase(facts);
    return [
      phrase ? capitalize(phrase) : `Respuesta en menos de ${reply} horas`,
      facts.sameDayVisits ? "Servicio el mismo día" : `Abierto ${hours.label}`,
      facts.publishedPrices ? "Precios claros desde el principio" : "Cotización antes de empezar",
      facts.guarantee ? "Satisfacción garantizada" : "Limpieza completa después de cada trabajo",
    ];
  },
  heroText: (facts) => {
    const phrase = credentialPhrase(facts);
    const offers = [
      phrase ? `técnicos ${phrase}` : null,
      facts.sameDayVisits ? "servicio el mismo día" : null,
      facts.publishedPrices ? "precios claros sin cargos ocultos" : "una cotización clara antes de empezar",
    ].filter((part): part is string => part !== null);
    const list = offers.length > 1 ? `${offers.slice(0, -1).join(", ")} y ${offers.at(-1)}` : offers[0];
    return `Reparaciones del hogar rápidas, accesibles y profesionales, hechas por expertos locales. ${capitalize(list ?? "")}.`;
  },
  homeDescription: (facts) => {
    const phrase = credentialPhrase(facts);
    const offers = [facts.sameDayVisits ? "servicio el mismo día" : null, facts.publishedPrices ? "precios claros" : "cotización antes de empezar"]
      .filter((part): part is string => part !== null)
      .join(", ");
    return `Técnicos locales${phrase ? ` ${phrase}` : ""} en ${region} para instalación de TV en pared, armado de muebles, limpieza del hogar, drywall y más. ${capitalize(offers)}. Reserve en línea.`;
  },
  aboutChecklist: (facts) => {
    const phrase = credentialPhrase(facts);
    return [
      phrase ? `Profesionales locales ${phrase}` : "Profesionales locales",
      facts.sameDayVisits ? `Servicio el mismo día en ${region}` : `Abierto ${hours.label}`,
      facts.publishedPrices ? "Precios claros desde el principio, sin cargos ocultos" : "Cotización antes de empezar",
      facts.guarantee ? "Garantía de satisfacción en nuestra mano de obra (términos abajo)" : "Limpieza completa después de cada trabajo",
      `Respuesta a cada solicitud en menos de ${reply} horas`,
    ];
  },
  aboutFacts: (facts, now = new Date()) => {
    const years = yearsInBusiness(facts, now);
    return [
      facts.legalName ? `${company.name} es el nombre comercial de ${facts.legalName}.` : null,
      facts.license ? `Tenemos la licencia de contratista de California n.º ${facts.license.number} (${facts.license.classification}).` : null,
      facts.insurance ? `Cada trabajo está cubierto por nuestro ${insuranceText(facts.insurance)}.` : null,
      facts.license && facts.bonded ? "Tenemos la fianza de contratista que exige la CSLB, visible en la consulta de la licencia." : null,
      years !== null && facts.foundedYear ? `Trabajamos desde ${facts.foundedYear} (${years} años).` : null,
    ].filter((line): line is string => line !== null);
  },
  reviewsSubtitle: (facts) => {
    const { rating } = facts;
    if (!rating) return `Lo que nos dicen los propietarios de ${region} después del trabajo.`;
    return `Calificación de ${rating.value.toFixed(1)} de 5 en ${rating.count} reseñas en ${rating.source}.`;
  },
  footerCredentials: (facts) =>
    [
      facts.license ? { text: `Licencia CSLB n.º ${facts.license.number}`, href: licenseLookupUrl(facts.license.number) } : null,
      facts.insurance ? { text: `Seguro de ${facts.insurance.kind.toLowerCase()}` } : null,
      facts.license && facts.bonded ? { text: "Con fianza" } : null,
      facts.rating
        ? { text: `Calificación ${facts.rating.value.toFixed(1)}/5 (${facts.rating.count} reseñas en ${facts.rating.source})`, href: facts.rating.url }
        : null,
    ].filter((item): item is { text: string; href?: string } => item !== null),
};
