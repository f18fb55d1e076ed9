import { z } from "zod";

/**
 * The one zod the app imports. Without its eval probe: the CSP forbids eval, and zod's
 * feature test for it would be reported as a violation on every page that parses a form.
 */
z.config({ jitless: true });

export { z };

/**
 * Every form's e-mail address: trimmed, at most 254 characters, a valid address. `invalid` for
 * every way it can be wrong, `missing` (when the form has its own) for an empty one.
 */
export function emailField(invalid: string, missing: string = invalid) {
  return z.string({ error: missing }).trim().min(1, missing).max(254, invalid).pipe(z.email(invalid));
}
