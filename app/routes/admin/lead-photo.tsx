import type { Route } from "./+types/lead-photo";
import { requireAdmin } from "~/auth/guards.server";
import { getLeadPhoto } from "~/uploads/photos.server";

/** A customer's photo, for admins only; never stored by any cache, so it does not outlive a sign-out on a shared computer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const photo = await getLeadPhoto(params.leadId);
  if (!photo) return new Response("No photo for this lead.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
    },
  });
}
