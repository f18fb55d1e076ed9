import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature (decision 088): Base64(HMAC-SHA1(auth token, the full public URL
 * followed by every POST parameter's name and value, sorted by name)). Parameters that share a
 * name keep the order they were posted in.
 */
export function twilioSignature(authToken: string, url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether `header` is the signature of this post, compared in constant time. False for no header or no token. */
export function isTwilioSignatureValid(
  authToken: string | undefined,
  header: string | null,
  url: string,
  params: ReadonlyArray<readonly [string, string]>,
): boolean {
  if (!authToken || !header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
