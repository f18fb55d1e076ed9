import { randomUUID } from "node:crypto";
import { eq, or } from "drizzle-orm";
import type { Lang } from "~/content/i18n";
import { leadSourceQuery, type LeadOrigin } from "~/leads/origin/lead-source.server";
import type { LeadSource } from "./sources";
import { getDb, type Transaction } from "~/db/client.server";
import { combineWrites } from "~/db/combine-writes.server";
import { refusedForData, takenIndex } from "~/db/errors";
import { leadPhotos, leads, leadStatusHistory } from "~/db/schema";
import { nudgeMailWorker, queueMailQuery } from "~/mail/outbox.server";
import type { ProcessedPhoto } from "~/uploads/photos.server";
import { env } from "~/utils/env.server";
import { isUuid } from "~/utils/uuid";
import { confirmationRecipients, newLeadMessages, queueNoContactAlert, type ConfirmationRecipients } from "./messages/messages.server";
import { noContactState } from "./no-contact";
import { normalizeStatus } from "./statuses";
import { generateReference } from "./reference";
import { repeatKeys, type RepeatKeys } from "./repeat-key";
import { SMS_CONSENT } from "./sms-consent";
import { changeLeadStatus } from "./status-change.server";
import { appointmentLabel, visitKey, type ArrivalWindow, type VisitFrequency, type VisitState } from "./visit";

export type NewLead = {
  source: LeadSource;
  name: string;
  phone: string;
  email?: string;
  /** A bookable service's value (booking) or the visitor's own words (quote). */
  service: string;
  description?: string;
  streetAddress?: string;
  zipCode?: string;
  /** yyyy-MM-dd */
  preferredDate?: string;
  /** How often the customer wants the visit (a repeating service's booking); once when not given. */
  frequency?: VisitFrequency;
  photo?: ProcessedPhoto;
  /** The customer ticked the text-message opt-in: stored with the time and the wording's version. */
  smsConsent?: boolean;
  /** Where the visit began (landing page, campaign, device), for the analytics. */
  origin?: LeadOrigin;
  /** The language it was sent in (a form under /es) or staff chose (a phone lead): every message to the customer is in it. English when not given. */
  language?: Lang;
  /** The admin who entered it (a phone call): named in its history, and it counts as their first action on it. */
  enteredBy?: string;
  /** An arrival window the customer (or staff, for a phone lead) chose: stored only with its place, taken by the booking's flow (app/flows/book-visit.server.ts). */
  visit?: VisitWanted;
};

/** A window a booking asks for. */
export type VisitWanted = { date: string; window: ArrivalWindow };

/**
 * What the schedule answered for each of the visits of bookings stored together (decision 055):
 * the state its visit is stored in when it has its place (confirmed when the office confirms
 * online bookings at once, decision 078); 'full' when the window has none left, 'unavailable'
 * when it is no longer offered.
 */
export type VisitHold = VisitState | "full" | "unavailable";

/** The customer's window could not be held: nothing was stored. */
export class VisitNotHeld extends Error {
  constructor(readonly reason: "full" | "unavailable") {
    super(`the chosen arrival window is ${reason}`);
  }
}

export type Lead = typeof leads.$inferSelect;

/** A lead as createLead returns it: `repeated` when the request was the same as one stored minutes before, answered with that lead. */
export type CreatedLead = Lead & { repeated: boolean };

/** A lead stored, or, when the window it chose could not be held, why (nothing stored). */
export type StoredLead = { ok: true; lead: CreatedLead } | { ok: false; visit: VisitNotHeld["reason"] };

/** How many reference codes a new lead tries before giving up (a code taken by another lead is tried again). */
export const REFERENCE_ATTEMPTS = 5;

export const noFreeReference = () => new Error(`No free reference code after ${REFERENCE_ATTEMPTS} attempts`);

/** A new lead ready to insert: its row but for its id and reference code, its repeat keys, and where its confirmations go. */
export type PreparedLead = { row: Omit<NewLeadRow, "id" | "reference">; keys?: RepeatKeys; confirmTo: ConfirmationRecipients; input: NewLead };

