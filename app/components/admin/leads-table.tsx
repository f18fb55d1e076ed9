import { Form, Link, useNavigation } from "react-router";
import type { LeadRowView } from "~/leads/admin-view";
import { statusBadgeVariant } from "~/leads/admin-view";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

/** One-step Approve and Reject on a lead waiting for a decision (New, In Review or Prioritized). */
function Decision({ lead }: { lead: LeadRowView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("leadId") === lead.id;
  if (lead.status !== "New" && lead.status !== "Prioritized" && lead.status !== "In Review") return null;
  return (
    <div className="flex gap-2">
      {(["approve", "reject"] as const).map((intent) => (
        <Form key={intent} method="post" preventScrollReset>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="leadId" value={lead.id} />
          <input type="hidden" name="version" value={lead.version} />
          <Button
            type="submit"
            size="sm"
            variant={intent === "approve" ? "default" : "outline"}
            disabled={busy}
            aria-label={`${intent === "approve" ? "Approve" : "Reject"} lead from ${lead.name}`}
          >
            {intent === "approve" ? "Approve" : "Reject"}
          </Button>
        </Form>
      ))}
    </div>
  );
}

/**
 * The leads of one page: a dense table at desktop widths, a compact card per lead on small
 * screens (the `lead-table` rules in app.css). Each row carries only what it shows; the lead's
 * page has everything else.
 */
export function LeadsTable({ leads }: { leads: LeadRowView[] }) {
  return (
    <table className="lead-table">
      <caption className="sr-only">Leads</caption>
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Service</th>
          <th scope="col">Dates</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td>
              <Link to={`/admin/leads/${lead.id}`} className="lead-name">
                {lead.name}
              </Link>
              <a href={lead.tel}>{lead.phone}</a>
              {lead.email ? <span className="lead-email">{lead.email}</span> : null}
            </td>
            <td>
              <b>{lead.service}</b>
              {lead.zip ? ` · ${lead.zip}` : null}
              {lead.hasPhoto ? (
                <a href={`/admin/leads/${lead.id}/photo`} target="_blank" rel="noopener" className="lead-photo">
                  <img src={`/admin/leads/${lead.id}/photo`} alt={`Photo from ${lead.name} (opens in a new tab)`} width={40} height={40} loading="lazy" />
                </a>
              ) : null}
              {lead.description ? <p className="lead-desc">{lead.description}</p> : null}
            </td>
            <td>
              <span>Received {lead.created}</span>
              {lead.preferred ? <span>Preferred {lead.preferred}</span> : null}
              {lead.appointment ? <span>Visit {lead.appointment}</span> : null}
            </td>
            <td>
              <Badge variant={statusBadgeVariant(lead.status)}>{lead.status}</Badge>
              {lead.waited ? (
                <span className={lead.overdue ? "lead-overdue" : undefined}>
                  {lead.overdue ? "Overdue: waiting " : "Waiting "}
                  {lead.waited}
                </span>
              ) : null}
              {lead.assignee ? <span>→ {lead.assignee}</span> : null}
            </td>
            <td>
              <Decision lead={lead} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
