import { z } from "~/utils/zod";
import { bookableServices } from "~/content/site";
import { LEAD_STATUSES, type LeadStatus } from "../statuses";
import { isCalendarDate } from "~/utils/dates";

/** Under a search or filter, counting stops here, so a count costs the same at 100,000 leads as at 100. */
export const LEADS_COUNT_CAP = 1_000;

/** How many leads a page of the list holds (and so how many one bulk action takes). */
export const LEADS_PAGE_SIZE = 50;

/** The Leads tab's status filters, kept in the URL as ?status=<slug>. */
export const LEAD_FILTERS = [
  { slug: "all", label: "All Leads", status: undefined },
  ...LEAD_STATUSES.map((status) => ({ slug: status.toLowerCase().replace(/\s+/g, "-"), label: status, status })),
] as { slug: string; label: string; status: LeadStatus | undefined }[];

export const LEAD_SORTS = [
  { value: "queue", label: "Prioritized first, newest" },
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "preferred", label: "Preferred date" },
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number]["value"];

/** The list's quote filter, kept in the URL as ?quote=<state>: the lead's latest quote sent and waiting, approved, or declined. */
export const QUOTE_FILTERS = ["sent", "approved", "declined"] as const;

/**
 * The list's triage filter, kept in the URL as ?triage=<kind>: the leads the AI tools' triage
 * calls likely spam, likely real, or real and urgent (decision 091; its condition is handed to
 * listLeads by the route, as the quote filter's).
 */
export const TRIAGE_FILTERS = ["spam", "real", "urgent"] as const;

const SORT_VALUES = LEAD_SORTS.map((sort) => sort.value) as [LeadSort, ...LeadSort[]];
const FILTER_SLUGS = LEAD_FILTERS.map((filter) => filter.slug) as [string, ...string[]];
const SERVICE_SLUGS = bookableServices.map((service) => service.slug) as [string, ...string[]];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-mm-dd")
  .refine((value) => isCalendarDate(value) && value >= "1900-01-01", "must be a real date");

/** Every parameter the list and its CSV export read; anything else in the URL is ignored. */
const querySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, "must be at most 100 characters")
      .refine((value) => !/\p{Cc}/u.test(value), "must not contain control characters")
      .optional(),
    status: z.enum(FILTER_SLUGS, { error: `must be one of ${FILTER_SLUGS.join(", ")}` }).default("all"),
    service: z.enum(SERVICE_SLUGS, { error: "must be one of the services" }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    assignee: z.union([z.enum(["me", "unassigned"]), z.uuid()], { error: "must be me, unassigned or an admin's id" }).optional(),
    sort: z.enum(SORT_VALUES, { error: `must be one of ${SORT_VALUES.join(", ")}` }).default("queue"),
    cursor: z.string().max(300, "is malformed").optional(),
    dir: z.enum(["next", "prev"], { error: "must be next or prev" }).default("next"),
    lead: z.uuid({ error: "must be a lead's id" }).optional(),
    /** The lead's quote (its condition is handed to listLeads by the route: app/quotes reads leads, never the reverse). */
    quote: z.enum(QUOTE_FILTERS, { error: `must be one of ${QUOTE_FILTERS.join(", ")}` }).optional(),
    triage: z.enum(TRIAGE_FILTERS, { error: `must be one of ${TRIAGE_FILTERS.join(", ")}` }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "must not be after the end date", path: ["from"] });

export type LeadListQuery = z.infer<typeof querySchema>;

export const QUERY_KEYS = ["q", "status", "service", "from", "to", "assignee", "sort", "cursor", "dir", "lead", "quote", "triage"] as const;

export type ParsedQuery = { ok: true; query: LeadListQuery } | { ok: false; message: string };

/** The list's URL parameters, checked: empty ones count as absent, a repeated or malformed one is an error that names it. */
export function parseLeadListQuery(params: URLSearchParams): ParsedQuery {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) return { ok: false, message: `Invalid leads query: "${key}" is given more than once.` };
    if (values[0] !== undefined && values[0].trim() !== "") raw[key] = values[0];
  }
  if (raw.lead) raw.lead = raw.lead.toLowerCase();
  const parsed = querySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, message: `Invalid leads query: "${String(issue.path[0] ?? "query")}" ${issue.message}.` };
}

export function filterOf(slug: string) {
  return LEAD_FILTERS.find((filter) => filter.slug === slug) ?? LEAD_FILTERS[0]!;
}

/** The URL of the list with these parameters (defaults left out), for links and the GET form. */
export function leadListHref(query: Partial<LeadListQuery>, base = "/admin"): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === "") continue;
    if ((key === "status" && value === "all") || (key === "sort" && value === "queue") || (key === "dir" && !query.cursor)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
