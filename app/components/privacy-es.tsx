import { useBusiness } from "~/components/business";
import type * as React from "react";
import { company, privacyPolicy } from "~/content/site";
import { formatCalendarDate } from "~/utils/dates";
import { PolicyHeading, PolicyList, PolicyParagraph, policyLink } from "~/components/privacy-parts";
import { companyWordsIn } from "~/content/localized/site";

/**
 * The privacy policy in Spanish (/es/privacy): the English policy's facts and settings, said for
 * the reader (the English page keeps its own words exactly). The settings are the build's, as on
 * the English page.
 */
const COLLECTED = [
  "Su nombre, teléfono y correo electrónico.",
  "La dirección y el código postal del trabajo.",
  "Una foto de su casa, cuando la agrega.",
  "Lo que nos cuenta sobre el trabajo y los mensajes entre usted y nosotros (correos y, si los acepta, mensajes de texto).",
  "Cuándo aceptó los mensajes de texto y la página donde empezó su visita a este sitio.",
];

const USES = [
  "Para comunicarnos con usted sobre su solicitud, darle una cotización, programar la visita y hacer el trabajo.",
  "Para enviarle una confirmación y novedades de su solicitud por correo, y por mensaje de texto si los aceptó.",
  "Para saber qué páginas y anuncios nos traen solicitudes (solo en totales, sin su nombre ni sus datos de contacto).",
];

const COUNTED = [
  "Qué página se vio y cuándo.",
  "El sitio del que vino, solo por su nombre (por ejemplo google.com), nunca la dirección completa de la página.",
  "Las etiquetas de campaña del enlace que siguió (utm_source, utm_medium, utm_campaign), que nos dicen qué anuncio le trajo.",
  "Si su aparato es un teléfono, una tableta o una computadora.",
  "Que se empezó un formulario y, cuando envía una solicitud, la página donde empezó su visita.",
];

const NOT_COUNTED = [
  "Sin cookies, y nada guardado en su aparato que le siga de una visita a otra.",
  "Sin dirección IP, sin huella del navegador, sin nombre ni datos de contacto en estos conteos.",
  "Sin servicios externos de estadísticas ni de publicidad: los conteos se quedan en nuestra propia base de datos.",
  "Nada en absoluto cuando su navegador envía Do Not Track o Global Privacy Control.",
];

function retentionPeriod(months: number): string {
  const years = months % 12 === 0 ? months / 12 : undefined;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return years ? `${plural(months, "mes", "meses")} (${plural(years, "año", "años")})` : plural(months, "mes", "meses");
}


