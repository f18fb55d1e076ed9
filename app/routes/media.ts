import type { Route } from "./+types/media";
import { publicMediaResponse } from "~/photos/media.server";

/** A visible job photo's file in one size and format (decision 085); 404 once it is hidden or removed. */
export function loader({ request, params }: Route.LoaderArgs) {
  return publicMediaResponse(request, params.name);
}
