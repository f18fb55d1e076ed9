import {
  Bath,
  BadgeCheck,
  CalendarCheck,
  DoorOpen,
  Hammer,
  Handshake,
  House,
  HouseWifi,
  Lamp,
  MapPin,
  PaintRoller,
  Sofa,
  SprayCan,
  Truck,
  Tv,
  type LucideIcon,
} from "lucide-react";
import type { PictureKey } from "~/content/site";

/** The icon that holds a picture's place until the company has a photo for it (decision 059). */
export function pictureIcon(key: PictureKey): LucideIcon {
  if (key.startsWith("city-")) return MapPin;
  return icons[key as keyof typeof icons] ?? House;
}

const icons = {
  hero: House,
  about: Handshake,
  "step-booking": CalendarCheck,
  "step-arrival": Truck,
  "step-done": BadgeCheck,
  "custom-tasks": Hammer,
  "service-tv-mounting": Tv,
  "service-furniture-assembly": Sofa,
  "service-drywall-repair": PaintRoller,
  "service-home-cleaning": SprayCan,
  "service-light-fixture-installation": Lamp,
  "service-caulking": Bath,
  "service-gutter-cleaning": House,
  "service-smart-home-setup": HouseWifi,
  "service-door-lock-repair": DoorOpen,
} satisfies Partial<Record<PictureKey, LucideIcon>>;
