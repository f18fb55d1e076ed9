import { and, count, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { adminDisplayName } from "~/auth/account-name.server";
import type { Lang } from "~/content/i18n";
import { getDb } from "~/db/client.server";
import { adminUsers, leads, leadStatusCounts } from "~/db/schema";
import { phoneDigits } from "~/utils/phone";
import type { LeadListItem } from "./admin-view";
import { BUSINESS_TIME_ZONE } from "~/utils/dates";
import { filterOf, LEADS_COUNT_CAP, LEADS_PAGE_SIZE, type LeadListQuery, type LeadSort } from "./list-query";
import { normalizeReference } from "../reference";
import type { LeadStatus } from "../statuses";

export { LEADS_PAGE_SIZE };


/** A malformed cursor or query: the route answers 400 with this message. */
export class BadLeadQuery extends Error {}

export type LeadPage = {
  leads: LeadListItem[];
  /** Leads matching every filter but the status one, per status. */
  counts: Record<LeadStatus, number>;
  /** Leads matching every filter. */
  matching: number;
  /** True when a search or filter matched more than LEADS_COUNT_CAP leads: the counts are then lower bounds. */
  countsCapped: boolean;
  /** Every lead in the system. */
  total: number;
  /** The page's first lead's place in the list (0 on the first page), carried in the cursor. */
  start: number;
  nextCursor: string | null;
  prevCursor: string | null;
};

/**
 * The search: phone digits, or name / e-mail / ZIP (a trigram index serves both), or a reference
 * code typed any way the customer reads it out ('pc 7k4q9x'), matched exactly through its unique index.
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = phoneDigits(text);
  const conditions: SQL[] = [sql`${leads.searchText} like ${like(text)}`];
  if (digits.length >= 3 && /^[\d\s()+.\-/]+$/.test(text)) conditions.push(sql`${leads.phoneDigits} like ${like(digits)}`);
  const reference = normalizeReference(q);
  if (reference) conditions.push(eq(leads.reference, reference));
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`;
}

/** Every filter of the query but the status (the counts group by status), as SQL. */
function filters(query: LeadListQuery, adminId: string): SQL | undefined {
  const assignee =
    query.assignee === "me"
      ? eq(leads.assignedTo, adminId)
      : query.assignee === "unassigned"
        ? isNull(leads.assignedTo)
        : query.assignee
          ? eq(leads.assignedTo, query.assignee)
          : undefined;
  const zone = BUSINESS_TIME_ZONE;
  return and(
    query.lead ? eq(leads.id, query.lead) : undefined,
    query.q ? searchCondition(query.q) : undefined,
    query.service ? eq(leads.service, query.service) : undefined,
    query.from ? gte(leads.createdAt, sql`(${query.from}::date::timestamp at time zone ${zone})`) : undefined,
    query.to ? lt(leads.createdAt, sql`((${query.to}::date + 1)::timestamp at time zone ${zone})`) : undefined,
    assignee,
  );
}

/**
 * Each sort is a key the indexes serve in order: its expressions, the direction, and how a
 * cursor's values are cast back. The id is always last, so the order is total.
 */
type SortKey = { columns: SQL[]; casts: string[]; descending: boolean; pattern: RegExp[]; indexDescending: boolean };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^(\d{4}-\d{2}-\d{2}|infinity)$/;
const createdText = sql`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const preferredKey = sql`coalesce(${leads.preferredDate}, 'infinity'::date)`;

const SORT_KEYS: Record<LeadSort, SortKey> = {
  queue: {
    columns: [sql`${leads.queueRank}`, sql`${leads.createdAt}`, sql`${leads.id}`],
    casts: ["int", "timestamptz", "uuid"],
    descending: true,
    pattern: [/^[01]$/, TIMESTAMP, UUID],
    indexDescending: true,
  },
  newest: { columns: [sql`${leads.createdAt}`, sql`${leads.id}`], casts: ["timestamptz", "uuid"], descending: true, pattern: [TIMESTAMP, UUID], indexDescending: true },
  oldest: { columns: [sql`${leads.createdAt}`, sql`${leads.id}`], casts: ["timestamptz", "uuid"], descending: false, pattern: [TIMESTAMP, UUID], indexDescending: true },
  preferred: { columns: [preferredKey, sql`${leads.id}`], casts: ["date", "uuid"], descending: false, pattern: [DAY, UUID], indexDescending: false },
};

/** The cursor's values as the sort's key, read back from the row. */
const KEY_TEXT: Record<LeadSort, SQL> = {
  queue: sql`${leads.queueRank}::text || '|' || ${createdText} || '|' || ${leads.id}::text`,
  newest: sql`${createdText} || '|' || ${leads.id}::text`,
  oldest: sql`${createdText} || '|' || ${leads.id}::text`,
  preferred: sql`${preferredKey}::text || '|' || ${leads.id}::text`,
};

/**
 * A page boundary: the sort, the place in the list of the lead it names (for the "Leads 51–100"
 * line only: leads that arrive meanwhile may shift it, never which leads a page shows) and that
 * lead's key.
 */
export function encodeCursor(sort: LeadSort, place: number, key: string): string {
  return Buffer.from(`${sort}|${place}|${key}`).toString("base64url");
}

const PLACE = /^\d{1,9}$/;

/** The cursor's place and key values; a cursor that is not one of ours (or of another sort) is a BadLeadQuery. */
export function decodeCursor(sort: LeadSort, cursor: string): { place: number; values: string[] } {
  const [tag, place, ...values] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const key = SORT_KEYS[sort];
  const valid =
    tag === sort && PLACE.test(place ?? "") && values.length === key.pattern.length && values.every((value, i) => key.pattern[i]!.test(value));
  if (!valid) throw new BadLeadQuery("Invalid leads query: the page cursor is malformed. Go back to the first page.");
  return { place: Number(place), values };
}

function seekCondition(sort: LeadSort, values: string[], backwards: boolean): SQL {
  const key = SORT_KEYS[sort];
  const row = sql.join(key.columns, sql`, `);
  const cursor = sql.join(values.map((value, i) => sql`${value}::${sql.raw(key.casts[i]!)}`), sql`, `);
  const after = key.descending !== backwards ? sql`<` : sql`>`;
  return sql`(${row}) ${after} (${cursor})`;
}

/**
 * The ORDER BY must be the index's order or its exact reverse, NULLS placement included, for
 * PostgreSQL to read the page straight off the index (no sort).
 */
function orderBy(sort: LeadSort, backwards: boolean): SQL[] {
  const key = SORT_KEYS[sort];
  const descending = key.descending !== backwards;
  const nulls = descending === key.indexDescending ? sql.raw("nulls last") : sql.raw("nulls first");
  return key.columns.map((column) => (descending ? sql`${column} desc ${nulls}` : sql`${column} asc ${nulls}`));
}

/** The exact count of every lead per status: the summed deltas the triggers keep (a few rows, not a scan). */
export async function statusTotals(): Promise<{ counts: Record<LeadStatus, number>; rows: number }> {
  const grouped = await getDb()
    .select({ status: leadStatusCounts.status, n: sql<number>`sum(${leadStatusCounts.n})::int`, rows: sql<number>`count(*)::int` })
    .from(leadStatusCounts)
    .groupBy(leadStatusCounts.status);
  return { counts: countsByStatus(grouped).counts, rows: grouped.reduce((sum, row) => sum + row.rows, 0) };
}

/** Folds the count deltas into one row per status (rows appended meanwhile are kept for next time). */
export async function compactLeadCounts(): Promise<void> {
  await getDb().execute(
    sql`with gone as (delete from ${leadStatusCounts} returning status, n) insert into ${leadStatusCounts} (status, n) select status, sum(n) from gone group by status having sum(n) <> 0`,
  );
}

/** Compaction starts once this many delta rows have piled up (each staff change or booking adds one). */
const COMPACT_AFTER_ROWS = 500;

async function countLeads(common: SQL | undefined): Promise<{ counts: Record<LeadStatus, number>; total: number; capped: boolean }> {
  const totals = await statusTotals();
  if (totals.rows > COMPACT_AFTER_ROWS) await compactLeadCounts();
  const total = Object.values(totals.counts).reduce((sum, n) => sum + n, 0);
  if (!common) return { counts: totals.counts, total, capped: false };
  const matching = getDb()
    .select({ status: leads.status })
    .from(leads)
    .where(common)
    .limit(LEADS_COUNT_CAP + 1)
    .as("matching");
  const grouped = await getDb()
    .select({ status: matching.status, n: count() })
    .from(matching)
    .groupBy(matching.status);
  const { counts, sum } = countsByStatus(grouped);
  return { counts, total, capped: sum > LEADS_COUNT_CAP };
}

/** Grouped (status, n) rows as a count for every status, zero where none, and their sum. */
function countsByStatus(grouped: { status: string; n: number }[]): { counts: Record<LeadStatus, number>; sum: number } {
  const counts = EMPTY_COUNTS();
  let sum = 0;
  for (const row of grouped) {
    counts[row.status as LeadStatus] = row.n;
    sum += row.n;
  }
  return { counts, sum };
}

const EMPTY_COUNTS = (): Record<LeadStatus, number> => ({
  New: 0,
  "In Review": 0,
  Prioritized: 0,
  Approved: 0,
  Completed: 0,
  "Not Qualified": 0,
  Cancelled: 0,
});

/**
 * One page of leads under the query's filters, search and sort, with the counts per status
 * and the total. Paged by keyset on the sort's key (an index serves each), so a page costs
 * the same at any depth. `extra` is a condition of a domain above leads (the quote filter, from the route).
 */
export async function listLeads(query: LeadListQuery, adminId: string, limit = LEADS_PAGE_SIZE, extra?: SQL): Promise<LeadPage> {
  const status = filterOf(query.status).status;
  const boundary = query.cursor ? decodeCursor(query.sort, query.cursor) : undefined;
  const position = boundary?.values;
  const backwards = Boolean(position) && query.dir === "prev";
  const db = getDb();
  const common = and(filters(query, adminId), extra);
  const matchingFilter = and(common, status ? eq(leads.status, status) : undefined);

  const [rows, counted] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        phone: leads.phone,
        email: leads.email,
        service: leads.service,
        status: leads.status,
        version: leads.version,
        zipCode: leads.zipCode,
        preferredDate: leads.preferredDate,
        scheduledDate: leads.scheduledDate,
        arrivalWindow: leads.arrivalWindow,
        createdAt: leads.createdAt,
        staffActionAt: leads.staffActionAt,
        assignee: adminDisplayName,
        hasPhoto: sql<boolean>`exists (select 1 from "lead_photos" where "lead_photos"."lead_id" = "leads"."id")`,
        language: leads.language,
        key: KEY_TEXT[query.sort].mapWith(String),
      })
      .from(leads)
      .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
      .where(and(matchingFilter, position ? seekCondition(query.sort, position, backwards) : undefined))
      .orderBy(...orderBy(query.sort, backwards))
      .limit(limit + 1),
    countLeads(common),
  ]);

  const { counts, total, capped } = counted;
  const inAll = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backwards) {
    if (!more) return listLeads({ ...query, cursor: undefined, dir: "next" }, adminId, limit);
    page.reverse();
  }
  const first = page[0];
  const last = page.at(-1);
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : Boolean(position);
  // Forward, the cursor names the lead before this page; backwards, the one after it.
  const start = !boundary ? 0 : backwards ? Math.max(boundary.place - page.length, 0) : boundary.place + 1;
  return {
    leads: page.map(({ key: _key, ...lead }) => lead),
    counts,
    matching: status ? counts[status] : inAll,
    countsCapped: capped,
    total,
    start,
    nextCursor: hasNext && last ? encodeCursor(query.sort, start + page.length - 1, last.key) : null,
    prevCursor: hasPrev && first ? encodeCursor(query.sort, start, first.key) : null,
  };
}

export type ExportRow = {
  id: string;
  /** The customer's reference code (PC-7K4Q9X); none on leads from before codes existed. */
  reference: string | null;
  createdAt: Date;
  status: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  streetAddress: string | null;
  zipCode: string | null;
  preferredDate: string | null;
  scheduledDate: string | null;
  arrivalWindow: string | null;
  assignee: string | null;
  notQualifiedReason: string | null;
  /** The customer's own words when they cancelled from the status page (optional). */
  cancelReason: string | null;
  description: string;
  language: Lang;
};

/**
 * The leads the query matches (every page), in batches: each batch seeks past the last row
 * of the one before, so an export of any size holds one batch in memory at a time.
 */
export async function* exportBatches(query: LeadListQuery, adminId: string, batchSize = 1000, extra?: SQL): AsyncGenerator<ExportRow[]> {
  const status = filterOf(query.status).status;
  const where = and(filters(query, adminId), extra, status ? eq(leads.status, status) : undefined);
  let position: string[] | undefined;
  for (;;) {
    const rows = await getDb()
      .select({
        id: leads.id,
        reference: leads.reference,
        createdAt: leads.createdAt,
        status: leads.status,
        name: leads.name,
        phone: leads.phone,
        email: leads.email,
        service: leads.service,
        streetAddress: leads.streetAddress,
        zipCode: leads.zipCode,
        preferredDate: leads.preferredDate,
        scheduledDate: leads.scheduledDate,
        arrivalWindow: leads.arrivalWindow,
        assignee: adminDisplayName,
        notQualifiedReason: leads.notQualifiedReason,
        cancelReason: leads.cancelReason,
        description: leads.description,
        language: leads.language,
        key: KEY_TEXT[query.sort].mapWith(String),
      })
      .from(leads)
      .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
      .where(and(where, position ? seekCondition(query.sort, position, false) : undefined))
      .orderBy(...orderBy(query.sort, false))
      .limit(batchSize);
    if (rows.length === 0) return;
    position = rows.at(-1)!.key.split("|");
    yield rows.map(({ key: _key, ...row }) => row);
    if (rows.length < batchSize) return;
  }
}
