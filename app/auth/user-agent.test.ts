import { describe, expect, it } from "vitest";
import { describeBrowser } from "./user-agent";

describe("describeBrowser", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "Chrome on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", "Firefox on Linux"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0", "Edge on Windows"],
    ["", "Unknown browser"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeBrowser(userAgent)).toBe(expected);
  });
});
