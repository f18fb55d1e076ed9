import { ATTRIBUTION_FIELD } from "~/leads/origin/attribution";

/** The lead forms' hidden origin field: empty in the HTML, filled by /v.js when the form is sent (decision 022). */
export function AttributionField() {
  return <input type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />;
}
