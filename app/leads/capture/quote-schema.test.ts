import { describe, expect, it } from "vitest";
import { QUOTE_MESSAGES, validateQuote } from "./quote-schema";

function submit(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return validateQuote(data);
}

describe("quote schema", () => {
  it("needs name, phone, e-mail and service; the details are optional", () => {
    const ok = submit({ name: "Ann", phone: "(818) 555-0100", email: "ann@example.com", service: "Gutter cleaning", description: "" });
    expect(ok.status === "success" && ok.value).toEqual({
      name: "Ann",
      phone: "(818) 555-0100",
      email: "ann@example.com",
      service: "gutter-cleaning",
      description: undefined,
    });
  });

  it("stores a bookable service by its value, anything else as typed", () => {
    const value = (service: string) => {
      const result = submit({ name: "Ann", phone: "(818) 555-0100", email: "ann@example.com", service });
      return result.status === "success" ? result.value.service : undefined;
    };
    expect(value("Door & Lock Repair")).toBe("door-lock-repair");
    expect(value("Something else")).toBe("something-else");
    expect(value("Fix my fence")).toBe("Fix my fence");
  });

  it("answers a message for each missing or wrong field", () => {
    const result = submit({ name: " ", phone: "12", email: "nope", service: "" });
    expect(result.status === "error" && result.error).toEqual({
      name: [QUOTE_MESSAGES.name],
      phone: [QUOTE_MESSAGES.phone],
      email: [QUOTE_MESSAGES.email],
      service: [QUOTE_MESSAGES.service],
    });
  });
});
