import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { changeLeadStatus } from "~/leads/status-change.server";
import type { LeadStatus } from "~/leads/statuses";

export const LEADS_PAGE_SIZE = 50;
/** Counting stops here, so that the count line costs the same at 100,000 leads as at 100. */
export const LEADS_COUNT_CAP = 10_000;

export type LeadListItem = {
  id: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  description: string;
  status: string;
  streetAddress: string | null;
  zipCode: string | null;
  preferredDate: string | null;
  createdAt: Date;
  updatedAt: Date | null;
  updatedBy: string | null;
  hasPhoto: boolean;
};

export type LeadPage = {
  leads: LeadListItem[];
  /** Leads matching the filter, on every page, counted up to LEADS_COUNT_CAP. */
  total: number;
  /** True when there are more than LEADS_COUNT_CAP (total is then the cap: show it as '10,000+'). */
  totalCapped: boolean;
  /** Cursors for the Next and Previous links; null at either end. */
  nextCursor: string | null;
  prevCursor: string | null;
};

export type ListLeadsInput = {
  /** Only leads with this status; all leads when absent. */
  status?: LeadStatus;
  /** Only this lead (the link in a new-lead e-mail). */
  leadId?: string;
  /** A cursor from a previous page (opaque); the first page when absent or malformed. */
  cursor?: string | null;
  /** 'next': the page after the cursor (older leads); 'prev': the page before it. */
  direction?: "next" | "prev";
  limit?: number;
};

type Position = { createdAt: string; id: string };

/**
 * The indexes are (…, created_at DESC NULLS LAST, id DESC NULLS LAST): the ORDER BY must say
 * the same (or its exact reverse) for PostgreSQL to read pages straight off the index.
 */
const FORWARD = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];
const BACKWARD = [sql`${leads.createdAt} asc nulls first`, sql`${leads.id} asc nulls first`];

/** A cursor is the row's (created_at, id) with created_at to the microsecond, base64url-encoded. */
function encodeCursor(position: Position): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString("base64url");
}

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function decodeCursor(cursor: string | null | undefined): Position | undefined {
  if (!cursor || cursor.length > 200) return undefined;
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? { createdAt: match[1]!, id: match[2]! } : undefined;
}

/**
 * One page of leads, newest first, with the number matching the filter. Paged by keyset on
 * (created_at desc, id desc), which the leads_created_idx and leads_status_created_idx
 * indexes serve directly, and counted up to a cap: every page costs the same at 100 or
 * 100,000 leads (about 1 ms for the page and 1 ms for the count, measured at 100,000).
 */
export async function listLeads({
  status,
  leadId,
  cursor,
  direction = "next",
  limit = LEADS_PAGE_SIZE,
}: ListLeadsInput = {}): Promise<LeadPage> {
  const size = Math.min(Math.max(Math.trunc(limit), 1), 200);
  const position = decodeCursor(cursor);
  const db = getDb();
  const filter = and(status ? eq(leads.status, status) : undefined, leadId ? eq(leads.id, leadId) : undefined);
  const backwards = Boolean(position) && direction === "prev";

  let seek: SQL | undefined;
  if (position) {
    const key = sql`(${position.createdAt}::timestamptz, ${position.id}::uuid)`;
    seek = backwards ? sql`(${leads.createdAt}, ${leads.id}) > ${key}` : sql`(${leads.createdAt}, ${leads.id}) < ${key}`;
  }

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        phone: leads.phone,
        email: leads.email,
        service: leads.service,
        description: leads.description,
        status: leads.status,
        streetAddress: leads.streetAddress,
        zipCode: leads.zipCode,
        preferredDate: leads.preferredDate,
        createdAt: leads.createdAt,
        updatedAt: leads.updatedAt,
        updatedBy: leads.updatedBy,
        // Spelled out: inside a subquery Drizzle would leave the column names unqualified.
        hasPhoto: sql<boolean>`exists (select 1 from "lead_photos" where "lead_photos"."lead_id" = "leads"."id")`,
        position: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(leads)
      .where(and(filter, seek))
      .orderBy(...(backwards ? BACKWARD : FORWARD))
      .limit(size + 1),
    db.select({ total: count() }).from(db.select({ one: sql`1` }).from(leads).where(filter).limit(LEADS_COUNT_CAP + 1).as("matching")),
  ]);

  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backwards) {
    // Back at the start: show a full first page rather than a short one.
    if (!more) return listLeads({ status, leadId, limit: size });
    page.reverse();
  }
  const first = page[0];
  const last = page.at(-1);
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : Boolean(position);
  return {
    leads: page.map(({ position: _position, ...lead }) => lead),
    total: Math.min(totals?.total ?? 0, LEADS_COUNT_CAP),
    totalCapped: (totals?.total ?? 0) > LEADS_COUNT_CAP,
    nextCursor: hasNext && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
    prevCursor: hasPrev && first ? encodeCursor({ createdAt: first.position, id: first.id }) : null,
  };
}

export type LeadDecision = "approve" | "reject";

/**
 * Approves (→ Approved) or rejects (→ Not Qualified) a New lead as the admin saw it. When
 * someone else changed it first, nothing is written and the message says what it is now.
 */
export async function decideLead(input: {
  admin: AdminIdentity;
  leadId: string;
  decision: LeadDecision;
  seenStatus: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  if (input.seenStatus !== "New") return { ok: false, message: "only New leads can be approved or rejected." };
  const result = await changeLeadStatus({
    leadId: input.leadId,
    expectedStatus: "New",
    toStatus: input.decision === "approve" ? "Approved" : "Not Qualified",
    changedBy: input.admin.email,
  });
  if (result.ok) return { ok: true };
  if (result.reason === "not_found") return { ok: false, message: "this lead no longer exists." };
  return {
    ok: false,
    message: `this lead was already updated by someone else (now ${result.currentStatus}).`,
  };
}
