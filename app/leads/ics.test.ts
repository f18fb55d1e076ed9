import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visitCalendar, type VisitEvent } from "./ics";

const event: VisitEvent = {
  uid: "visit-3764a839@example.com",
  date: "2026-12-01",
  startHour: 14,
  endHour: 16,
  summary: "TV Mounting visit: Pacific Crest Handyman",
  description: "Arrival between 2–4 pm. Reference PC-7K4Q9X; questions, call us.",
  url: "https://example.com/status/3764a839",
  sequence: 1764000000,
  organizer: { name: "Pacific Crest Handyman", email: "hello@example.com" },
  stamp: new Date("2026-11-23T16:30:00Z"),
  state: "confirmed",
};

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

/** The property name of each content line (what comes before its first `;` or `:`). */
const propertyNames = (ics: string) =>
  unfold(ics)
    .split("\r\n")
    .slice(0, -1)
    .map((line) => /^[^;:]*/.exec(line)![0]);

/** A TEXT value read back as a calendar reads it (§3.3.11). */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === "n" ? "\n" : character));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("visitCalendar", () => {
  const ics = visitCalendar(event);
  const unfolded = unfold(ics);

  it("is one VEVENT in Los Angeles time over the arrival window, with its time zone", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain("DTSTART;TZID=America/Los_Angeles:20261201T140000\r\n");
    expect(unfolded).toContain("DTEND;TZID=America/Los_Angeles:20261201T160000\r\n");
    expect(unfolded).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n");
    expect(unfolded).toContain("DTSTAMP:20261123T163000Z\r\n");
    expect(unfolded).toContain("UID:visit-3764a839@example.com\r\n");
    expect(unfolded).toContain("SEQUENCE:1764000000\r\n");
    expect(unfolded).toContain("METHOD:PUBLISH\r\n");
  });

  it("cancels a visit with the same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED", () => {
    const cancel = unfold(visitCalendar({ ...event, sequence: event.sequence + 60, state: "cancelled" }));
    expect(cancel).toContain("METHOD:CANCEL\r\n");
    expect(cancel).toContain("STATUS:CANCELLED\r\n");
    expect(cancel).toContain("UID:visit-3764a839@example.com\r\n");
    expect(cancel).toContain(`SEQUENCE:${event.sequence + 60}\r\n`);
    expect(cancel).not.toContain("METHOD:PUBLISH");
    expect(cancel).not.toContain("STATUS:CONFIRMED");
    expect(unfolded).toContain("STATUS:CONFIRMED\r\n");
  });

  it("names a visit the office has not confirmed TENTATIVE, never CONFIRMED", () => {
    const requested = unfold(visitCalendar({ ...event, state: "requested" }));
    expect(requested).toContain("STATUS:TENTATIVE\r\n");
    expect(requested).not.toContain("STATUS:CONFIRMED");
    expect(requested).toContain("METHOD:PUBLISH\r\n");
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(unfolded).toContain("DESCRIPTION:Arrival between 2–4 pm. Reference PC-7K4Q9X\\; questions\\, call us.\r\n");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
  });

  it("writes each kind of line break in a text value as \\n, never as a line of its own", () => {
    for (const lineBreak of ["\r\n", "\r", "\n", "\u2028", "\u2029", "\u0085", "\v", "\f"]) {
      const calendar = visitCalendar({ ...event, description: `Arrival 2–4 pm.${lineBreak}ATTENDEE:mailto:attacker@evil.example` });
      expect(unfold(calendar)).toContain("DESCRIPTION:Arrival 2–4 pm.\\nATTENDEE:mailto:attacker@evil.example\r\n");
      expect(propertyNames(calendar)).toEqual(propertyNames(ics));
    }
  });

  it("folds at 75 octets without splitting a character's UTF-8 bytes", () => {
    const calendar = visitCalendar({ ...event, summary: `Visit ${"é🏠".repeat(40)}` });
    for (const line of calendar.split("\r\n")) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(LONE_SURROGATE);
    }
    expect(unfold(calendar)).toContain(`SUMMARY:Visit ${"é🏠".repeat(40)}\r\n`);
  });

  /** Text with every kind of line break, the characters TEXT escapes, property lines and multi-byte characters. */
  const hostileText = fc
    .array(
      fc.oneof(
        fc.constantFrom("\r\n", "\r", "\n", "\u2028", "\u2029", "\u0085", "\v", "\f", "\t", "\u0000", "\\", ";", ",", '"', ":"),
        fc.constantFrom("ATTENDEE:mailto:attacker@evil.example", "END:VEVENT", "BEGIN:VALARM", " folded", "é", "🏠", "中"),
        fc.string({ unit: "binary", maxLength: 12 }),
      ),
      { maxLength: 40 },
    )
    .map((pieces) => pieces.join(""));

  it("has the same lines whatever a text property holds: no line starts with an injected property (property test)", () => {
    const expectedNames = propertyNames(ics);
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, hostileText, (summary, description, uid, organizer) => {
        const calendar = visitCalendar({ ...event, summary, description, uid, organizer: { ...event.organizer, name: organizer } });
        expect(calendar.endsWith("\r\n")).toBe(true);
        for (const line of calendar.slice(0, -2).split("\r\n")) {
          expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]|(?!\t)\p{Cc}/u);
          expect(line).not.toMatch(LONE_SURROGATE);
        }
        expect(propertyNames(calendar)).toEqual(expectedNames);
        const value = (name: string) => unescapeText(/^[^:]*:(.*)$/.exec(unfold(calendar).split("\r\n").find((line) => line.startsWith(`${name}:`))!)![1]!);
        const asRead = (text: string) => text.replace(/(?![\t\r\n\v\f\u0085])\p{Cc}/gu, " ").replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, "\n");
        expect(value("SUMMARY")).toBe(asRead(summary));
        expect(value("DESCRIPTION")).toBe(asRead(description));
      }),
      { numRuns: 500 },
    );
  });
});
