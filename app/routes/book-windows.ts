import type { Route } from "./+types/book-windows";
import { isLang } from "~/content/i18n";
import { isCalendarDate } from "~/utils/dates";
import { windowsOn } from "~/schedule/public-windows.server";

/**
 * The open arrival windows of one date, as JSON, for the booking page's picker once the customer
 * has chosen a date (/site.js): `{ day: null }` when none can be booked that day (closed, past,
 * too far ahead). Never kept by a cache: places go as customers book. `lang=es`: named in Spanish.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const date = params.get("date") ?? "";
  const lang = params.get("lang");
  const headers = { "Cache-Control": "no-store" };
  if (!isCalendarDate(date)) return Response.json({ error: "Give a date as yyyy-MM-dd." }, { status: 400, headers });
  try {
    return Response.json({ day: await windowsOn(date, new Date(), isLang(lang) ? lang : "en") }, { headers });
  } catch {
    // The picker keeps the windows the page came with; the booking itself says when the database is down.
    return Response.json({ error: "The open windows cannot be read just now." }, { status: 503, headers });
  }
}
