import fc from "fast-check";

/** One form field as sent: a value, the field left out, or the field repeated. */
export type FieldValue =
  | { kind: "value"; value: string | File }
  | { kind: "missing" }
  | { kind: "repeated"; values: (string | File)[] };

/** Values that have broken web forms somewhere: injection, encodings, sizes, look-alikes. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\0",
  "Maria\0Lopez",
  "\u0000\u0001\u0007\u001b[31m",
  "' OR '1'='1' --",
  "'; drop table leads; --",
  "1; select pg_sleep(10)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../etc/passwd",
  "%00%0d%0aSet-Cookie:%20x=1",
  "\r\nBcc: victim@example.com",
  "\u202egnp.exe",
  "\ud800",
  "\udfff\ud800",
  "\uffff\ufffe",
  "Ｍａｒｉａ",
  "🙂".repeat(60),
  "a".repeat(101),
  "a".repeat(5_000),
  "9".repeat(400),
  "null",
  "undefined",
  "[object Object]",
  "NaN",
  "-1",
  "1e309",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31",
  "tv-mounting\0",
  " tv-mounting ",
  "TV-MOUNTING",
  "__proto__",
  "constructor",
  "x@y",
  "a@b.c",
  "very.long." + "x".repeat(300) + "@example.com",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ maxLength: 3_000 }),
  fc.stringMatching(/^[+()\d\s.-]{0,40}$/),
);

/** A file the field may receive instead: random bytes, a lying type, an empty or huge name. */
export const hostileFile: fc.Arbitrary<File> = fc
  .record({
    bytes: fc.uint8Array({ maxLength: 2_048 }),
    type: fc.constantFrom("", "image/jpeg", "image/png", "text/html", "application/x-msdownload", "image/svg+xml"),
    name: fc.oneof(fc.constantFrom("photo.jpg", "", "../../x.png", "a".repeat(300)), fc.string({ maxLength: 50 })),
  })
  .map(({ bytes, type, name }) => new File([bytes], name, { type }));

/**
 * A field whose value is mostly the valid one (so that whole submissions often get past the
 * checks and reach the database: 0.85^fields) and otherwise hostile, a file, missing or repeated.
 */
export function fieldValue(validValue: string | File): fc.Arbitrary<FieldValue> {
  const any = fc.oneof(
    { weight: 2, arbitrary: fc.constant<string | File>(validValue) },
    { weight: 6, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileFile },
  );
  return fc.oneof(
    { weight: 34, arbitrary: fc.constant<FieldValue>({ kind: "value", value: validValue }) },
    { weight: 4, arbitrary: any.map((value) => ({ kind: "value", value }) as FieldValue) },
    { weight: 1, arbitrary: fc.constant<FieldValue>({ kind: "missing" }) },
    { weight: 1, arbitrary: fc.array(any, { minLength: 2, maxLength: 3 }).map((values) => ({ kind: "repeated", values }) as FieldValue) },
  );
}
