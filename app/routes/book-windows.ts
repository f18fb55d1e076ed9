import type { Route } from "./+types/book-windows";
import { isCalendarDate } from "~/utils/dates";
import { windowsOn } from "~/schedule/public-windows.server";

/**
 * The open arrival windows of one date, as JSON, for the booking page's picker once the customer
 * has chosen a date (/site.js): `{ day: null }` when none can be booked that day (closed, past,
 * too far ahead). Never kept by a cache: places go as customers book.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (!isCalendarDate(date)) return Response.json({ error: "Give a date as yyyy-MM-dd." }, { status: 400, headers });
  try {
    return Response.json({ day: await windowsOn(date) }, { headers });
  } catch {
    // The picker keeps the windows the page came with; the booking itself says when the database is down.
    return Response.json({ error: "The open windows cannot be read just now." }, { status: 503, headers });
  }
}
