/**
 * Redaction (decision 091): before any text leaves the server for a model, the customer's name,
 * phone numbers, e-mail addresses and street addresses are replaced with placeholders ([NAME],
 * [PHONE], [EMAIL], [ADDRESS], numbered when there are several). The same Redactor puts them back,
 * and only in a draft shown to staff.
 */

/** What the request itself says of its customer: found wherever it is written in the text too. */
export type KnownPerson = { name?: string | null; phone?: string | null; email?: string | null; street?: string | null };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Seven digits or more, grouped by spaces, dots, dashes or brackets, with an optional +1. */
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}\b|\b\d{3}[\s.-]\d{4}\b/g;
const STREET_TYPES =
  "St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Pl|Place|Ct|Court|Ter|Terrace|Pkwy|Parkway|Hwy|Highway|Cir|Circle";
/** "1234 N Lake Ave", "55 Oak Street Apt 4", "Calle Olivo 123", "Avenida Colorado 1200". */
const STREET = new RegExp(
  `\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Za-zÀ-ÿ0-9'.-]+\\s+){0,3}(?:${STREET_TYPES})\\b\\.?(?:,?\\s*(?:Apt|Unit|Suite|#)\\.?\\s*\\w+)?|\\b(?:Calle|Avenida|Av\\.|Camino|Paseo)\\s+(?:[A-Za-zÀ-ÿ'.-]+\\s+){1,3}\\d{1,6}\\b`,
  "gi",
);
/** A name the writer gives: "my name is Ana Ruiz", "me llamo Ana", "soy Ana Ruiz", "this is Ana". */
const SELF_NAMED = /\b([Mm]y name is|[Tt]his is|[Mm]e llamo|[Mm]i nombre es|[Ss]oy)\s+([A-ZÁÉÍÓÚÑ][a-záéíóúñ'-]+(?:\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ'-]+)?)/g;

const digitsOf = (value: string) => value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export class Redactor {
  private readonly placeholders = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  private readonly nameParts: string[];
  private readonly phoneDigits: string | null;

  constructor(private readonly known: KnownPerson = {}) {
    const name = known.name?.trim() ?? "";
    // The whole name first, then each part long enough not to be a common short word.
    this.nameParts = [name, ...name.split(/\s+/)].filter((part, index) => part.length >= (index === 0 ? 2 : 3));
    const digits = known.phone ? digitsOf(known.phone) : "";
    this.phoneDigits = digits.length >= 7 ? digits : null;
  }

  private placeholder(kind: string, value: string): string {
    const key = `${kind}:${value.toLowerCase()}`;
    const existing = [...this.placeholders].find(([, original]) => `${kind}:${original.toLowerCase()}` === key);
    if (existing) return existing[0];
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    const tag = count === 1 ? `[${kind}]` : `[${kind}_${count}]`;
    this.placeholders.set(tag, value);
    return tag;
  }

  /** `text` with every name, phone, e-mail and street address it holds replaced by a placeholder. */
  redact(text: string): string {
    let out = text.replace(EMAIL, (match) => this.placeholder("EMAIL", match));
    if (this.known.email) out = out.replace(new RegExp(escape(this.known.email), "gi"), (match) => this.placeholder("EMAIL", match));
    out = out.replace(PHONE, (match) => this.placeholder("PHONE", match.trim()));
    if (this.phoneDigits) {
      const loose = new RegExp(this.phoneDigits.split("").map(escape).join("[\\s().-]*"), "g");
      out = out.replace(loose, (match) => this.placeholder("PHONE", match));
    }
    if (this.known.street?.trim()) out = out.replace(new RegExp(escape(this.known.street.trim()), "gi"), (match) => this.placeholder("ADDRESS", match));
    out = out.replace(STREET, (match) => this.placeholder("ADDRESS", match));
    out = out.replace(SELF_NAMED, (_match, lead: string, name: string) => `${lead} ${this.placeholder("NAME", name)}`);
    for (const part of this.nameParts) {
      out = out.replace(new RegExp(`(?<![\\p{L}\\[])${escape(part)}(?![\\p{L}\\]])`, "giu"), (match) => this.placeholder("NAME", match));
    }
    return out;
  }

  /**
   * Whether `text` names the request's own person: a part of the name (3 letters or more) as a
   * word, the phone's digits, the e-mail or the street. A model's public text is checked with it.
   */
  mentionsKnown(text: string): boolean {
    const lower = text.toLowerCase();
    if (this.known.email?.trim() && lower.includes(this.known.email.trim().toLowerCase())) return true;
    if (this.known.street?.trim() && lower.includes(this.known.street.trim().toLowerCase())) return true;
    if (this.phoneDigits && new RegExp(this.phoneDigits.split("").map(escape).join("[\\s().-]*")).test(text)) return true;
    return this.nameParts.some((part) => new RegExp(`(?<!\\p{L})${escape(part)}(?!\\p{L})`, "iu").test(text));
  }

  /** `text` with the placeholders this redactor made put back: only for a draft shown to staff. */
  restore(text: string): string {
    return text.replace(/\[(NAME|PHONE|EMAIL|ADDRESS)(?:_\d+)?\]/g, (tag) => this.placeholders.get(tag) ?? tag);
  }
}
