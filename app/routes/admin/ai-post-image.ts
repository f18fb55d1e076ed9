import type { Route } from "./+types/ai-post-image";
import { requireAdmin } from "~/auth/guards.server";
import { postImageResponse } from "~/ai/posts.server";

/** A finished job's photo cropped for a network's post (decision 091): admins only, never cached. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return postImageResponse(params.name);
}
