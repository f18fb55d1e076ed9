import { describe, expect, it } from "vitest";
import { visitCalendar } from "./ics";

const event = {
  uid: "visit-3764a839@example.com",
  date: "2026-12-01",
  startHour: 14,
  endHour: 16,
  summary: "TV Mounting visit: Pacific Crest Handyman",
  description: "Arrival between 2–4 pm. Reference PC-7K4Q9X; questions, call us.",
  location: "123 Main St, 91101",
  url: "https://example.com/status/3764a839",
  sequence: 1764000000,
  organizer: { name: "Pacific Crest Handyman", email: "hello@example.com" },
  stamp: new Date("2026-11-23T16:30:00Z"),
};

describe("visitCalendar", () => {
  const ics = visitCalendar(event);
  const unfolded = ics.replace(/\r\n /g, "");

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

  it("escapes text and folds long lines at 75 octets", () => {
    expect(unfolded).toContain("DESCRIPTION:Arrival between 2–4 pm. Reference PC-7K4Q9X\\; questions\\, call us.\r\n");
    expect(unfolded).toContain("LOCATION:123 Main St\\, 91101\r\n");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
  });
});
