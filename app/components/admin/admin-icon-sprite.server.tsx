import { BarChart3Icon, BookOpenIcon, Building2Icon, CalendarDaysIcon, CameraIcon, ClipboardListIcon, InboxIcon, LogOutIcon, MessageSquareQuoteIcon, SparklesIcon, UserCogIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AdminIconName } from "./admin-icon";

/** Each admin icon's lucide drawing: one for every name, and no other (the type holds both). */
export const ADMIN_ICON_DRAWINGS: Record<AdminIconName, LucideIcon> = {
  leads: ClipboardListIcon,
  inbox: InboxIcon,
  schedule: CalendarDaysIcon,
  users: UsersIcon,
  analytics: BarChart3Icon,
  reviews: MessageSquareQuoteIcon,
  "price-book": BookOpenIcon,
  business: Building2Icon,
  photos: CameraIcon,
  "ai-tools": SparklesIcon,
  account: UserCogIcon,
  logout: LogOutIcon,
};

let sprite: string | undefined;

/**
 * The sprite of the admin icons: one `<symbol>` each, its id the icon's name, holding what lucide
 * draws inside its `<svg>` (rendered here, so the drawings are lucide's own and follow its updates).
 */
export function adminIconSprite(): string {
  sprite ??= [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...Object.entries(ADMIN_ICON_DRAWINGS).map(([name, Icon]) => {
      const drawing = renderToStaticMarkup(<Icon />).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
    }),
    "</svg>",
  ].join("");
  return sprite;
}
