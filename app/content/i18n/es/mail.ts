import type { mail as en } from "../en/mail";
import type { Translation } from "../languages";

/**
 * The mail catalogue in Spanish (docs/glossary-es.md). An arrival window ends in "a.m." or "p.m."
 * ('8–10 a.m.'): its period ends a sentence too, so no Spanish text puts another after it.
 */
export const mail = {
  greeting: "Hola, {{name}}:",
  greetingWithoutName: "Hola:",
  officeHours: "de lunes a sábado, de 8:00 a.m. a 6:00 p.m.",
  stop: "Responda STOP para no recibir más mensajes.",
  reference: {
    subject: " (ref. {{reference}})",
    sms: " Ref. {{reference}}.",
    signature: " · Código de referencia {{reference}}",
  },
  your: {
    request: "su solicitud",
    requestOf: "su solicitud de {{service}}",
    visit: "su visita",
    visitOf: "su visita de {{service}}",
    job: "su trabajo",
    jobOf: "su trabajo de {{service}}",
    quote: "su cotización",
    quoteOf: "su cotización de {{service}}",
  },
  between: "{{date}}, en el horario de {{window}}",
  confirmation: {
    subject: "Recibimos su solicitud de servicio (ref. {{reference}})",
    received: "Gracias por elegir a {{company}}. Recibimos {{request}} y nos comunicaremos con usted en un plazo de {{promiseHours}} horas.",
    visit: "Le estamos reservando la visita que pidió para el {{visit}}; se la confirmaremos o le llamaremos para acordar otro horario.",
    visitConfirmed: "Su visita está confirmada: {{visit}}. Nuestro técnico llegará dentro de ese horario. El archivo de calendario adjunto la agrega a su calendario.",
    reference: "Su código de referencia es {{reference}}. Menciónelo cuando nos llame; junto con su número de teléfono, también sirve para encontrar su solicitud en nuestro sitio web.",
    questions: "¿Tiene preguntas? Llámenos al {{phone}} ({{officeHours}}).",
    link: "Consulte aquí el estado de su solicitud",
    sms: "{{company}}: recibimos {{request}}, ref. {{reference}}.{{visit}} Nos comunicaremos con usted en un plazo de {{promiseHours}} horas.{{link}} Pueden aplicarse tarifas de mensajes y datos. Responda STOP para no recibir más mensajes o HELP para obtener ayuda.",
    smsVisit: " Pidió una visita el {{visit}}; se la confirmaremos.",
    smsVisitConfirmed: " Su visita está confirmada: {{visit}}.",
    smsLink: " Su solicitud: {{url}}",
  },
  notice: {
    link: "Consulte el estado de su solicitud",
    arrival: "Nuestro técnico llegará dentro de ese horario. El archivo de calendario adjunto agrega la visita a su calendario.",
    changes: "Puede confirmarla, cambiarla o cancelarla en la página de su solicitud (el botón de abajo) hasta poco antes de la visita; después, llámenos al {{phone}} ({{officeHours}}).",
    changesRequested: "Puede cambiarla o cancelarla en la página de su solicitud (el botón de abajo), o llamarnos al {{phone}} ({{officeHours}}).",
    visitLink: "Confirmar, cambiar o cancelar la visita",
    visitLinkRequested: "Cambiar o cancelar la visita",
    scheduled: {
      subject: "Su visita está programada: {{day}}, {{window}}{{reference}}",
      lead: "Buenas noticias: {{visit}} está programada para el {{when}}",
      sms: "{{company}}: {{visit}} está confirmada para el {{day}}, {{window}}. Para confirmarla, cambiarla o cancelarla: {{url}}",
    },
    rescheduled: {
      subject: "Su visita cambió de horario: {{day}}, {{window}}{{reference}}",
      lead: "{{visit}} tiene un nuevo horario, que reemplaza el que le enviamos antes: {{when}}",
      sms: "{{company}}: {{visit}} cambió al {{day}}, {{window}} (confirmada). Para confirmarla, cambiarla o cancelarla: {{url}}",
    },
    requested: {
      subject: "Su visita solicitada: {{day}}, {{window}} (aún sin confirmar){{reference}}",
      lead: "{{visit}} queda solicitada para el {{when}}, en lugar de cualquier horario que le enviamos antes. Nuestra oficina aún no la ha confirmado: se la confirmaremos o le llamaremos para acordar otro horario.",
      tentative: "El archivo de calendario adjunto la agrega a su calendario como provisional hasta que la confirmemos.",
      sms: "{{company}}: {{visit}} queda solicitada para el {{day}}, {{window}}, aún sin confirmar. Para cambiarla o cancelarla: {{url}}",
    },
    cancelled: {
      subject: "Su visita está cancelada: {{day}}, {{window}}{{reference}}",
      lead: "Como usted lo pidió, cancelamos {{visit}} del {{date}} (horario de {{window}}). El archivo de calendario adjunto la quita de su calendario.",
      again: "Cuando nos necesite de nuevo, reserve en línea o llámenos al {{phone}} ({{officeHours}}).",
      sms: "{{company}}: como usted lo pidió, cancelamos {{visit}} del {{day}}, {{window}}",
    },
    completed: {
      subject: "{{job}} está terminado{{reference}}",
      lead: "Nuestro técnico terminó {{job}}. Gracias por elegir a {{company}}.",
      review: "¿Qué tal lo hicimos? Ayude a otros propietarios con una breve reseña, sea cual sea su opinión del trabajo: {{url}}",
      problem: "Si algo no quedó bien, llámenos al {{phone}} y lo arreglaremos.",
      sms: "{{company}}: {{job}} está terminado. ¡Gracias! ¿Qué tal lo hicimos? {{url}}",
    },
    declined: {
      subject: "Sobre su solicitud de servicio{{reference}}",
      lead: "Gracias por consultar a {{company}} sobre {{request}}. Lo sentimos, pero no podemos aceptar esta solicitud.",
      other: "Si hay otro trabajo en el que podamos ayudarle, con gusto lo atenderemos: llame al {{phone}} o reserve en línea.",
      sms: "{{company}}: lo sentimos, no podemos aceptar {{request}}. Preguntas: {{phone}}.",
    },
  },
  calendar: {
    summary: "Visita de servicio: {{company}}",
    summaryOf: "Visita de {{service}}: {{company}}",
    description: "Horario de llegada: {{window}} · Preguntas: {{phone}}{{reference}}",
    reference: " · Código de referencia {{reference}}",
  },
  reminder: {
    subject: "Recordatorio: su visita del {{day}}, {{window}}{{reference}}",
    subjectTomorrow: "Recordatorio: su visita de mañana, {{day}}, {{window}}{{reference}}",
    tomorrow: "mañana, {{when}}",
    on: "el {{when}}",
    lead: "Le recordamos que {{visit}} es {{when}}, y nuestro técnico llegará dentro de ese horario.",
    change: "Para confirmar, cambiar o cancelar la visita, abra la página de su solicitud. ¿Tiene preguntas? Llámenos al {{phone}} ({{officeHours}}).",
    link: "Confirmar, cambiar o cancelar la visita",
    sms: "{{company}}: le recordamos {{visit}} del {{day}}, {{window}}; para confirmarla, cambiarla o cancelarla: {{url}}",
    smsTomorrow: "{{company}}: le recordamos {{visit}} de mañana, {{window}}; para confirmarla, cambiarla o cancelarla: {{url}}",
  },
  locked: {
    subject: "Su enlace para {{request}}{{reference}}",
    lead: "Alguien intentó cambiar {{request}} en nuestro sitio con dígitos de teléfono equivocados varias veces, así que por ahora no se pueden usar dígitos en ella.",
    ifYou: "Si fue usted, use el botón de abajo: funciona sin dígitos.",
    notYou: "Si no fue usted, nada ha cambiado y no tiene que hacer nada. ¿Preguntas? Llámenos al {{phone}} ({{officeHours}}).",
    link: "Continuar con su solicitud",
    sms: "{{company}}: se intentaron dígitos equivocados varias veces en {{request}}. Si fue usted, continúe aquí: {{url}}",
  },
  quote: {
    total: "El total es de {{total}}, sin las opciones adicionales que usted elija.",
    open: "Ábrala para ver cada concepto, elegir las opciones adicionales que desee y aprobarla con su nombre. Puede aprobarla hasta el {{until}}.",
    questions: "¿Tiene preguntas o quiere que cambiemos algo? Respóndanos en la misma página o llámenos al {{phone}} ({{officeHours}}).",
    link: "Revisar su cotización",
    sent: {
      subject: "Su cotización de {{company}}{{reference}}",
      subjectUpdated: "Su cotización actualizada de {{company}}{{reference}}",
      lead: "{{quote}} está lista.",
      leadUpdated: "Actualizamos {{quote}} (versión {{version}}); reemplaza la que le enviamos antes.",
      sms: "{{company}}: {{quote}} está lista, {{total}}. Revísela y apruébela a más tardar el {{until}}:",
    },
    reminder: {
      subject: "Recordatorio: {{quote}} espera su respuesta{{reference}}",
      lead: "Le recordamos que {{quote}} ({{total}}) espera su respuesta.",
      sms: "{{company}}: le recordamos que {{quote}} ({{total}}) espera su respuesta. Revísela y apruébela a más tardar el {{until}}:",
    },
    expiring: {
      subject: "{{quote}} vence el {{until}}{{reference}}",
      lead: "Puede aprobar {{quote}} ({{total}}) hasta el {{until}}.",
      sms: "{{company}}: {{quote}} ({{total}}) vence el {{until}}. Revísela y apruébela:",
    },
  },
} as const satisfies Translation<typeof en>;
