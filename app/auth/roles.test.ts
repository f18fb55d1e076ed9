import { describe, expect, it } from "vitest";
import { roleBadgeVariant } from "./roles";

describe("roles", () => {
  it("colours roles: purple, secondary, outline", () => {
    expect(roleBadgeVariant("Super Admin")).toBe("purple");
    expect(roleBadgeVariant("Ops Admin")).toBe("secondary");
    expect(roleBadgeVariant("Auditor")).toBe("outline");
  });
});