export function PrivacyPolicyEs({
  settings,
}: {
  settings: { retentionMonths: number; emailProvider: string | undefined; textProvider: string | undefined; paymentProvider: string | undefined; aiProvider: string | undefined };
}) {
  const business = useBusiness();
  const words = companyWordsIn("es");
  const contact = (
    <>
      llámenos al{" "}
      <a href={`tel:${business.contact.phoneE164}`} className={policyLink}>
        {business.contact.phone}
      </a>{" "}
      ({words.hours.label}) o escríbanos a{" "}
      <a href={`mailto:${business.contact.email}`} className={policyLink}>
        {business.contact.email}
      </a>
    </>
  );
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Privacidad</p>
      <h1 id="privacy-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        Aviso de privacidad
      </h1>
      <p className="mt-4 text-base text-slate-600">
        Vigente desde el <time dateTime={privacyPolicy.effective}>{formatCalendarDate(privacyPolicy.effective, "es")}</time>
      </p>
      <PolicyParagraph>
        Este aviso explica qué información personal recopila {company.name} por medio de este sitio y de sus solicitudes de
        servicio, para qué, quién la recibe, cuánto tiempo la guardamos y cómo puede verla, corregirla o borrarla.
      </PolicyParagraph>

      <PolicyHeading>La información personal que recopilamos</PolicyHeading>
      <PolicyParagraph>Cuando reserva una visita, pide una cotización o nos llama, guardamos lo que nos da:</PolicyParagraph>
      <PolicyList items={COLLECTED} />

      <PolicyHeading>Para qué la usamos</PolicyHeading>
      <PolicyList items={USES} />

      <PolicyHeading>Quién la recibe</PolicyHeading>
      <PolicyParagraph>
        Nuestro propio personal, para atender su solicitud.{" "}
        {settings.emailProvider
          ? `Los correos que enviamos pasan por nuestro proveedor de correo (${settings.emailProvider}), que los entrega por nosotros.`
          : "Los correos que enviamos pasan por el servicio de correo que los entrega por nosotros."}{" "}
        {settings.textProvider
          ? `Los mensajes de texto, solo si los aceptó, pasan por ${settings.textProvider}, que los entrega por nosotros.`
          : "Los mensajes de texto, solo si los aceptó, pasan por el servicio de mensajes que los entrega por nosotros."}{" "}
        Ellos usan sus datos solo para entregar nuestros mensajes.
      </PolicyParagraph>
      {settings.paymentProvider ? (
        <PolicyParagraph>
          {`Cuando paga una factura o un depósito con tarjeta en línea, paga en la propia página de pago de ${settings.paymentProvider}: ${settings.paymentProvider} recibe los datos de su tarjeta y el importe, y solo nos dice si el pago se realizó. Nunca vemos ni guardamos el número de su tarjeta.`}
        </PolicyParagraph>
      ) : null}
      {settings.aiProvider ? (
        <PolicyParagraph>
          {`Para ayudar a nuestro personal a ordenar las solicitudes y redactar respuestas, el texto de su solicitud pasa por un servicio de IA (${settings.aiProvider}) sin su nombre, teléfono, correo ni dirección. Responde solo a nuestro personal; nada se decide ni se le envía sin una persona.`}
        </PolicyParagraph>
      ) : null}
      <PolicyParagraph>
        No vendemos su información personal ni la compartimos para publicidad. Ninguna otra empresa recopila información
        sobre sus visitas a este sitio, ni aquí ni en otros sitios.
      </PolicyParagraph>

      <PolicyHeading>Cuánto tiempo la guardamos</PolicyHeading>
      <PolicyParagraph>
        Guardamos su solicitud mientras trabajamos en ella. Una vez cerrada (el trabajo se terminó, o no pudimos tomarlo), la
        guardamos {retentionPeriod(settings.retentionMonths)}, por si nos llama sobre el trabajo. Después, su nombre,
        teléfono, correo, dirección, código postal, descripción, foto y nuestras notas se borran para siempre; solo quedan el
        servicio, las fechas y el resultado, en nuestros totales, sin nada que le identifique.
      </PolicyParagraph>

      <PolicyHeading>Ver, corregir o borrar su información</PolicyHeading>
      <PolicyParagraph>
        Para ver su solicitud, abra el enlace de su confirmación, o escriba su código de referencia y su teléfono en la{" "}
        <a href="/es/status" className={policyLink}>
          página de estado
        </a>
        . Para corregir o borrar su información, {contact}, con su código de referencia. Cuando confirmemos que la solicitud
        es suya, hacemos la corrección, o borramos su información personal para siempre, y le avisamos cuando esté hecho.
      </PolicyParagraph>

      <PolicyHeading>Do Not Track y Global Privacy Control</PolicyHeading>
      <PolicyParagraph>
        Respetamos ambas señales. Cuando su navegador envía Do Not Track o Global Privacy Control, no contamos nada de su
        visita. Y envíe lo que envíe su navegador, nunca vendemos ni compartimos su información personal.
      </PolicyParagraph>

      <PolicyHeading>Lo que contamos y lo que no</PolicyHeading>
      <PolicyParagraph>
        Contamos las visitas a este sitio para saber qué páginas y anuncios ayudan a nuestros clientes a encontrarnos. Lo
        hacemos nosotros mismos, sin cookies y de una forma que no puede saber quién es usted.
      </PolicyParagraph>
      <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">Lo que contamos</h3>
      <PolicyList items={COUNTED} />
      <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">Lo que no</h3>
      <PolicyList items={NOT_COUNTED} />
      <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">Cómo contamos a los visitantes</h3>
      <PolicyParagraph>
        Para contar visitantes y no solo páginas vistas, su dirección de red y el nombre de su navegador se mezclan con un
        valor al azar que cambia cada día y se convierten en un código que no se puede revertir. La dirección nunca se
        guarda, y el valor del día se borra después, así que los códigos de ayer nunca se pueden relacionar con los de hoy
        ni con usted.
      </PolicyParagraph>

      <PolicyHeading>Cambios a este aviso</PolicyHeading>
      <PolicyParagraph>Cuando cambiamos este aviso, publicamos la nueva versión en esta página con su nueva fecha de vigencia.</PolicyParagraph>

      <PolicyHeading>Preguntas</PolicyHeading>
      <PolicyParagraph>
        {company.name}, {words.region}. Para cualquier pregunta sobre su información personal, {contact}.
      </PolicyParagraph>
    </>
  );
}
