import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, quotes } from "~/db/schema";
import { BOOKING_MESSAGES } from "~/leads/capture/booking-schema";
import { QUOTE_PAGE_MESSAGES } from "~/quotes/quote-page";
import { defaultValidUntil } from "~/quotes/quote-form";
import { answerQuote, sendQuote } from "~/quotes/quotes.server";
import * as book from "~/routes/book";
import * as quotePage from "~/routes/quote";
import * as status from "~/routes/status";
import { businessToday } from "~/schedule/clock";
import { VISIT_CHANGE_MESSAGES } from "~/schedule/visit-changes";
import { translateMessage } from "~/utils/i18n";
import { resetDb, withSiteUrl } from "../db";
import { insertLeads, tuesdayAfter } from "../schedule-fixtures";
import { args, createLead, outcomeOf, routerContext, VALID_BOOKING } from "./admin-fixtures";

beforeEach(resetDb);
withSiteUrl();

/**
 * Issue 39 §10: a date that does not exist (February 30th, year 0000) in a booking's preferred
 * date or arrival window, a visit's move or the quote page's visit is refused by the form's schema
 * with a 400 and its message (in Spanish under /es), the other values kept: never the 503 of a
 * database that refused the date.
 */
const IMPOSSIBLE = ["2027-02-30", "0000-01-01"];
const PREFIXES = ["", "/es"] as const;

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const postTo = (path: string, fields: Record<string, string>) => new Request(`http://localhost${path}`, { method: "POST", body: formOf(fields) });

/** The message is the schema's English, and the Spanish page has its own words for it. */
function expectBothLanguages(message: string) {
  expect(translateMessage("es", message)).not.toBe(message);
}

const booking = VALID_BOOKING;

type Reply = { result: { status: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("the booking form (POST /book, /es/book)", () => {
  for (const prefix of PREFIXES)
    for (const date of IMPOSSIBLE) {
      it(`refuses ${date} as a preferred date and as an arrival window's day${prefix ? " in Spanish" : ""}: 400, the message, the values kept`, async () => {
        for (const [field, value, message] of [
          ["preferredDate", date, BOOKING_MESSAGES.preferredDate],
          ["visit", `${date} 8-10`, BOOKING_MESSAGES.arrivalWindow],
        ] as const) {
          const outcome = await outcomeOf(() => book.action(args(postTo(`${prefix}/book`, { ...booking, [field]: value }), {}, routerContext("203.0.113.61"))));
          expect([field, outcome.status]).toEqual([field, 400]);
          const reply = outcome.data as Reply;
          expect(reply.result.error?.[field]).toEqual([message]);
          expect(reply.result.initialValue).toMatchObject({ fullName: "Jane Smith", streetAddress: "123 Main St", issueDescription: "Mount a 65 inch TV" });
          expectBothLanguages(message);
        }
        expect(await getDb().select().from(leads)).toEqual([]);
      });
    }
});

describe("moving a visit (POST /status/:id?visit)", () => {
  for (const prefix of PREFIXES)
    it(`refuses a slot on a day that does not exist${prefix ? " in Spanish" : ""}: 400 with the slot's message`, async () => {
      const date = tuesdayAfter(businessToday(new Date()), 3);
      const [id] = await insertLeads(1, { status: "Approved", scheduledDate: date, arrivalWindow: "8-10" });
      for (const day of IMPOSSIBLE) {
        const request = postTo(`${prefix}/status/${id}?visit`, { intent: "visit-reschedule", digits: "1000", slot: `${day} 2-4` });
        const outcome = await outcomeOf(() => status.action(args(request, { requestId: id! }, routerContext("203.0.113.62"))));
        expect([day, outcome.status]).toEqual([day, 400]);
        expect(outcome.data).toEqual({ visitChange: { intent: "visit-reschedule", message: VISIT_CHANGE_MESSAGES.slot } });
      }
      expectBothLanguages(VISIT_CHANGE_MESSAGES.slot);
    });
});

describe("the quote page's visit after an approval (POST /status/:id/quote)", () => {
  for (const prefix of PREFIXES)
    it(`refuses a window on a day that does not exist${prefix ? " in Spanish" : ""}: 400 with the window's message`, async () => {
      const lead = await createLead({ email: "ana@example.com", status: "In Review" });
      const line = { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: 15_000, taxable: false, optional: false };
      await sendQuote(lead.id, { intent: "send", lines: [line], discountCents: 0, notes: "", terms: "", validUntil: defaultValidUntil() }, "ops@example.com");
      expect(await answerQuote(lead.id, 1, { answer: "approved", chosen: [], signedName: "Ana Lopez" }, { ip: null, userAgent: null })).toMatchObject({ ok: true });
      for (const day of IMPOSSIBLE) {
        const request = postTo(`${prefix}/status/${lead.id}/quote`, { intent: "book", slot: `${day} 8-10`, digits: "0100" });
        const outcome = await outcomeOf(() => quotePage.action(args(request, { requestId: lead.id }, routerContext("203.0.113.63"))));
        expect([day, outcome.status]).toEqual([day, 400]);
        expect((outcome.data as Reply).result.error).toEqual({ slot: [QUOTE_PAGE_MESSAGES.window] });
      }
      expectBothLanguages(QUOTE_PAGE_MESSAGES.window);
      expect(await getDb().select({ status: quotes.status }).from(quotes)).toEqual([{ status: "approved" }]);
    });
});
