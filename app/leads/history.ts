export { LEAD_EVENT_ACTIONS, type LeadEventAction } from "~/db/lead-values";

/** How long the last staff change of a lead can be undone. */
export const UNDO_WINDOW_MINUTES = 10;
