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

/** A tag, an HTML entity or a Markdown link (its text without brackets inside, so that a run of "[" costs one pass). */
export const MARKUP = /<[a-z!/?]|&[a-z#0-9]+;|\[[^[\]]*\]\(/i;

/** Characters a typed text never needs: controls other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a short text (a name, a caption, an alt text) is plain words: no tag, entity, Markdown link, angle bracket (in any width) or control character. */
export function isPlainText(text: string): boolean {
  const read = text.normalize("NFKC");
  return !MARKUP.test(read) && !/[<>]/.test(read) && !CONTROLS.test(read);
}

/**
 * A plain text a page shows as it was typed: trimmed, at most `max` characters, no markup and no
 * control characters (`markup` says so). Empty is allowed; add `.min(1, …)` where it is not.
 */
export function plainTextField(max: number, tooLong: string, markup: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(isPlainText, markup);
}
