import { Form, Link, useNavigation } from "react-router";
import { LANG_LABELS } from "~/content/i18n";
import { areaOfZip } from "~/content/zip-areas";
import { telHref } from "~/leads/admin/admin-format";
import { BULK_REASONS, listDecision, pickName, rowsValue } from "~/leads/admin/admin-forms";
import type { LeadRowView } from "~/leads/admin/admin-view";
import { ColumnHeads } from "./column-heads";

/** One-step Approve and Reject on a lead waiting for a decision (New, In Review or Prioritized). */
function Decision({
  lead,
  index,
  busy,
}: {
  lead: LeadRowView;
  index: number;
  busy: boolean;
}) {
  if (
    lead.status !== "New" &&
    lead.status !== "Prioritized" &&
    lead.status !== "In Review"
  )
    return null;
  return (
    <>
      <button name="approve" value={index} disabled={busy} aria-labelledby={`la n${index}`}>
        Approve
      </button>
      <button name="reject" value={index} disabled={busy} aria-labelledby={`lr n${index}`}>
        Reject
      </button>
    </>
  );
}

/**
 * The leads of one page: a dense table at desktop widths, a compact card per lead on small
 * screens. The markup is bare and styled by the `.lead-table` rules in app/styles/admin-leads.css (by position),
 * so fifty rows stay light; the lead's page has everything else. Each row's checkbox and the
 * bulk bar under the table belong to the same form, so bulk actions work without JavaScript.
 */
export function LeadsTable({ leads, admins }: { leads: LeadRowView[]; admins: { id: string; name: string }[] }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData ? listDecision(navigation.formData)?.row : undefined;
  return (
    // Keyed by the rows and their versions: after any change the checkboxes start cleared.
    <Form key={rowsValue(leads)} method="post" preventScrollReset discover="none">
      <input type="hidden" name="rows" value={rowsValue(leads)} />
      <table className="lead-table">
        <caption className="sr-only">
          Leads<span id="la">Approve lead from</span>
          <span id="lr">Reject lead from</span>
          <span id="ls">Select lead from</span>
        </caption>
        <ColumnHeads names={["Customer", "Service", "City", "Appointment", "Assigned to", "Status", "Actions"]} />
        <tbody>
          {leads.map((lead, index) => (
            <tr key={lead.id}>
              <td>
                <input type="checkbox" name={pickName(index)} aria-labelledby={`ls n${index}`} />
                <Link
                  to={`/admin/leads/${lead.id}`}
                  discover="none"
                  id={`n${index}`}
                >
                  {lead.name}
                </Link>
                {/* The customer's language when it is not English, in a word: 22 bytes a Spanish row. */}
                {lead.language !== "en" ? <small>{LANG_LABELS[lead.language]}</small> : null}
                {lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : null}
                {lead.email ? <span>{lead.email}</span> : null}
              </td>
              <td>
                <b>{lead.service}</b>
                {lead.hasPhoto ? (
                  <a
                    href={`/admin/leads/${lead.id}/photo`}
                    target="_blank"
                    rel="noopener"
                  >
                    <img
                      src={`/admin/leads/${lead.id}/photo`}
                      alt={`Photo from ${lead.name} (opens in a new tab)`}
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                  </a>
                ) : null}
              </td>
              {/* The city from the ZIP, worked out here (the row's data stays as it was), as bare text: fifty rows stay light. */}
              <td>{[areaOfZip(lead.zip)?.name, lead.zip].filter(Boolean).join(" ")}</td>
              <td>
                {lead.appointment ? <b>{`Visit ${lead.appointment}`}</b> : null}
                {/* "Preferred " comes from app/styles/admin-leads.css: fifty rows stay under 60 KB. */}
                {lead.preferred ? <i>{lead.preferred}</i> : null}
              </td>
              <td>{lead.assignee}</td>
              <td>
                <b data-s={lead.status}>{lead.status}</b>
                {lead.waited ? (
                  <span
                    data-overdue={lead.overdue || undefined}
                  >{`${lead.overdue ? "Overdue: waiting" : "Waiting"} ${lead.waited}`}</span>
                ) : null}
                {lead.created ? <span>{lead.created}</span> : null}
                {lead.quote ? <span>{lead.quote}</span> : null}
                {/* The triage's word only for a lead to look at ('Spam?', 'Urgent'; decision 091): most rows carry nothing. */}
                {lead.triage ? <u>{lead.triage}</u> : null}
              </td>
              <td>
                <Decision
                  lead={lead}
                  index={index}
                  busy={pending === String(index)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Under the list: on a phone folded under one line; from 1024 px always open and sticky (app/styles/admin-leads.css). */}
      <details className="lead-bulk" data-toast-clearance="">
        <summary>With the selected leads</summary>
        <fieldset>
          <legend className="sr-only">With the selected leads</legend>
          <label>
            <span>Assign to</span>
            <select name="bulkAssignee" defaultValue="">
              <option value="">Choose…</option>
              <option value="none">Nobody</option>
              {admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.name}
                </option>
              ))}
            </select>
          </label>
          <button name="bulk" value="assign">
            Assign Selected
          </button>
          <button name="bulk" value="review">
            Mark Selected In Review
          </button>
          <label>
            <span>Reason</span>
            <select name="bulkReason" defaultValue="">
              <option value="">Choose…</option>
              {BULK_REASONS.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          </label>
          <button name="bulk" value="reject">
            Reject Selected
          </button>
        </fieldset>
      </details>
    </Form>
  );
}
