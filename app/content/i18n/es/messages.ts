/**
 * The forms' messages in Spanish, keyed by the English message the one shared schema gives
 * (the spec's words): a page in Spanish shows the Spanish one (translateMessage, app/utils/i18n.ts).
 * The fixed words a server hands a public page (toasts, refusals, the timeline's steps, the
 * reason a request was declined) are here too, keyed the same way.
 * tests/integration/i18n-catalogues.test.ts fails when a message has no Spanish here.
 */
export const messages: Record<string, string> = {
  // BOOKING_MESSAGES and the booking schema's limits
  "Name must be at least 2 characters": "El nombre debe tener al menos 2 caracteres",
  "Please enter a valid phone number": "Escriba un número de teléfono válido",
  "Please enter a valid email address": "Escriba un correo electrónico válido",
  "Please enter your street address": "Escriba su dirección",
  "Please enter a valid ZIP code": "Escriba un código postal válido",
  "Please select a service": "Elija un servicio",
  "Please choose a date from yesterday up to two months from today": "Elija una fecha entre ayer y dentro de dos meses",
  "Please keep the description under 2,000 characters": "La descripción debe tener menos de 2,000 caracteres",
  "The photo must be 25MB or smaller": "La foto debe pesar 25 MB o menos",
  "Please choose how often we should come": "Elija con qué frecuencia debemos venir",
  "Please choose an image file (JPEG, PNG, WebP, HEIC or GIF)": "Elija un archivo de imagen (JPEG, PNG, WebP, HEIC o GIF)",
  "Please choose one of the open arrival windows": "Elija uno de los horarios de llegada libres",
  "Sorry, that arrival window was just taken. Please choose another one, or send your request without one.":
    "Lo sentimos, ese horario de llegada se acaba de ocupar. Elija otro, o envíe su solicitud sin horario.",
  "That arrival window is no longer open. Please choose another one, or send your request without one.":
    "Ese horario de llegada ya no está libre. Elija otro, o envíe su solicitud sin horario.",
  "Please keep the name under 100 characters": "El nombre debe tener menos de 100 caracteres",
  "Please keep the street address under 200 characters": "La dirección debe tener menos de 200 caracteres",
  // QUOTE_MESSAGES
  "Please enter your name": "Escriba su nombre",
  "Please tell us which service you need": "Díganos qué servicio necesita",
  "Please keep the service under 100 characters": "El servicio debe tener menos de 100 caracteres",
  // LOOKUP_MESSAGES
  "We couldn't find a request with that reference code and phone number. Please check both and try again.":
    "No encontramos ninguna solicitud con ese código de referencia y ese teléfono. Revise los dos y vuelva a intentarlo.",
  "Please enter your reference code": "Escriba su código de referencia",
  "Please enter the phone number you gave us": "Escriba el teléfono que nos dio",
  // REVIEW_MESSAGES and REVIEW_TOASTS
  "Please choose from 1 to 5 stars": "Elija de 1 a 5 estrellas",
  "Please write at least 20 characters about the job": "Escriba al menos 20 caracteres sobre el trabajo",
  "Please keep your review under 1,000 characters": "Su reseña debe tener menos de 1,000 caracteres",
  "Please write plain text: no links, web addresses, e-mail addresses or HTML":
    "Escriba solo texto: sin enlaces, direcciones web, correos electrónicos ni HTML",
  "Please enter the first name to show with your review": "Escriba el nombre que se mostrará con su reseña",
  "Please enter the city to show with your review": "Escriba la ciudad que se mostrará con su reseña",
  "Please agree to the publication of your review, or leave the page without sending it":
    "Acepte que publiquemos su reseña, o salga de la página sin enviarla",
  "Only a completed request can be reviewed. We'll invite you once the job is done.":
    "Solo se puede escribir una reseña de una solicitud completada. Le invitaremos cuando el trabajo esté terminado.",
  "A review can be changed for 30 days after it was written. Call us if something needs changing.":
    "Una reseña se puede cambiar durante 30 días después de escribirla. Llámenos si hay que cambiar algo.",
  "Thank you for your review": "Gracias por su reseña",
  "Our office reads every review and publishes it, whatever its rating.":
    "Nuestra oficina lee cada reseña y la publica, sea cual sea su calificación.",
  "Your review could not be saved. Please try again in a moment.":
    "No pudimos guardar su reseña. Vuelva a intentarlo en un momento.",
  "We couldn't find this request.": "No encontramos esta solicitud.",
  // QUOTE_PAGE_MESSAGES and the quote page's toasts
  "Please type your full name to approve.": "Escriba su nombre completo para aprobar.",
  "Please tick 'I approve this quote'.": "Marque «Apruebo esta cotización».",
  "Please tell us what you would like changed (up to 2,000 characters).":
    "Díganos qué le gustaría cambiar (hasta 2,000 caracteres).",
  "Your message can be up to 2,000 characters.": "Su mensaje puede tener hasta 2,000 caracteres.",
  "Please choose an arrival window.": "Elija un horario de llegada.",
  "This quote was updated since you opened it. Here is the latest version: nothing was approved.":
    "Esta cotización cambió desde que la abrió. Aquí tiene la versión más reciente: no se aprobó nada.",
  "This quote was already answered.": "Esta cotización ya tiene respuesta.",
  "This quote has expired and can no longer be approved.": "Esta cotización venció y ya no se puede aprobar.",
  "That window was just taken. Please choose another.": "Ese horario se acaba de ocupar. Elija otro.",
  "Your answer could not be saved. Please try again in a moment.":
    "No pudimos guardar su respuesta. Vuelva a intentarlo en un momento.",
  "We couldn't find this quote.": "No encontramos esta cotización.",
  "Quote approved": "Cotización aprobada",
  "Thank you! Choose a time for the visit below, or we'll call you to arrange it.":
    "¡Gracias! Elija abajo un horario para la visita, o le llamaremos para acordarlo.",
  "Quote declined": "Cotización rechazada",
  "Thank you for letting us know.": "Gracias por avisarnos.",
  "Message sent": "Mensaje enviado",
  "We'll send you an updated quote.": "Le enviaremos una cotización actualizada.",
  "Visit requested": "Visita pedida",
  // VISIT_CHANGE_MESSAGES and VISIT_TOASTS
  "Those digits don't match the phone number on this request.": "Esos dígitos no coinciden con el teléfono de esta solicitud.",
  "Please enter the last four digits of your phone number.": "Escriba los últimos cuatro dígitos de su teléfono.",
  "The link you opened has expired. Please enter the last four digits of your phone number instead.":
    "El enlace que abrió ha caducado. Escriba en su lugar los últimos cuatro dígitos de su teléfono.",
  "Too many wrong digits were tried on this request, so digits can't be used for now. If your request has an e-mail address or text messages, we've sent you a link that works; otherwise please call us.":
    "Se probaron demasiados dígitos equivocados en esta solicitud, así que por ahora no se pueden usar dígitos. Si su solicitud tiene correo electrónico o mensajes de texto, le enviamos un enlace que funciona; si no, llámenos.",
  "Please choose a new time for your visit.": "Elija un nuevo horario para su visita.",
  "Sorry, that time is no longer open. Your choice is kept below; please choose another time from the list, which is up to date.":
    "Lo sentimos, ese horario ya no está libre. Su elección sigue abajo; elija otro horario de la lista, que está al día.",
  "Please keep your reason under 500 characters.": "El motivo debe tener menos de 500 caracteres.",
  "It's too late to change this visit online.": "Ya es tarde para cambiar esta visita en línea.",
  "This visit can no longer be changed online.": "Esta visita ya no se puede cambiar en línea.",
  "Our office hasn't confirmed this visit yet, so there is nothing for you to confirm. You can still move or cancel it.":
    "Nuestra oficina aún no ha confirmado esta visita, así que no hay nada que usted deba confirmar. Puede cambiarla o cancelarla.",
  "You've already moved this visit 3 times today. Your choice is kept below: please try again tomorrow, or call us.":
    "Ya cambió esta visita 3 veces hoy. Su elección sigue abajo: vuelva a intentarlo mañana, o llámenos.",
  "We couldn't save your change. Please try again.": "No pudimos guardar su cambio. Vuelva a intentarlo.",
  "Visit confirmed": "Visita confirmada",
  "Thank you. We'll see you then.": "Gracias. Nos vemos en la visita.",
  "Visit moved": "Visita cambiada",
  "We've sent you the new time.": "Le enviamos el nuevo horario.",
  "Visit cancelled": "Visita cancelada",
  "Your visit is cancelled and the time is free for others.": "Su visita está cancelada y el horario queda libre para otros.",
  // PHOTO_MESSAGES
  "This file is not a photo we can read. Please choose a JPEG, PNG, WebP, HEIC or GIF image.":
    "No podemos leer este archivo como foto. Elija una imagen JPEG, PNG, WebP, HEIC o GIF.",
  "This photo is too large to process. Please choose a photo of up to 40 megapixels (12,000 pixels per side).":
    "Esta foto es demasiado grande para procesarla. Elija una foto de hasta 40 megapíxeles (12,000 píxeles por lado).",
  'We can\'t read this HEIC photo. Please choose a JPEG or PNG instead (on iPhone, share the photo as "Most Compatible").':
    "No podemos leer esta foto HEIC. Elija una JPEG o PNG (en iPhone, comparta la foto como «Más compatible»).",
  // FORM_MESSAGES
  "Please correct the highlighted fields and try again.": "Corrija los campos marcados y vuelva a intentarlo.",
  "Too many requests from your connection. Please wait a few minutes and try again.":
    "Demasiadas solicitudes desde su conexión. Espere unos minutos y vuelva a intentarlo.",
  "The upload is too large. Please choose a photo of 25MB or less.": "El archivo es demasiado grande. Elija una foto de 25 MB o menos.",
  "The form is too long to send. Please shorten your message and try again.":
    "El formulario es demasiado largo para enviarlo. Acorte su mensaje y vuelva a intentarlo.",
  "We could not read the form. Please try again.": "No pudimos leer el formulario. Vuelva a intentarlo.",
  "Please choose the photo again": "Vuelva a elegir la foto",
  "We are receiving many photos right now, so your request was not sent. Please choose the photo again and send it in a minute.":
    "En este momento estamos recibiendo muchas fotos, así que su solicitud no se envió. Vuelva a elegir la foto y envíela en un minuto.",
  // TOASTS (spec §8)
  "Request Submitted Successfully!": "¡Solicitud enviada!",
  "We've received your service request and will contact you within 24 hours.":
    "Recibimos su solicitud de servicio y le contactaremos en menos de 24 horas.",
  "Request Submitted!": "¡Solicitud enviada!",
  "Thank you for your interest. We'll contact you within 24 hours.": "Gracias por su interés. Le contactaremos en menos de 24 horas.",
  "Submission Failed": "No se pudo enviar",
  "There was an error submitting your request. Please try again.": "Hubo un error al enviar su solicitud. Vuelva a intentarlo.",
  "There was an unexpected error. Please try again.": "Hubo un error inesperado. Vuelva a intentarlo.",
  "Update Received": "Aviso recibido",
  "Thanks for letting us know — we'll prioritize this request.": "Gracias por avisarnos: daremos prioridad a esta solicitud.",
  "Update Failed": "No se pudo avisar",
  "Could not update your request status. Please try again.": "No pudimos actualizar el estado de su solicitud. Vuelva a intentarlo.",
  // The status page: its not-found messages and 'No one contacted me' refusals
  "Request ID is missing": "Falta el número de solicitud",
  "Request not found.": "No encontramos la solicitud.",
  "Failed to fetch request details.": "No pudimos cargar los datos de la solicitud.",
  "This request is already completed.": "Esta solicitud ya está completada.",
  "This request is closed.": "Esta solicitud está cerrada.",
  "Our team is already working on this request.": "Nuestro equipo ya está trabajando en esta solicitud.",
  "Address not provided": "Dirección no indicada",
  // The timeline's steps
  "Request Received": "Solicitud recibida",
  "We have your request and will contact you within 24 hours.": "Tenemos su solicitud y le contactaremos en menos de 24 horas.",
  "In Review": "En revisión",
  "Our team is reviewing the details of your job.": "Nuestro equipo está revisando los detalles de su trabajo.",
  "Request Prioritized": "Solicitud con prioridad",
  "Your request has been moved to the front of the line.": "Su solicitud pasó al primer lugar de la fila.",
  "Service Scheduled": "Servicio programado",
  "A technician is booked for your job.": "Ya tenemos un técnico asignado a su trabajo.",
  "Service Completed": "Servicio completado",
  "The job is done. Thank you for choosing us!": "El trabajo está terminado. ¡Gracias por elegirnos!",
  "Request Declined": "Solicitud no aceptada",
  "We're not able to take on this request.": "No podemos aceptar esta solicitud.",
  "Request Cancelled": "Solicitud cancelada",
  "You cancelled this visit. Nothing more will happen with this request.": "Usted canceló esta visita. Esta solicitud queda cerrada.",
  "Quote Approved": "Cotización aprobada",
  "Quote Declined": "Cotización rechazada",
  "You declined the quote.": "Usted rechazó la cotización.",
  "Changes Requested": "Cambios pedidos",
  "You asked for changes: we'll send an updated quote.": "Usted pidió cambios: le enviaremos una cotización actualizada.",
  "Quote Expired": "Cotización vencida",
  "The quote expired. Call us for a new one.": "La cotización venció. Llámenos y le enviaremos una nueva.",
  "Quote Sent": "Cotización enviada",
  // Why a request was declined (NOT_QUALIFIED_REASONS, the customer's sentence)
  "The address is outside the area we serve.": "La dirección está fuera del área donde trabajamos.",
  "This is a job we don't take on.": "Es un trabajo que no hacemos.",
  "We tried to reach you about this request but could not get through.":
    "Intentamos comunicarnos con usted sobre esta solicitud, pero no lo logramos.",
  "We already have another request from you for this job.": "Ya tenemos otra solicitud suya para este trabajo.",
  "You let us know you no longer need this visit.": "Usted nos avisó que ya no necesita esta visita.",
  "We're not able to take on this job.": "No podemos hacer este trabajo.",
};