/**
 * A new lead's row from what the form (or staff) gave, with its repeat keys (a public form's: the
 * same request again within minutes is answered with its first lead, app/leads/repeat-key.ts) and
 * its customer's confirmation caps counted (one statement, when there is a customer to confirm to).
 */
export async function prepareLead(input: NewLead): Promise<PreparedLead> {
  const confirmTo = await confirmationRecipients(input);
  const row = {
    source: input.source,
    language: input.language ?? "en",
    name: input.name,
    phone: input.phone,
    email: input.email ?? "",
    service: input.service,
    description: input.description ?? "",
    status: "New" as const,
    streetAddress: input.streetAddress ?? null,
    zipCode: input.zipCode ?? null,
    preferredDate: input.preferredDate ?? null,
    frequency: input.frequency ?? "once",
    ...(input.smsConsent ? { smsConsentAt: new Date(), smsConsentVersion: SMS_CONSENT.version } : {}),
    ...(input.enteredBy ? { staffActionAt: new Date(), firstStaffActionAt: new Date() } : {}),
    ...(input.visit ? { requestedVisit: visitKey(input.visit.date, input.visit.window) } : {}),
  };
  const keys = input.source === "phone" ? undefined : repeatKeys({ ...row, photoBytes: input.photo?.bytes.length ?? 0 });
  return { row, keys, confirmTo, input };
}

/** One try at storing the prepared lead: a new id and reference code. */
export function leadAttempt(prepared: PreparedLead, makeReference: () => string = generateReference): LeadInsert {
  return { values: { ...prepared.row, ...prepared.keys, id: randomUUID(), reference: makeReference() }, confirmTo: prepared.confirmTo, input: prepared.input };
}

/**
 * What a try's insert came to: the stored lead; the first lead of the same request sent again
 * within minutes (nothing stored); or 'retry' when the reference code was another lead's. Any
 * other failure is thrown. Either way a failed statement wrote nothing at all.
 */
export async function settleAttempt(prepared: PreparedLead, inserted: Inserted): Promise<CreatedLead | "retry"> {
  if (!("error" in inserted)) {
    nudgeMailWorker();
    return { ...inserted.lead, repeated: false };
  }
  const taken = takenIndex(inserted.error);
  if (prepared.keys && REPEAT_KEY_INDEXES.has(taken ?? "")) return { ...(await leadWithKeys(prepared.keys)), repeated: true };
  if (taken === "leads_reference_idx") return "retry";
  throw inserted.error;
}

/**
 * Stores a new lead with its photo, its first history entry, its origin and the e-mails (and
 * text message) to the staff and the customer: the customer's confirmation caps counted in one
 * statement when there is a customer to confirm to, then everything else in one more (a CTE for
 * each table: one round trip, all or nothing like a transaction). Once this returns, nothing is
 * lost, and a failing mail server only delays the messages (the outbox retries them). A public
 * form has already counted the submission against the client's limit (lead-form-admission.server.ts).
 * The same request from a public form again within minutes stores nothing and sends nothing: it
 * is answered with the lead the first one made (app/leads/repeat-key.ts). A lead with a chosen
 * window is stored by the booking's flow, which holds its place (app/flows/book-visit.server.ts).
 */
export async function createLead(input: NewLead, makeReference: () => string = generateReference): Promise<CreatedLead> {
  if (input.visit) throw new Error("A lead with a visit is stored by the booking's flow, which holds its place");
  const prepared = await prepareLead(input);
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const settled = await settleAttempt(prepared, await insertTogether(leadAttempt(prepared, makeReference)));
    if (settled !== "retry") return settled;
  }
  throw noFreeReference();
}

const REPEAT_KEY_INDEXES = new Set(["leads_repeat_key_idx", "leads_repeat_key_shifted_idx"]);

/** The lead stored with either of these keys (the same request, minutes before). */
async function leadWithKeys(keys: RepeatKeys): Promise<Lead> {
  const [lead] = await getDb()
    .select()
    .from(leads)
    .where(or(eq(leads.repeatKey, keys.repeatKey), eq(leads.repeatKeyShifted, keys.repeatKeyShifted)))
    .limit(1);
  if (!lead) throw new Error("A repeated request's first lead was not found");
  return lead;
}

