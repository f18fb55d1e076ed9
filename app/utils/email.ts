/** An e-mail address as the site compares and counts it: no outer spaces, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address delivers to, as a per-recipient count sees it: lower case, and the
 * local part cut at its first `+` (`Victim+B@X` and `victim@x` reach one mailbox at most
 * providers). A value without `@` is only normalized.
 */
export function emailMailbox(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus < 0 ? local : local.slice(0, plus)}${normalized.slice(at)}`;
}
