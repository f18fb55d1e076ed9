import { randomBytes } from "node:crypto";
import { escapeHtml } from "~/mail/customer-text";

/**
 * A lead form's refusal page (429, over the client's limit), rendered once by React and then
 * answered from memory: only the typed values and the nonce differ from one refusal to the next
 * (decision 049). Rendered with a marker in every text field, no service chosen and the opt-in
 * unticked; each answer puts the visitor's values in (escaped as React escapes them), marks the
 * chosen option `selected` and a ticked box `checked`, and replaces the render's nonce.
 */
/** The page's fixed bytes, encoded once, and what is filled in between them. */
type Piece = Buffer | ((values: Values, nonce: string) => string);

export class RefusalPage {
  readonly #pieces: Piece[];
  readonly #status: number;
  readonly #headers: [string, string][];
  readonly #keptUntil: number;

  private constructor(pieces: Piece[], status: number, headers: [string, string][], keptUntil: number) {
    this.#pieces = pieces;
    this.#status = status;
    this.#headers = headers;
    this.#keptUntil = keptUntil;
  }

  /**
   * The page of a render made with {@link markerValues} as the typed values and `nonce` as its
   * scripts' nonce. `keepable` is false when it cannot answer another request (it sets a cookie).
   */
  static async from(rendered: Response, markers: Values, nonce: string, keptUntil: number): Promise<{ page: RefusalPage; keepable: boolean }> {
    const html = await rendered.text();
    const cuts: { at: number; length: number; fill: (values: Values, nonce: string) => string }[] = [];
    for (const [name, marker] of Object.entries(markers)) {
      for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) {
        cuts.push({ at, length: marker.length, fill: (values) => escapeHtml(values[name] ?? "") });
      }
    }
    if (nonce) {
      for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, at + nonce.length)) {
        cuts.push({ at, length: nonce.length, fill: (_values, current) => current });
      }
    }
    for (const select of html.matchAll(/<select\b[^>]*\sname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
      const name = select[1]!;
      const optionsAt = select.index + select[0].length - select[2]!.length - "</select>".length;
      for (const option of select[2]!.matchAll(/<option value="([^"]*)"/g)) {
        const value = option[1]!;
        cuts.push({ at: optionsAt + option.index + "<option".length, length: 0, fill: (values) => (escapeHtml(values[name] ?? "") === value ? ' selected=""' : "") });
      }
    }
    for (const box of html.matchAll(/<input\b[^>]*>/g)) {
      if (!/\stype="checkbox"/.test(box[0])) continue;
      const name = /\sname="([^"]+)"/.exec(box[0])?.[1];
      if (name) cuts.push({ at: box.index + "<input".length, length: 0, fill: (values) => (values[name] ? ' checked=""' : "") });
    }
    cuts.sort((a, b) => a.at - b.at);
    const pieces: Piece[] = [];
    let from = 0;
    for (const cut of cuts) {
      pieces.push(Buffer.from(html.slice(from, cut.at)), cut.fill);
      from = cut.at + cut.length;
    }
    pieces.push(Buffer.from(html.slice(from)));
    const headers = [...rendered.headers].filter(([name]) => name !== "content-length" && name !== "set-cookie");
    const cookies = rendered.headers.getSetCookie();
    const page = new RefusalPage(pieces, rendered.status, [...headers, ...cookies.map((cookie): [string, string] => ["set-cookie", cookie])], keptUntil);
    return { page, keepable: cookies.length === 0 };
  }

  /** Whether it may still answer at `now`. */
  freshAt(now: number): boolean {
    return now < this.#keptUntil;
  }

  /** The page with these typed values, its scripts carrying `nonce` (the nonce of this request's policy). */
  answer(values: Values, nonce: string): Response {
    return new Response(this.body(values, nonce), { status: this.#status, headers: this.#headers });
  }

  /** The answer's status and headers (no Content-Length), for writing it without a Response (server/kept-refusals.ts). */
  get status(): number {
    return this.#status;
  }

  get headers(): readonly [string, string][] {
    return this.#headers;
  }

  /** The page's bytes with these typed values and `nonce`. */
  body(values: Values, nonce: string): Buffer<ArrayBuffer> {
    return Buffer.concat(this.#pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : Buffer.from(piece(values, nonce)))));
  }
}

/** A form's typed text values by name. */
export type Values = Record<string, string>;

/** A marker per text field, unlikely in any page: rendered where the field's value goes. */
export function markerValues(names: Iterable<string>): Values {
  const token = randomBytes(9).toString("hex");
  return Object.fromEntries([...names].map((name) => [name, `kept-value-${token}-${name}`]));
}
