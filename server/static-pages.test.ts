import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerPrerendered, checkPrerenderedOrigin, checkPrerenderedPolicy, readClientBuild, replacePage } from "./static-pages";

const PAGE = '<!DOCTYPE html><html><head><script>window.a=1</script></head><body><h1>Home</h1></body></html>';

/** A pre-rendered home page and about page, a favicon, and a server that falls through with 418. */
describe("answerPrerendered (the hot path in front of Express)", () => {
  let dir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    writeFileSync(path.join(dir, "index.html"), PAGE);
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about", "index.html"), PAGE.replace("Home", "About"));
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    const build = readClientBuild(dir, { production: true });
    expect([...build.files]).toEqual(["/favicon.svg"]);
    server = http.createServer((req, res) => {
      if (!answerPrerendered(build, req, res, () => "127.0.0.1")) res.writeHead(418).end("fell through");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${pathname}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });

  it("sends the page with every security, caching and CSP header and a request id", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(PAGE);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers.etag).toMatch(/^"/);
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{12}-[0-9a-z]+$/);
    expect(res.headers["content-length"]).toBe(String(PAGE.length));
    const next = await get("/");
    expect(next.headers["x-request-id"]).not.toBe(res.headers["x-request-id"]);
  });

  it("keeps a caller's request id, serves gzip, ignores the query string and a trailing slash", async () => {
    const res = await get("/about/?utm_source=x", { "accept-encoding": "gzip", "x-request-id": "abc-1" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["x-request-id"]).toBe("abc-1");
    expect(gunzipSync(res.body).toString()).toContain("<h1>About</h1>");
  });

  it("answers HEAD without a body and a matching ETag with 304", async () => {
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await get("/", { "if-none-match": head.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("leaves other methods, other paths and a request with a pending toast to Express", async () => {
    expect((await get("/", {}, "POST")).status).toBe(418);
    expect((await get("/status/abc")).status).toBe(418);
    expect((await get("/favicon.svg")).status).toBe(418);
    expect((await get("/", { cookie: "flash=abc" })).status).toBe(418);
  });
});

describe("replacePage (a live page rendered again)", () => {
  it("replaces the page whether its path is named with a trailing slash or not (/es/ is the page of es/index.html), and adds none", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    try {
      mkdirSync(path.join(dir, "es"));
      writeFileSync(path.join(dir, "es", "index.html"), PAGE);
      writeFileSync(path.join(dir, "index.html"), PAGE);
      const build = readClientBuild(dir, { production: true });
      replacePage(build, "/es/", Buffer.from(PAGE.replace("Home", "Inicio")), { production: true });
      replacePage(build, "/", Buffer.from(PAGE.replace("Home", "Home again")), { production: true });
      replacePage(build, "/nowhere/", Buffer.from(PAGE), { production: true });
      expect(build.pages.get("/es")?.raw.toString()).toContain("Inicio");
      expect(build.pages.get("/")?.raw.toString()).toContain("Home again");
      expect([...build.pages.keys()].sort()).toEqual(["/", "/es"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("checkPrerenderedOrigin", () => {
  const buildFor = (canonical: string | undefined) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-origin-"));
    writeFileSync(path.join(dir, "index.html"), canonical ? PAGE.replace("</head>", `<link rel="canonical" href="${canonical}"/></head>`) : PAGE);
    const build = readClientBuild(dir, { production: true });
    rmSync(dir, { recursive: true, force: true });
    return build;
  };

  it("accepts a build made for SITE_URL, and one without a canonical link", () => {
    expect(checkPrerenderedOrigin(buildFor("https://handyman.example/"), "https://handyman.example", true)).toBeUndefined();
    expect(checkPrerenderedOrigin(buildFor("https://handyman.example/"), "https://handyman.example/", true)).toBeUndefined();
    expect(checkPrerenderedOrigin(buildFor(undefined), "https://handyman.example", true)).toBeUndefined();
  });

  it("refuses a build made for another address in production, and says so locally", () => {
    const local = buildFor("http://localhost:3000/");
    expect(() => checkPrerenderedOrigin(local, "https://handyman.example", true)).toThrow(
      "pre-rendered for http://localhost:3000, but SITE_URL is https://handyman.example",
    );
    expect(checkPrerenderedOrigin(local, "https://handyman.example", false)).toContain("SITE_URL=https://handyman.example npm run build");
  });
});

describe("checkPrerenderedPolicy", () => {
  const buildWith = (settingsKey: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-policy-"));
    mkdirSync(path.join(dir, "privacy"));
    writeFileSync(path.join(dir, "privacy", "index.html"), PAGE.replace("<body>", `<body><section data-policy-settings="${settingsKey.replace(/&/g, "&amp;")}">`));
    const build = readClientBuild(dir, { production: true });
    rmSync(dir, { recursive: true, force: true });
    return build;
  };
  const built = "retention=24;email=smtp.example.com;sms=Twilio";

  it("accepts a policy built with the server's settings", () => {
    expect(checkPrerenderedPolicy(buildWith(built), built, true)).toBeUndefined();
  });

  it("refuses one built with another retention period or other providers in production, and says so locally", () => {
    expect(() => checkPrerenderedPolicy(buildWith(built), "retention=12;email=smtp.example.com;sms=Twilio", true)).toThrow(
      "pre-rendered with retention=24;email=smtp.example.com;sms=Twilio, but this server runs with retention=12",
    );
    expect(checkPrerenderedPolicy(buildWith(built), "retention=24;email=;sms=", false)).toContain("npm run build");
  });
});