export type NewLeadRow = typeof leads.$inferInsert & Parameters<typeof newLeadMessages>[0] & { id: string; reference: string; email: string };

/** A lead to store, and where its customer's confirmations go (written from the row as stored). */
export type LeadInsert = { values: NewLeadRow; confirmTo: ConfirmationRecipients; input: NewLead };

/** A stored lead, or why its statement failed (a statement that fails writes nothing). */
export type Inserted = { lead: Lead } | { error: unknown };

/**
 * Stores the lead, its history row, photo, origin and queued messages in one statement, a CTE
 * per table. Leads stored at the same time go in the same statement (decision 042); if that
 * statement is refused for one lead's data, its leads are tried again in smaller statements
 * until the failing one is alone, so that one lead's conflict (a repeated request, a reference
 * code already taken) is its own and the others are stored. Bookings that chose a window are
 * stored together the same way by their flow, in a transaction that takes their places first
 * (decision 055, app/flows/book-visit.server.ts).
 */
const insertTogether = combineWrites((batch: LeadInsert[]) => insertOrSplit(batch, insertPlain), { maxSize: 50, maxInFlight: 2 });

async function insertPlain(batch: LeadInsert[]): Promise<Inserted[]> {
  return (await insertLeads(batch)).map((lead) => ({ lead }));
}

/**
 * The leads' part of storing bookings that chose a window, in the flow's transaction once the
 * schedule has answered for each visit (`holds`, in the batch's order): those with a place
 * stored with their window in one statement (a visit confirmed at once stored Approved, as if
 * the office had approved it, decision 078), the others answered VisitNotHeld with nothing
 * stored for them.
 */
export async function insertHeldLeads(tx: Transaction, batch: LeadInsert[], holds: VisitHold[]): Promise<Inserted[]> {
  const held = batch.flatMap((insert, i) => {
    const state = holds[i]!;
    if (state === "full" || state === "unavailable") return [];
    const visit = { scheduledDate: insert.input.visit!.date, arrivalWindow: insert.input.visit!.window };
    return [{ ...insert, values: { ...insert.values, ...visit, ...(state === "confirmed" ? { status: "Approved" as const } : {}) } }];
  });
  const stored = held.length > 0 ? await insertLeads(held, tx) : [];
  let next = 0;
  return holds.map((state) => (state === "full" || state === "unavailable" ? { error: new VisitNotHeld(state) } : { lead: stored[next++]! }));
}

/**
 * A batch refused for its data (one lead's conflict or bad value) is split in two halves, each
 * tried again (side by side) until the failing lead is alone. Any other failure means the
 * database failed, not a lead: it is thrown, and fails every call waiting behind the batch too
 * (combineWrites); a half's is the error of that half's leads only.
 */
export async function insertOrSplit(batch: LeadInsert[], insert: (batch: LeadInsert[]) => Promise<Inserted[]>): Promise<Inserted[]> {
  try {
    return await insert(batch);
  } catch (error) {
    if (!refusedForData(error)) throw error;
    if (batch.length === 1) return [{ error }];
    const middle = Math.ceil(batch.length / 2);
    const halves = [batch.slice(0, middle), batch.slice(middle)];
    const settled = halves.map((half) => insertOrSplit(half, insert).catch((failure: unknown) => half.map(() => ({ error: failure }))));
    return (await Promise.all(settled)).flat();
  }
}

