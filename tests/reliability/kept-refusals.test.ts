import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "~/forms/fields";
import { useApp, waitFor } from "./app-process";

/**
 * Over the client's limit, the booking and quote forms answer 429 from a page kept in memory
 * (decision 049): the spec's message, every typed value (escaped), the chosen service and the
 * ticked opt-in, in plain HTML (the pages are not hydrated), with a policy whose nonce is this
 * answer's own.
 */

const HOSTILE = `O'Brien <b>"&amp;"</b>`;

function booking(i: number): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName: `${HOSTILE} ${i}`,
    phoneNumber: "(818) 555-0142",
    emailAddress: `kept${i}@example.com`,
    streetAddress: "1200 Test Avenue",
    zipCode: "91101",
    serviceType: "drywall-repair",
    preferredDate: "",
    issueDescription: `line one ${i}\nline <two> & "three"`,
    smsConsent: "on",
    website: "",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("photo", new File([], ""));
  return form;
}

function quote(i: number): URLSearchParams {
  return new URLSearchParams({
    name: `${HOSTILE} ${i}`,
    phone: "(818) 555-0142",
    email: `quote${i}@example.com`,
    service: `Fix a door & "frame" ${i}`,
    description: `quote <text> ${i}`,
    website: "",
  });
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("refusals over the limit answered from a kept page", () => {
  const running = useApp();

  const send = (path: string, body: FormData | URLSearchParams, address: string) =>
    fetch(`${running.app.baseUrl}${path}`, { method: "POST", body, headers: { "X-Forwarded-For": address }, redirect: "manual" });

  it("the booking form: each refusal has the message, every typed value, the service and the opt-in, and its own nonce", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 5; i += 1) expect((await send("/book", booking(i), address)).status).toBe(302);
    for (let i = 5; i < 9; i += 1) {
      const response = await send("/book", booking(i), address);
      const html = await response.text();
      expect(response.status).toBe(429);
      expect(html).toContain(escape(FORM_MESSAGES.tooManyRequests));
      expect(html).toContain(`value="${escape(HOSTILE).replace(/'/g, "&#39;")} ${i}"`);
      expect(html).not.toContain(HOSTILE);
      expect(html).toContain(`value="kept${i}@example.com"`);
      // A browser sends a line break in a multipart body as CRLF.
      expect(html).toContain(`line one ${i}\r\nline &lt;two&gt; &amp; &quot;three&quot;</textarea>`);
      expect(html).toMatch(/<option selected="" value="drywall-repair">/);
      // One service chosen; the arrival window left unchosen (decision 055).
      expect(html.match(/<option selected="" value="[^"]+"/g)).toHaveLength(1);
      expect(html).toMatch(/<option selected="" value="">Choose an arrival time/);
      expect(html).toMatch(/<input checked="" id="booking-sms-consent"/);
      expect(html).not.toContain("kept-value-");
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      for (const used of html.matchAll(/nonce="([^"]+)"/g)) expect(used[1]).toBe(nonce);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      if (i > 5) {
        // The first refusal renders the page; the next ones are answered before Express and React Router.
        const requestId = response.headers.get("x-request-id")!;
        const line = await waitFor(async () => running.app.logs.find((entry) => entry.includes(`"requestId":${JSON.stringify(requestId)}`)), 5_000, "the refusal's log line");
        expect(line).toContain(`"cache":"refused"`);
      }
    }
    // A refused client's post from another site is still refused as such (403), never with the page.
    const crossSite = await fetch(`${running.app.baseUrl}/book`, {
      method: "POST",
      body: booking(9),
      headers: { "X-Forwarded-For": address, "Sec-Fetch-Site": "cross-site" },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    // Another client is not refused.
    expect((await send("/book", booking(9), "192.0.2.78")).status).toBe(302);
  });

  it("the quote form: the message and every typed value", async () => {
    const address = "192.0.2.79";
    for (let i = 0; i < 5; i += 1) expect((await send("/?index", quote(i), address)).status).toBe(302);
    for (let i = 5; i < 8; i += 1) {
      const response = await send("/?index", quote(i), address);
      const html = await response.text();
      expect(response.status).toBe(429);
      expect(html).toContain(escape(FORM_MESSAGES.tooManyRequests));
      expect(html).toContain(`value="${escape(HOSTILE).replace(/'/g, "&#39;")} ${i}"`);
      expect(html).toContain(`value="Fix a door &amp; &quot;frame&quot; ${i}"`);
      expect(html).toContain(`quote &lt;text&gt; ${i}</textarea>`);
      expect(html).not.toMatch(/<input checked=""[^>]*name="smsConsent"/);
      expect(html).not.toContain("kept-value-");
    }
  });
});
