import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { readForm } from "~/forms/read-form.server";
import { logoutSchema } from "~/auth/schemas";
import { endSession } from "~/auth/session.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Nothing to show: signing out is a POST. */
export function loader() {
  return redirect("/admin");
}

/** Signs out: deletes the session row and clears the cookie. Harmless without a session. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request, logoutSchema);
  if (!read.ok) return read.response;
  try {
    const cookie = await endSession(request);
    return redirectWithToast(
      "/admin",
      { type: "success", title: "Logged out", description: "You have been successfully logged out." },
      { headers: { "Set-Cookie": cookie } },
    );
  } catch (error) {
    logger.error({ err: error }, "sign-out failed");
    return redirectWithToast("/admin", { type: "error", title: "Failed to log out. Please try again." });
  }
}
