import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CROSS_SITE_MESSAGE,
  contentSecurityPolicy,
  crossSiteRequestGuard,
  inlineScriptHashes,
  requestBodyLimit,
  securityHeaders,
} from "./security";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only by nonce, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" }, { production: false });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    // "Pay by card" is redirected to Stripe's hosted Checkout page: a form's redirect is held to form-action too.
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lists a pre-rendered page's hashes and upgrades requests in production", () => {
    const policy = contentSecurityPolicy({ hashes: ["sha256-AAA", "sha256-BBB"] }, { production: true });
    expect(policy).toContain("script-src 'self' 'sha256-AAA' 'sha256-BBB';");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("lets Vite's WebSocket through in development only", () => {
    expect(contentSecurityPolicy({ nonce: "n" }, { production: false, dev: true })).toContain("connect-src 'self' ws: wss:");
    expect(contentSecurityPolicy({ nonce: "n" }, { production: false })).toContain("connect-src 'self';");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, skipping external scripts and JSON-LD", () => {
    const html = [
      `<script type="application/ld+json">{"@type":"Thing"}</script>`,
      `<script src="/assets/x.js"></script>`,
      `<script>window.a = "é";</script>`,
      `<script type="module" async="">import "/assets/entry.js";\n</script>`,
      `<script id="_R_">requestAnimationFrame(function(){})</script>`,
      `<script>window.a = "é";</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      sha(`window.a = "é";`),
      sha(`import "/assets/entry.js";\n`),
      sha("requestAnimationFrame(function(){})"),
    ]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<html><body><p>hi</p></body></html>")).toEqual([]);
  });
});

type Reply = { status: number; body: string; headers: http.IncomingHttpHeaders };

function send(port: number, method: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/book", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(method === "GET" ? undefined : "fullName=A");
  });
}

function startServer(trustProxy: boolean) {
  const app = express();
  if (trustProxy) app.set("trust proxy", true);
  app.use(securityHeaders({ production: true }));
  app.use(crossSiteRequestGuard("https://www.pacificcresthandyman.com", { drainMaxBytes: 20_000 }));
  app.all("/book", (_req, res) => {
    res.send("accepted");
  });
  const server = app.listen(0, "127.0.0.1");
  return server;
}

describe("security headers and the cross-site guard", () => {
  let direct: http.Server;
  let proxied: http.Server;
  let port = 0;
  let proxiedPort = 0;

  beforeAll(async () => {
    direct = startServer(false);
    proxied = startServer(true);
    await Promise.all([direct, proxied].map((s) => new Promise((resolve) => s.once("listening", resolve))));
    port = (direct.address() as AddressInfo).port;
    proxiedPort = (proxied.address() as AddressInfo).port;
  });
  afterAll(() => {
    direct.close();
    proxied.close();
  });

  it("sends the baseline headers and a fresh nonce per response", async () => {
    const reply = await send(port, "GET", {});
    const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(String(reply.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeDefined();
    const again = await send(port, "GET", {});
    expect(again.headers["content-security-policy"]).not.toContain(nonce);
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(reply.headers["permissions-policy"]).toContain("camera=()");
    expect(reply.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(reply.headers["x-frame-options"]).toBe("DENY");
  });

  it.each([
    ["a same-origin form post", { "sec-fetch-site": "same-origin", origin: "https://elsewhere.example" }],
    ["a request typed by the visitor", { "sec-fetch-site": "none" }],
    ["a client without Origin or Sec-Fetch-Site (curl, monitoring)", {}],
    ["an older browser posting from SITE_URL", { origin: "https://www.pacificcresthandyman.com" }],
    ["an older browser posting to the host it loaded the page from", { origin: "http://127.0.0.1:PORT" }],
  ])("accepts %s", async (_label, headers) => {
    const withPort = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace("PORT", String(port))]));
    const reply = await send(port, "POST", withPort);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe("accepted");
  });

  it.each([
    ["a cross-site form post", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["a post from a sibling subdomain", { "sec-fetch-site": "same-site", origin: "https://blog.pacificcresthandyman.com" }],
    ["an older browser posting from another origin", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
  ])("refuses %s with a plain 403", async (_label, headers) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const reply = await send(port, method, headers);
      expect(reply.status).toBe(403);
      expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
      expect(reply.body).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it("never blocks reads", async () => {
    const reply = await send(port, "GET", { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(reply.status).toBe(200);
  });

  it("compares Origin with X-Forwarded-Proto and -Host only behind a trusted proxy", async () => {
    const headers = { origin: "https://shop.example", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" };
    expect((await send(proxiedPort, "POST", headers)).status).toBe(200);
    expect((await send(port, "POST", headers)).status).toBe(403);
    const ownOrigin = { origin: `https://127.0.0.1:${port}`, "x-forwarded-proto": "https" };
    expect((await send(port, "POST", ownOrigin)).status).toBe(403);
  });

  it("judges Origin by the whole of SITE_URL's origin, scheme and port included", async () => {
    expect((await send(port, "POST", { origin: "http://www.pacificcresthandyman.com" })).status).toBe(403);
    expect((await send(port, "POST", { origin: "https://www.pacificcresthandyman.com:8443" })).status).toBe(403);
  });
});

describe("requestBodyLimit", () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const app = express();
    app.use(requestBodyLimit({ maxBytes: 1_000, uploadPath: (path) => path === "/book", uploadMaxBytes: 10_000, drainMaxBytes: 20_000 }));
    app.all("/{*splat}", (_req, res) => {
      res.send("read");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
  });

  function post(path: string, body: string, chunked = false): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(Buffer.byteLength(body)) };
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  it("lets a body within the limit through", async () => {
    expect(await post("/admin", "x".repeat(1_000))).toEqual({ status: 200, body: "read" });
    expect(await post("/book", "x".repeat(9_000))).toEqual({ status: 200, body: "read" });
  });

  it("refuses a larger body with 413 before reading it", async () => {
    const reply = await post("/admin", "x".repeat(1_001));
    expect(reply.status).toBe(413);
    expect(reply.body).toMatch(/^Payload Too Large: .*Please shorten it and send the form again\.$/);
    const upload = await post("/book", "x".repeat(10_001));
    expect(upload.status).toBe(413);
    expect(upload.body).toMatch(/Please send a smaller photo\.$/);
  });

  it("refuses a body that does not declare its length", async () => {
    const reply = await post("/admin", "x", true);
    expect(reply.status).toBe(411);
  });
});
