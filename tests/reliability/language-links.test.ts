import net from "node:net";
import { describe, expect, it } from "vitest";
import { useApp } from "./app-process";

/**
 * Issue 39 §12: /es//evil.example rendered the Spanish 404 with three "View this page in English"
 * links to //evil.example, another site. Each hostile path is sent as its raw bytes (fetch would
 * read a backslash as a slash before sending it), and every link of the answer (the language
 * switch in the header, the menu and the footer, the language offer, hreflang and canonical links)
 * must stay on the site.
 */

const HOSTILE_PATHS = [
  "/es//evil.example",
  "//evil.example",
  "/es///evil.example",
  "/es/\\evil.example",
  "/es/\\\\evil.example",
  "/\\evil.example",
  "/es/%2F%2Fevil.example",
  "/es/%5C%5Cevil.example",
  "/es/services//evil.example",
];

/** GET `path` as written, over a socket of its own: the status and the body (not chunked: Connection close, no compression). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      const chunked = /^transfer-encoding:\s*chunked/im.test(head);
      const body = rest.join("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: chunked ? unchunk(body) : body });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
  });
}

function unchunk(body: string): string {
  let out = "";
  let rest = body;
  for (;;) {
    const line = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, line), 16);
    if (!(size > 0)) return out;
    // Sizes count bytes; the body was decoded as UTF-8 text.
    const bytes = Buffer.from(rest.slice(line + 2), "utf8");
    out += bytes.subarray(0, size).toString("utf8");
    rest = bytes.subarray(size + 2).toString("utf8");
  }
}

const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&#x2F;/gi, "/").replace(/&#92;|&#x5C;/gi, "\\");

describe("language links on the site whatever the path asked for", () => {
  const running = useApp();

  it.each(HOSTILE_PATHS)("%s: every link, language switch included, stays on the site", async (path) => {
    const { baseUrl, port } = running.app;
    const { status, body } = await rawGet(port, path);
    expect(status, path).toBeGreaterThanOrEqual(200);
    expect(status, path).toBeLessThan(500);
    if (status >= 400 && !body.includes("<html")) return;
    const hrefs = [...body.matchAll(/\bhref="([^"]*)"/g)].map((match) => decode(match[1]!));
    const switches = [...body.matchAll(/<a\b[^>]*data-language-switch[^>]*>/g)];
    // The 404 page has the switch in the header, the mobile menu and the footer.
    expect(switches.length, path).toBe(3);
    for (const href of hrefs) {
      // The office's phone number and e-mail address name no host.
      if (/^(tel|mailto):/.test(href)) continue;
      expect(href.startsWith("//"), `${path}: ${href}`).toBe(false);
      expect(href.includes("\\"), `${path}: ${href}`).toBe(false);
      expect(new URL(href, baseUrl).origin, `${path}: ${href}`).toBe(new URL(baseUrl).origin);
    }
  });
});
