import { describe, expect, it } from "vitest";
import { serviceLabel } from "~/content/site";
import { telHref } from "./admin-format";

describe("dashboard formatting", () => {
  it("labels services and dials phones", () => {
    expect(serviceLabel("tv-mounting")).toBe("TV Mounting");
    expect(serviceLabel("Fix my fence")).toBe("Fix my fence");
    expect(telHref("(310) 555-0100")).toBe("tel:3105550100");
    expect(telHref("+1 310 555 0100")).toBe("tel:+13105550100");
  });
});
