/** What a history entry records. */
export const LEAD_EVENT_ACTIONS = ["created", "status", "schedule", "assign", "undo", "no-contact", "erase"] as const;
export type LeadEventAction = (typeof LEAD_EVENT_ACTIONS)[number];

/** How long the last staff change of a lead can be undone. */
export const UNDO_WINDOW_MINUTES = 10;
