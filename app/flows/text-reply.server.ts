import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads, type TextQuestion } from "~/db/schema";
import { quoteUrl, visitUrl } from "~/leads/messages/links.server";
import { appointmentLabel } from "~/leads/visit";
import { isExpired, latestQuote } from "~/quotes/quotes.server";
import { cancelVisitByText, confirmVisitByText, visitChangeable } from "~/schedule/visit-changes.server";
import { currentVisit } from "~/schedule/visit-changes";
import { enqueueMail } from "~/mail/outbox.server";
import { hitRateLimitsIn, rateLimitReached } from "~/security/rate-limit.server";
import { logReply, openQuestion, receiveText, storedBody, type InboundOutcome, type InboundText } from "~/texting/inbound.server";
import { handOffAlert, handOffLimit } from "~/texting/staff-alert.server";
import { BOT_REPLIES, botIntentOf, isYes } from "~/texting/words";
import { formatCalendarDate } from "~/utils/dates";
import { formatCents } from "~/utils/money";
import { phoneDigits } from "~/utils/phone";

/** A request the bot no longer speaks for. */
const CLOSED = ["Completed", "Not Qualified", "Cancelled"];

/**
 * A customer's text, received and, for a number that belongs to a request, answered by the SMS
 * bot (decision 088), from the database's facts only, in the request's language: "C"/"confirm"/
 * "sí" confirms the visit (the text from the phone on file is the proof; the status page's rules),
 * "when"/"cuándo" tells its date and window, "R"/"reschedule"/"cambiar" sends the signed link to
 * the visit's section of the status page, "status"/"estado" the request's state, "cancel visit"/
 * "cancelar" asks first and cancels on a YES/SÍ within 30 minutes (the status page's rules),
 * "quote"/"presupuesto" the latest quote's total, state and signed link; anything else
 * stays for the staff in the Inbox, and the customer is told someone will answer and the office
 * gets an e-mail, once an hour at most. The request is the number's newest open one (else its
 * newest), named in every answer. A number no request has gets no answer (`receiveText` tells
 * the office).
 */
export async function answerText(text: InboundText, now: Date = new Date()): Promise<InboundOutcome> {
  const received = await receiveText(text, now);
  // A replay, a keyword's answer, or a number no request has (a new lead from text, for the staff).
  if (!received.stored || received.reply !== undefined || !received.leadId || received.id === undefined) return received;
  const digits = phoneDigits(text.From);
  const textId = received.id;
  return getDb().transaction(async (tx) => {
    // A "yes" right after the bot asked "cancel your visit?" answers it, for the request it named.
    const question = isYes(text.Body) ? await openQuestion(tx, digits, textId, now) : undefined;
    const [lead] = await tx
      .select()
      .from(leads)
      .where(question ? eq(leads.id, question.leadId) : eq(leads.phoneDigits, digits))
      .orderBy(sql`${leads.status} in (${sql.join(CLOSED.map((s) => sql`${s}`), sql`, `)})`, desc(leads.createdAt))
      .limit(1);
    if (!lead || lead.erasedAt) return received;
    const words = BOT_REPLIES[lead.language];
    const request = words.request(lead.reference);
    const visit = currentVisit(lead);
    const visitWords = visit ? appointmentLabel(visit.date, visit.window, lead.language)! : "";
    const intent = botIntentOf(text.Body);
    let reply: string | undefined;
    let asks: TextQuestion | undefined;
    if (question) {
      if (question.expired) reply = words.cancelExpired({ request });
      else {
        const outcome = await cancelVisitByText(tx, lead.id, now);
        reply = outcome === "cancelled" ? words.cancelled({ request, visit: visitWords }) : outcome === "too-late" ? words.tooLate({ request }) : words.noVisit({ request });
      }
    } else if (intent === "cancel") {
      // Asked first: the customer's YES within CANCEL_ANSWER_MINUTES cancels (the status page's rules then).
      const state = await visitChangeable(lead.id, now);
      if (state === "open") {
        reply = words.cancelAsk({ request, visit: visitWords });
        asks = "cancel";
      } else reply = state === "too-late" ? words.tooLate({ request }) : words.noVisit({ request });
    } else if (intent === "quote") {
      const quote = await latestQuote(lead.id);
      reply = quote
        ? words.quote({
            request,
            total: formatCents(quote.answer?.totalCents ?? quote.totalCents),
            state: quote.status === "sent" && isExpired(quote, now) ? "expired" : quote.status === "superseded" ? "sent" : quote.status,
            validUntil: formatCalendarDate(quote.validUntil, lead.language),
            url: quoteUrl(lead.id, lead.language, now),
          })
        : words.noQuote({ request });
    } else if (intent === "confirm") {
      const outcome = await confirmVisitByText(tx, lead.id, now);
      reply =
        outcome === "confirmed"
          ? words.confirmed({ request, visit: visitWords })
          : outcome === "already"
            ? words.already({ request, visit: visitWords })
            : outcome === "requested"
              ? words.requested({ request })
              : outcome === "too-late"
                ? words.tooLate({ request })
                : words.noVisit({ request });
    } else if (intent === "when") {
      reply = visit ? words.when({ request, visit: visitWords, confirmed: visit.state === "confirmed" }) : words.noVisit({ request });
    } else if (intent === "reschedule") {
      // The status page's visit section with the customer's signed key (decision 074): moving and cancelling keep their own rules there.
      reply = visit ? words.reschedule({ request, url: visitUrl(lead.id, lead.language, now) }) : words.noVisit({ request });
    } else if (intent === "status") {
      reply = words.status({ request, status: words.statuses[lead.status] ?? lead.status });
    } else {
      // The customer is told someone will answer, and the office gets an e-mail: both once an hour per number at most.
      // Counted only when there is room: the texts in between do not put the next one off.
      const limit = handOffLimit(digits);
      const room = await rateLimitReached(limit.key, limit.limit, limit.windowSeconds, tx);
      if (room.allowed && (await hitRateLimitsIn(tx, [limit]))[0]!.allowed) {
        reply = words.handOff();
        await enqueueMail(tx, handOffAlert(digits, storedBody(text.Body), lead));
      }
    }
    if (reply === undefined) return received;
    await logReply(tx, { digits, body: reply, leadId: lead.id, asks });
    return { stored: true, reply };
  });
}
