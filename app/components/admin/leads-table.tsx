import { CheckIcon, ImageIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { Form, useNavigation } from "react-router";
import type { LeadView } from "~/admin/lead-view";
import { statusBadgeVariant } from "~/admin/lead-filters";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/cn";

const COLUMNS = ["Customer", "Service", "Address", "Preferred Date", "Photo", "Description", "Created", "Status", "Actions"] as const;

/** On small screens each row becomes a card and each cell shows its column's name before it. */
function Cell({ label, className, children }: { label: (typeof COLUMNS)[number]; className?: string; children: React.ReactNode }) {
  return (
    <td
      data-label={label}
      className={cn(
        "px-3 py-3 align-top lg:border-t lg:border-slate-200",
        "max-lg:flex max-lg:gap-3 max-lg:px-0 max-lg:py-1.5 max-lg:before:w-28 max-lg:before:shrink-0 max-lg:before:font-medium max-lg:before:text-slate-600 max-lg:before:content-[attr(data-label)]",
        className,
      )}
    >
      {children}
    </td>
  );
}

const none = <span className="text-slate-500">—</span>;

function Decision({ lead }: { lead: LeadView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("leadId") === lead.id;
  if (lead.status !== "New") return none;
  return (
    <div className="flex flex-wrap gap-2">
      {(["approve", "reject"] as const).map((intent) => (
        <Form key={intent} method="post" preventScrollReset>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="leadId" value={lead.id} />
          <input type="hidden" name="status" value={lead.status} />
          <Button
            type="submit"
            size="sm"
            variant={intent === "approve" ? "default" : "outline"}
            disabled={busy}
            aria-label={`${intent === "approve" ? "Approve" : "Reject"} lead from ${lead.name}`}
          >
            {intent === "approve" ? <CheckIcon aria-hidden="true" /> : <XIcon aria-hidden="true" />}
            {intent === "approve" ? "Approve" : "Reject"}
          </Button>
        </Form>
      ))}
    </div>
  );
}

/** The leads of one page: a table on wide screens, cards on small ones. */
export function LeadsTable({ leads }: { leads: LeadView[] }) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table className="w-full text-left text-sm max-lg:block">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase max-lg:sr-only">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-lg:block max-lg:space-y-4">
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className="max-lg:block max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-4 max-lg:shadow-sm"
            >
              <Cell label="Customer" className="min-w-44">
                <div className="grid gap-0.5">
                  <span className="font-semibold text-slate-900">{lead.name}</span>
                  <a href={lead.tel} className="w-fit text-brand-700 underline-offset-4 hover:underline">
                    {lead.phone}
                  </a>
                  {lead.email ? (
                    <a href={`mailto:${lead.email}`} className="w-fit break-all text-brand-700 underline-offset-4 hover:underline">
                      {lead.email}
                    </a>
                  ) : null}
                </div>
              </Cell>
              <Cell label="Service">{lead.service}</Cell>
              <Cell label="Address" className="min-w-36">
                {lead.streetAddress || lead.zipCode ? (
                  <span>
                    {lead.streetAddress ?? ""}
                    {lead.streetAddress && lead.zipCode ? ", " : ""}
                    {lead.zipCode ?? ""}
                  </span>
                ) : (
                  none
                )}
              </Cell>
              <Cell label="Preferred Date" className="whitespace-nowrap">
                {lead.preferredDate ?? none}
              </Cell>
              <Cell label="Photo">
                {lead.hasPhoto ? (
                  <a
                    href={`/admin/leads/${lead.id}/photo`}
                    target="_blank"
                    rel="noopener"
                    className="inline-block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <img
                      src={`/admin/leads/${lead.id}/photo`}
                      alt={`Photo from ${lead.name} (opens in a new tab)`}
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                      className="size-14 rounded-md border border-slate-200 object-cover"
                    />
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-1 text-slate-500">
                    <ImageIcon className="size-4" aria-hidden="true" />
                    None
                  </span>
                )}
              </Cell>
              <Cell label="Description" className="lg:max-w-64">
                {lead.description ? <p className="line-clamp-4 whitespace-pre-line break-words">{lead.description}</p> : none}
              </Cell>
              <Cell label="Created" className="lg:min-w-28">
                <time dateTime={lead.createdIso}>{lead.created}</time>
              </Cell>
              <Cell label="Status">
                <Badge variant={statusBadgeVariant(lead.status)} className="whitespace-nowrap">
                  {lead.status}
                </Badge>
              </Cell>
              <Cell label="Actions">
                <Decision lead={lead} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
