import { redirect } from "react-router";
import { z } from "~/utils/zod";
import { signedCookie } from "~/utils/signed-cookie.server";

/** The cookie's name; the HTTP server renders pre-rendered pages dynamically while it is set. */
export const FLASH_COOKIE = "flash";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string(),
  description: z.string().optional(),
  /** A button on the toast that posts `fields` to `path` (e.g. Undo). */
  action: z
    .object({ label: z.string(), path: z.string().startsWith("/"), fields: z.record(z.string(), z.string()) })
    .optional(),
});
export type Toast = z.infer<typeof toastSchema>;

const cookie = signedCookie(FLASH_COOKIE, { path: "/", maxAge: 60 });

/** A Set-Cookie header that shows `toast` on the next page the browser renders. */
export function toastHeader(toast: Toast): string {
  return cookie().serialize(toast);
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the flash toast, if any. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${FLASH_COOKIE}=`)) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(cookie().parse(header));
  const headers = new Headers({ "Set-Cookie": cookie().serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
