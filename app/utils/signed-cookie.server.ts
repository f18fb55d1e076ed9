import { createHmac, timingSafeEqual } from "node:crypto";
import { env, isProduction } from "~/utils/env.server";

/** A signed cookie: its value is any JSON, readable by the browser's user but not changeable. */
export type SignedCookie = {
  /** The cookie's value from a `Cookie` header: null when absent, "" when cleared, null when the signature is wrong. */
  parse(header: string | null): unknown;
  /** A `Set-Cookie` header carrying `value` ("" clears it; `maxAge: 0` makes the browser drop it). */
  serialize(value: unknown, overrides?: { maxAge?: number }): string;
};

/**
 * The app's cookies: signed with `SESSION_SECRET` (HMAC-SHA256), HttpOnly, SameSite=Lax, Secure in
 * production. The format is React Router's `createCookie` with `secrets` (base64 of the JSON, a dot,
 * the unpadded base64 HMAC), so cookies set before stay valid; the signing is `node:crypto`'s
 * synchronous HMAC instead of a WebCrypto key imported on every call (decision 033). Returns a
 * getter that makes the cookie on first use, so the secret is read once settings are loaded, not
 * when the module is imported.
 */
export function signedCookie(name: string, options: { path: string; maxAge: number }): () => SignedCookie {
  let cookie: SignedCookie | undefined;
  return () => (cookie ??= makeCookie(name, options, env().SESSION_SECRET));
}

function makeCookie(name: string, options: { path: string; maxAge: number }, secret: string): SignedCookie {
  const mac = (data: string) => createHmac("sha256", secret).update(data).digest();
  const attributes = (maxAge: number) => `; Max-Age=${maxAge}; Path=${options.path}; HttpOnly${isProduction ? "; Secure" : ""}; SameSite=Lax`;
  return {
    parse(header) {
      const raw = header === null ? undefined : cookieValue(header, name);
      if (raw === undefined) return null;
      if (raw === "") return "";
      const dot = raw.lastIndexOf(".");
      if (dot < 0) return null;
      const data = raw.slice(0, dot);
      const given = Buffer.from(raw.slice(dot + 1), "base64");
      const expected = mac(data);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(data, "base64").toString("utf8"));
      } catch {
        return {};
      }
    },
    serialize(value, overrides = {}) {
      let encoded = "";
      if (value !== "") {
        const data = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
        encoded = encodeURIComponent(`${data}.${mac(data).toString("base64").replace(/=+$/, "")}`);
      }
      return `${name}=${encoded}${attributes(overrides.maxAge ?? options.maxAge)}`;
    },
  };
}

/** The first value named `name` in a `Cookie` header, URL-decoded and unquoted; undefined when absent. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