/** The leads and everything stored with them, in one statement; the stored leads in the order given. */
async function insertLeads(batch: LeadInsert[], db: Transaction | ReturnType<typeof getDb> = getDb()): Promise<Lead[]> {
  const created = db.$with("created").as(db.insert(leads).values(batch.map(({ values }) => values)).returning());
  const photos = batch.flatMap(({ values, input }) => (input.photo ? [{ leadId: values.id, ...input.photo }] : []));
  const origins = batch.flatMap(({ values, input }) => (input.origin ? [{ leadId: values.id, origin: input.origin }] : []));
  const history = batch.flatMap(({ values, input }) => [
    { leadId: values.id, fromStatus: null, toStatus: "New", changedBy: input.enteredBy ?? "customer", action: "created" as const },
    // A visit confirmed as it was booked: the approval is the office's setting's, by System (decision 078).
    ...(values.status === "Approved"
      ? [
          {
            leadId: values.id,
            fromStatus: "New",
            toStatus: "Approved",
            changedBy: "system",
            action: "status" as const,
            detail: `Confirmed at booking (online bookings are confirmed at once): ${appointmentLabel(values.scheduledDate ?? null, values.arrivalWindow ?? null)}`,
          },
        ]
      : []),
  ]);
  const messages = batch.flatMap(({ values, confirmTo, input }) => newLeadMessages(values, confirmTo, Boolean(input.photo)));
  const writes = [
    db.$with("history").as(db.insert(leadStatusHistory).values(history)),
    db.$with("mail").as(queueMailQuery(db, messages)),
    ...(photos.length > 0 ? [db.$with("photo").as(db.insert(leadPhotos).values(photos))] : []),
    ...(origins.length > 0 ? [db.$with("origin").as(leadSourceQuery(db, origins))] : []),
  ];
  const stored = new Map((await db.with(created, ...writes).select().from(created)).map((lead) => [lead.id, lead]));
  return batch.map(({ values }) => stored.get(values.id)!);
}

/** The lead a change is about, locked (`for update`) until the end of the caller's transaction; undefined when there is none. */
export async function lockLead(tx: Transaction, leadId: string): Promise<Lead | undefined> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  return lead;
}

/** A lead by its request id; undefined for an unknown or malformed id. */
export async function findLead(id: string): Promise<Lead | undefined> {
  if (!isUuid(id)) return undefined;
  const [lead] = await getDb().select().from(leads).where(eq(leads.id, id));
  return lead;
}

export type NoContactResult =
  | { ok: true; lead: Lead; changed: boolean }
  | { ok: false; reason: "not_found" | "completed" | "not_qualified" | "in_hand" }
  | { ok: false; reason: "too_early"; availableFrom: Date };

/** Statuses the report moves to Prioritized; a lead further along keeps its status. */
const PRIORITIZABLE = ["New", "In Review"] as const;

/**
 * The customer says nobody contacted them: once per lead, it records the report, moves a
 * New or In Review lead to Prioritized (with its history row) and queues an urgent e-mail to
 * the staff, in one transaction. Reporting again changes nothing. Refused on a closed request
 * (Completed, Not Qualified) and before the promised response time has passed (NO_CONTACT_AFTER_HOURS).
 */
export async function reportNoContact(id: string): Promise<NoContactResult> {
  if (!isUuid(id)) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx: Transaction) => {
    const current = await lockLead(tx, id);
    if (!current) return { ok: false, reason: "not_found" };
    if (current.reportedNoContactAt) return { ok: true, lead: current, changed: false };
    const state = noContactState(current, env().NO_CONTACT_AFTER_HOURS);
    if (state.kind === "closed") {
      if (state.reason === "in-hand") return { ok: false, reason: "in_hand" };
      return { ok: false, reason: normalizeStatus(current.status) === "Completed" ? "completed" : "not_qualified" };
    }
    if (state.kind === "waiting") return { ok: false, reason: "too_early", availableFrom: state.from };
    let lead: Lead;
    if ((PRIORITIZABLE as readonly string[]).includes(current.status)) {
      const change = await changeLeadStatus(
        {
          leadId: id,
          expectedStatus: [...PRIORITIZABLE],
          toStatus: "Prioritized",
          changedBy: "customer",
          action: "no-contact",
          detail: "The customer reported that nobody has contacted them.",
          extra: { reportedNoContactAt: new Date() },
        },
        tx,
      );
      if (!change.ok) throw new Error(`Could not prioritize lead ${id}: ${change.reason}`);
      lead = change.lead;
    } else {
      const [updated] = await tx
        .update(leads)
        .set({ reportedNoContactAt: new Date() })
        .where(eq(leads.id, id))
        .returning();
      lead = updated!;
      await tx.insert(leadStatusHistory).values({
        leadId: id,
        fromStatus: current.status,
        toStatus: current.status,
        changedBy: "customer",
        action: "no-contact",
        detail: "The customer reported that nobody has contacted them.",
        leadVersion: lead.version,
      });
    }
    await queueNoContactAlert(tx, lead, current.status);
    return { ok: true, lead, changed: true };
  });
}
