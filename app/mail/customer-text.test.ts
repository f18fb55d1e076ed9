import { describe, expect, it } from "vitest";
import { customerMailBody, escapeHtml, greetingName, sanitizeName } from "./customer-text";

describe("names in customer mail", () => {
  it("keeps ordinary names as they are", () => {
    expect(sanitizeName("María José O'Neil-Smith")).toBe("María José O'Neil-Smith");
    expect(greetingName("  Jane   Smith ")).toBe("Jane");
  });

  it("strips links, domains and markup", () => {
    expect(sanitizeName("Win cash at https://evil.example/x now")).toBe("Win cash at now");
    expect(sanitizeName("Visit www.evil.example")).toBe("Visit");
    expect(sanitizeName("Claim prize evil-site.com/claim")).toBe("Claim prize");
    expect(sanitizeName('<a href="https://evil.example">Bob</a>')).toBe("Bob");
    expect(sanitizeName("Bob <script")).toBe("Bob script");
    const injected = sanitizeName("Bob\u0000\u202e\r\nBcc: x@y.z");
    for (const character of ["\u0000", "\u202e", "\r", "\n", "@", ":"]) expect(injected).not.toContain(character);
    expect(greetingName("https://evil.example")).toBe("there");
    expect(sanitizeName("A".repeat(100))).toHaveLength(40);
  });

  it("greets by a first name only, with links, domains and digits stripped", () => {
    expect(greetingName("María-José O'Neil Smith")).toBe("María-José");
    expect(greetingName("900-555-0100 Jane")).toBe("Jane");
    expect(greetingName("Call900-555-0100 now")).toBe("Call");
    expect(greetingName("(900) 555 0100")).toBe("there");
    expect(greetingName("x.io Jane")).not.toMatch(/\./);
    expect(greetingName("evil.example/pay Jane")).toBe("Jane");
    expect(greetingName("Refund: log in at http://evil.example/pay")).toBe("Refund");
    expect(greetingName("3rd")).toBe("rd");
  });

  it("escapes the HTML part and sends the same words in both parts", () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;");
    const body = customerMailBody({
      lang: "en",
      name: "Tom <script>alert(1)</script>",
      paragraphs: ["Fish & chips <3"],
      link: { label: "Follow", url: "https://example.com/status/1?a=1&b=2" },
      signature: "Pacific Crest",
    });
    expect(body.text).toMatch(/^Hi Tom,\n/);
    expect(body.html).toContain("<p>Hi Tom,</p>");
    expect(body.html).toContain("<p>Fish &amp; chips &lt;3</p>");
    expect(body.html).toContain('href="https://example.com/status/1?a=1&amp;b=2"');
    expect(body.html).not.toContain("<script>");
  });
});
