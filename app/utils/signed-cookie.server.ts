import { createCookie, type Cookie } from "react-router";
import { env, isProduction } from "~/utils/env.server";

/**
 * The app's cookies: signed with `SESSION_SECRET`, HttpOnly, SameSite=Lax, Secure in production.
 * Returns a getter that makes the cookie on first use, so the secret is read once settings are
 * loaded, not when the module is imported.
 */
export function signedCookie(name: string, options: { path: string; maxAge: number }): () => Cookie {
  let cookie: Cookie | undefined;
  return () =>
    (cookie ??= createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      secure: isProduction,
      path: options.path,
      maxAge: options.maxAge,
      secrets: [env().SESSION_SECRET],
    }));
}
