import type { Route } from "./+types/photo-file";
import { requireAdmin } from "~/auth/guards.server";
import { adminMediaResponse } from "~/photos/media.server";

/** Any photo's file, hidden ones too, for the admin's list: admins only, never cached. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminMediaResponse(request, params.name);
}
