/** An e-mail address as the site compares and counts it: no outer spaces, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
