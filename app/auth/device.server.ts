import { randomBytes } from "node:crypto";
import { z } from "~/utils/zod";
import { accountFingerprint } from "~/security/rate-limit.server";
import { signedCookie } from "~/utils/signed-cookie.server";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account receives a signed cookie naming that account and a random
 * device id. Its later sign-in attempts to that account are counted against that device alone,
 * so failures from anywhere else never lock it out.
 */
export const DEVICE_COOKIE = "admin_device";
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const deviceSchema = z.object({ account: z.string().min(1).max(64), device: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

// "/", not "/admin": a sign-in with JavaScript posts to /admin.data, which "/admin" does not match.
const deviceCookie = signedCookie(DEVICE_COOKIE, { path: "/", maxAge: DEVICE_MAX_AGE_SECONDS });

/** Whether the request carries a device cookie at all (checked, for its account, after the form is read). */
export function hasDeviceCookie(request: Request): boolean {
  return request.headers.get("Cookie")?.includes(`${DEVICE_COOKIE}=`) ?? false;
}

async function readDevice(request: Request): Promise<z.infer<typeof deviceSchema> | undefined> {
  const header = request.headers.get("Cookie");
  if (!header || !hasDeviceCookie(request)) return undefined;
  const parsed = deviceSchema.safeParse(deviceCookie().parse(header));
  return parsed.success ? parsed.data : undefined;
}

/** The id of the request's device if its cookie is genuine and was issued for this account. */
export async function trustedDeviceFor(request: Request, normalizedEmail: string): Promise<string | undefined> {
  const device = await readDevice(request);
  return device && device.account === accountFingerprint(normalizedEmail) ? device.device : undefined;
}

/** The Set-Cookie header that marks this browser as one that signed in to the account (keeping its id if it had one). */
export async function deviceCookieFor(request: Request, normalizedEmail: string): Promise<string> {
  const device = (await trustedDeviceFor(request, normalizedEmail)) ?? randomBytes(16).toString("base64url");
  return deviceCookie().serialize({ account: accountFingerprint(normalizedEmail), device });
}
