import { env, siteUrl } from "~/utils/env.server";
import { isTwilioSignatureValid } from "./signature.server";

/** The largest webhook body read: Twilio's posts are a few KB (a 1,600-character body, ~30 fields). */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

export type SignedPost = { params: URLSearchParams };

/**
 * Reads a webhook post from Twilio and checks its `X-Twilio-Signature` against the auth token and
 * the public URL it was sent to, rebuilt from SITE_URL (behind a TLS proxy the request reaches us
 * as http://internal-host, but Twilio signed https://the-site/…). Undefined, nothing kept, when the
 * body is too large or not a form, or the signature is missing or wrong; then the route answers 403.
 */
export async function readSignedPost(request: Request): Promise<SignedPost | undefined> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) return undefined;
  const raw = await readBounded(request, MAX_WEBHOOK_BYTES);
  if (raw === undefined) return undefined;
  const params = new URLSearchParams(raw);
  const url = new URL(request.url);
  const publicUrl = siteUrl(url.pathname + url.search);
  const valid = isTwilioSignatureValid(env().TWILIO_AUTH_TOKEN, request.headers.get("x-twilio-signature"), publicUrl, [...params]);
  return valid ? { params } : undefined;
}

/** The body as text, or undefined past `maxBytes` (read no further). */
async function readBounded(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
