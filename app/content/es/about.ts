import type { AboutWords } from "../about";
import { activeAreaNames, company } from "../site";

/** The about page in Spanish. */
export const aboutWordsEs: AboutWords = {
  metaTitle: `Quiénes somos | ${company.name}`,
  metaDescription: `Conozca a ${company.name}: expertos locales que hacen las reparaciones del hogar fáciles, honestas y sin estrés en el área de Los Ángeles.`,
  eyebrow: "Quiénes somos",
  title: "Conozca Pacific Crest Handyman",
  intro: `Somos un equipo local de técnicos y profesionales de servicios para el hogar que trabaja en ${activeAreaNames("es")}.`,
  mission: [
    "Nuestra misión es sencilla: que las reparaciones del hogar sean fáciles, honestas y sin estrés. Muchos propietarios esperan semanas a un contratista que nunca les devuelve la llamada, o reciben una factura que no coincide con la cotización. Fundamos Pacific Crest Handyman para hacerlo diferente.",
    `Respondemos cada solicitud en menos de ${company.contactPromiseHours} horas, y cotizamos cada trabajo antes de empezar.`,
  ],
  missionTitle: "Nuestra misión",
  whyTitle: "Por qué elegirnos",
  bookService: "Reservar un servicio",
  teamTitle: "A quién conocerá",
  valuesTitle: "Lo que defendemos",
  ctaTitle: "Terminemos su lista de pendientes",
  ctaText: `Díganos lo que necesita y nos comunicaremos con usted en menos de ${company.contactPromiseHours} horas.`,
};
