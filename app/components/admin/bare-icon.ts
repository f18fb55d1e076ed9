/**
 * A lucide icon's props that leave out the drawing attributes the stylesheet gives every lucide
 * icon (`svg.lucide:not([stroke])` in app.css) and its size (the icon's class or its button's):
 * about 165 bytes less an icon, for the admin pages that carry many (a page of 50 leads keeps
 * within its 60 KB, tests/e2e/office-day.spec.ts). Give the icon a size class with it.
 */
export const BARE_ICON = {
  xmlns: undefined,
  width: undefined,
  height: undefined,
  fill: undefined,
  stroke: undefined,
  strokeWidth: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
} as const;
