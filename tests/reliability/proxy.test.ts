import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSite, freePort, startApp, waitFor, type AppProcess, type Site } from "./app-process";
import { bookingForm } from "./load";

const NGINX = "/usr/sbin/nginx";

/**
 * The server block docs/deploy.md gives ("Behind nginx"), with this test's ports and files.
 * `minimal` is the least an operator might write: proxy_pass alone, so the app sees the proxy's
 * own address as the host and plain HTTP as the scheme.
 */
function serverBlock(listen: number, appPort: number, folder: string, minimal: boolean) {
  const forwarded = minimal
    ? ""
    : `
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-Host $host;`;
  return `
    server {
      listen 127.0.0.1:${listen} ssl;
      server_name localhost;
      ssl_certificate ${folder}/cert.pem;
      ssl_certificate_key ${folder}/key.pem;
      client_max_body_size 33m;
      location / {
        proxy_pass http://127.0.0.1:${appPort};${forwarded}
      }
    }`;
}

type Answer = { status: number; location?: string; body: string };

/** An HTTPS request through the proxy, trusting only the test's own certificate. */
function request(port: number, ca: string, method: string, pathname: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = https.request({ host: "127.0.0.1", servername: "localhost", port, method, path: pathname, ca, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("behind a TLS-terminating nginx, without TRUST_PROXY", () => {
  let folder: string;
  let site: Site;
  let app: AppProcess;
  let nginx: ChildProcess;
  let ca: string;
  let documented: number;
  let minimal: number;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "reliability-proxy-"));
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
      "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout", path.join(folder, "key.pem"), "-out", path.join(folder, "cert.pem"),
    ], { stdio: "ignore" });
    ca = readFileSync(path.join(folder, "cert.pem"), "utf8");
    documented = await freePort();
    minimal = await freePort();
    site = await createSite();
    // The public address is the documented proxy's; the app is reached only through nginx.
    app = await startApp(site, {
      buildDir: inject("buildDir"),
      env: { SITE_URL: `https://localhost:${documented}`, TRUST_PROXY: "" },
    });
    const asRoot = process.getuid?.() === 0;
    writeFileSync(
      path.join(folder, "nginx.conf"),
      `${asRoot ? "user root;" : ""}
      daemon off;
      pid ${folder}/nginx.pid;
      error_log ${folder}/error.log;
      events { worker_connections 64; }
      http {
        access_log off;
        client_body_temp_path ${folder}/body;
        proxy_temp_path ${folder}/proxy;
        ${serverBlock(documented, app.port, folder, false)}
        ${serverBlock(minimal, app.port, folder, true)}
      }`,
    );
    nginx = spawn(NGINX, ["-p", folder, "-c", path.join(folder, "nginx.conf")], { stdio: "ignore" });
    await waitFor(async () => (await request(documented, ca, "GET", "/healthz", {})).status === 200, 20_000, "nginx");
  });

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await app?.stop();
    await site?.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  const form = (name: string) => bookingForm(name).toString();
  const post = (port: number, headers: Record<string, string>, name: string) =>
    request(port, ca, "POST", "/book", { "Content-Type": "application/x-www-form-urlencoded", ...headers }, form(name));

  it("serves the pages and takes bookings from current and older browsers", async () => {
    for (const [label, port] of [["documented", documented], ["minimal", minimal]] as const) {
      const home = await request(port, ca, "GET", "/", {});
      expect(home.status, label).toBe(200);
      const origin = `https://localhost:${documented}`;
      const current = await post(port, { Origin: origin, "Sec-Fetch-Site": "same-origin" }, `Proxy ${label} current`);
      expect(current.status, `${label}: ${current.body.slice(0, 200)}`).toBe(302);
      expect(current.location).toMatch(/\/status\/[0-9a-f-]{36}$/);
      const older = await post(port, { Origin: origin }, `Proxy ${label} older`);
      expect(older.status, `${label}: ${older.body.slice(0, 200)}`).toBe(302);
      const status = await request(port, ca, "GET", older.location!.replace(/^https?:\/\/[^/]+/, ""), {});
      expect(status.status).toBe(200);
    }
  });

  it("still refuses a form sent from another site, and forwarded headers from an untrusted proxy", async () => {
    const crossSite = await post(documented, { Origin: "https://evil.example" }, "Proxy evil");
    expect(crossSite.status).toBe(403);
    const spoofed = await post(minimal, { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" }, "Proxy spoof");
    expect(spoofed.status).toBe(403);
  });
});
