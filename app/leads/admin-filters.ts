import type { LeadStatus } from "~/leads/statuses";

/** The Leads tab's status filter (spec §2), kept in the URL as ?status=<slug>. */
export const LEAD_FILTERS = [
  { slug: "all", label: "All Leads", status: undefined },
  { slug: "new", label: "New", status: "New" },
  { slug: "approved", label: "Approved", status: "Approved" },
  { slug: "not-qualified", label: "Not Qualified", status: "Not Qualified" },
] as const satisfies readonly { slug: string; label: string; status: LeadStatus | undefined }[];

export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** The filter a ?status= value names; any other value means all leads. */
export function parseLeadFilter(value: string | null): LeadFilter {
  const wanted = value?.trim().toLowerCase().replace(/\s+/g, "-");
  return LEAD_FILTERS.find((filter) => filter.slug === wanted) ?? LEAD_FILTERS[0];
}

/** The badge colour of a lead status. */
export function statusBadgeVariant(status: string): "default" | "success" | "destructive" | "warning" | "secondary" {
  switch (status) {
    case "New":
      return "default";
    case "Approved":
      return "success";
    case "Not Qualified":
      return "destructive";
    case "In Review":
    case "Prioritized":
      return "warning";
    default:
      return "secondary";
  }
}
