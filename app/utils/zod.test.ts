import { describe, expect, it } from "vitest";
import { emailField } from "./zod";

describe("emailField", () => {
  const messages = (value: unknown, field = emailField("Invalid.", "Missing.")) =>
    field.safeParse(value).error?.issues.map((issue) => issue.message);

  it("trims a valid address", () => {
    expect(emailField("Invalid.").parse("  ana@example.com ")).toBe("ana@example.com");
  });

  it("says the one message for a wrong address, the other for a missing one", () => {
    for (const wrong of ["ana", "ana@", "@example.com", `${"a".repeat(250)}@example.com`]) expect(messages(wrong)).toEqual(["Invalid."]);
    for (const missing of [undefined, "", "   "]) expect(messages(missing)).toEqual(["Missing."]);
    expect(messages("", emailField("Invalid."))).toEqual(["Invalid."]);
  });
});
