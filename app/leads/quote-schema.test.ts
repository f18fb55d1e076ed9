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
      service: "Gutter cleaning",
      description: undefined,
    });
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
