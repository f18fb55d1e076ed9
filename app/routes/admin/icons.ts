import { adminIconSprite } from "~/components/admin/admin-icon-sprite.server";

/**
 * The admin icons' sprite (app/components/admin/admin-icon.tsx), for anyone: it holds only lucide's
 * drawings. Kept a day by the browser, so a newer drawing after an upgrade shows within a day.
 */
export function loader() {
  return new Response(adminIconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
