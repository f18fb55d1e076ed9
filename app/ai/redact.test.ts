import { describe, expect, it } from "vitest";
import { Redactor } from "./redact";

describe("Redactor", () => {
  it("replaces the customer's name, phone, e-mail and street wherever the text writes them, and puts them back", () => {
    const redactor = new Redactor({ name: "Maria Gonzalez", phone: "(626) 555-0142", email: "maria.g@example.com", street: "1234 N Lake Ave" });
    const text = "Hi, Maria Gonzalez here. Call 626.555.0142 or mail maria.g@example.com; I'm at 1234 N Lake Ave. Ask for Gonzalez.";
    const redacted = redactor.redact(text);
    expect(redacted).not.toMatch(/Maria|Gonzalez|555|0142|maria\.g|example\.com|1234|Lake/);
    expect(redacted).toContain("[NAME]");
    expect(redacted).toContain("[PHONE]");
    expect(redacted).toContain("[EMAIL]");
    expect(redacted).toContain("[ADDRESS]");
    expect(redactor.restore(redacted)).toBe(text);
  });

  it("finds people, numbers and streets the request's fields do not name, in English and Spanish", () => {
    const redactor = new Redactor();
    const redacted = redactor.redact(
      "My name is John Carter, my wife's number is +1 818 555 0199, other@mail.test. Me llamo Ana Ruiz, vivo en Calle Olivo 123, o 55 Oak Street Apt 4.",
    );
    expect(redacted).not.toMatch(/John|Carter|818|0199|other@|Ana|Ruiz|Olivo|Oak Street/);
    expect(redacted).toMatch(/\[NAME\].*\[PHONE\].*\[EMAIL\].*\[NAME_2\].*\[ADDRESS\].*\[ADDRESS_2\]/);
  });

  it("leaves the job's words alone", () => {
    const text = "Mount a 65 inch TV on drywall, 2 shelves, about 3 hours. Fuga de agua en el baño.";
    expect(new Redactor({ name: "Al" }).redact(text)).toBe(text);
  });

  it("tells whether a text names the request's own person, however its phone is written", () => {
    const redactor = new Redactor({ name: "Guadalupe Ibarrondo", phone: "(323) 555-0188", email: "lupe@example.net", street: "812 Calle Mirasol" });
    expect(redactor.mentionsKnown("A TV mounted in Pasadena. Great work!")).toBe(false);
    expect(redactor.mentionsKnown("Thanks, guadalupe!")).toBe(true);
    expect(redactor.mentionsKnown("Call 323.555.0188")).toBe(true);
    expect(redactor.mentionsKnown("Write to LUPE@example.net")).toBe(true);
    expect(redactor.mentionsKnown("At 812 calle mirasol")).toBe(true);
    // A part of a longer word is not the name.
    expect(new Redactor({ name: "Ana Paz" }).mentionsKnown("Banana bread and a pazzle")).toBe(false);
  });
});
