/**
 * The icons of the dashboard's header and tabs, which every admin page carries: lucide's drawings,
 * sent once in a sprite (`/admin/icons.svg`, drawn by admin-icon-sprite.server.tsx, kept by the
 * browser) and referenced here by name, about 60 bytes an icon instead of 300–500: the owner's
 * page of 50 leads keeps within its 60 KB (tests/e2e/office-day.spec.ts). The drawing attributes
 * come from app.css (`svg.lucide:not([stroke])`), the size from the icon's place (`.btn svg`,
 * `.dash-tab > svg`).
 */
export type AdminIconName = "leads" | "inbox" | "schedule" | "users" | "analytics" | "reviews" | "price-book" | "business" | "photos" | "ai-tools" | "account" | "logout";

/** Where the sprite is served (app/routes/admin/icons.ts). */
export const ADMIN_ICON_SPRITE = "/admin/icons.svg";

export function AdminIcon({ name }: { name: AdminIconName }) {
  return (
    <svg className="lucide" viewBox="0 0 24 24" aria-hidden="true">
      <use href={`${ADMIN_ICON_SPRITE}#${name}`} />
    </svg>
  );
}
