// Lighthouse (mobile preset) on every public page, plus the gzip size of each page's JS and CSS.
// Usage: npm run audit [-- --pages=/,/about,/status/:id,/es/status/:id]   (BUILD_DIR picks the build; built first when missing)
// Prints a table, writes it to docs/audit.md (for a full run) and exits 1 when a page misses a bar.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BARS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
/** Issue 13: JavaScript per public page (decision 025); issue 11: the largest picture on a phone. */
const JS_KB = 100;
const HOME_CSS_KB = 20;
const PICTURE_KB = 60;
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const pagesArg = process.argv.find((arg) => arg.startsWith("--pages="));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy within 60 s");
}

/** fetch, retried once: a kept-alive socket may have been closed by the server while Lighthouse ran. */
async function get(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const gzipCache = new Map();
async function gzipKb(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await get(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length / 1024);
  }
  return gzipCache.get(url);
}

function lighthouse(url) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Lighthouse, tried up to three times: on a busy machine a run now and then loses its trace (NO_NAVSTART). */
function lighthouseWithRetries(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message.split("\n")[1] : error}`);
    }
  }
}

async function auditPage(origin, pagePath) {
  const report = lighthouseWithRetries(`${origin}${pagePath}`);
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  let js = 0;
  let css = 0;
  let picture = 0;
  for (const request of requests) {
    if (!request.url.startsWith(origin)) continue;
    if (request.resourceType === "Script") js += await gzipKb(request.url);
    if (request.resourceType === "Stylesheet") css += await gzipKb(request.url);
    if (request.resourceType === "Image") picture = Math.max(picture, (request.transferSize ?? 0) / 1024);
  }
  const metric = (id) => report.audits[id]?.numericValue ?? 0;
  const metrics = {
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
  };
  const failed = Object.entries(report.categories)
    .filter(([id]) => id !== "performance")
    .flatMap(([, category]) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => report.audits[id].score !== null && report.audits[id].score < 1);
  return { path: pagePath, ...scores, js, css, picture, metrics, failed };
}

/** A real request's status page: one booking posted to the fresh server, its redirect followed. */
async function newStatusPage(origin) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    fullName: "Audit Visitor",
    phoneNumber: "(818) 555-0142",
    streetAddress: "742 Evergreen Terrace",
    zipCode: "91101",
    serviceType: "tv-mounting",
  })) {
    form.append(name, value);
  }
  const response = await get(`${origin}/book`, { method: "POST", body: form, redirect: "manual", headers: { Origin: origin } });
  const location = response.headers.get("location");
  if (!location?.startsWith("/status/")) throw new Error(`Booking for the status page answered ${response.status}`);
  return location;
}

function table(rows) {
  const header =
    "| Page | Performance | Accessibility | Best practices | SEO | JS KB gzip | CSS KB gzip | Largest picture KB | FCP s | LCP s | TBT ms | CLS | SI s |";
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const lines = rows.map(
    (row) =>
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${row.js.toFixed(1)} | ${row.css.toFixed(1)} | ${row.picture.toFixed(1)} | ${seconds(row.metrics.fcp)} | ${seconds(row.metrics.lcp)} | ${Math.round(row.metrics.tbt)} | ${row.metrics.cls.toFixed(3)} | ${seconds(row.metrics.si)} |`,
  );
  return [header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

function problems(rows) {
  const found = [];
  for (const row of rows) {
    for (const [category, bar] of Object.entries(BARS)) {
      if (row[category] < bar) found.push(`${row.path}: ${category} ${row[category]} < ${bar}`);
    }
    if (row.failed.length > 0) found.push(`${row.path}: failed audits: ${row.failed.join(", ")}`);
  }
  for (const row of rows) {
    if (row.js > JS_KB) found.push(`${row.path}: ${row.js.toFixed(1)} KB of JavaScript > ${JS_KB} KB`);
    if (row.picture > PICTURE_KB) found.push(`${row.path}: a ${row.picture.toFixed(1)} KB picture > ${PICTURE_KB} KB`);
  }
  const home = rows.find((row) => row.path === "/");
  if (home && home.css > HOME_CSS_KB) found.push(`/: ${home.css.toFixed(1)} KB of CSS > ${HOME_CSS_KB} KB`);
  return found;
}

const port = await freePort();
const origin = `http://localhost:${port}`;
if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log(`No build in ${buildDir}: building…`);
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir, SITE_URL: process.env.SITE_URL ?? origin },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "audit-data-"));
const server = spawn(process.execPath, [path.join(root, "server/main.js")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    LOG_LEVEL: "warn",
  },
});

let exitCode = 0;
try {
  await waitForHealth(origin, server);
  const sitemap = await (await get(`${origin}/sitemap.xml`)).text();
  // `/status/:id` (or `/es/status/:id`, in Spanish) stands for a status page of a request booked first.
  const pages = await Promise.all(
    (pagesArg
      ? pagesArg.slice("--pages=".length).split(",")
      : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    ).map(async (pagePath) => {
      if (pagePath === "/status/:id") return newStatusPage(origin);
      if (pagePath === "/es/status/:id") return `/es${await newStatusPage(origin)}`;
      return pagePath;
    }),
  );
  const rows = [];
  for (const pagePath of pages) {
    process.stdout.write(`Auditing ${pagePath}… `);
    const row = await auditPage(origin, pagePath);
    rows.push(row);
    console.log(`${row.performance}/${row.accessibility}/${row["best-practices"]}/${row.seo}`);
  }
  const output = table(rows);
  const found = problems(rows);
  console.log(`\n${output}\n`);
  console.log(found.length ? `Below the bars:\n  ${found.join("\n  ")}` : "Every page meets the bars.");
  const lighthouseVersion = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/lighthouse/cli/index.js"), "--version"],
    {
      encoding: "utf8",
    },
  ).stdout.trim();
  if (!pagesArg) {
    writeFileSync(
      path.join(root, "docs/audit.md"),
      [
        "# Lighthouse audit of the public pages",
        "",
        `Generated by \`npm run audit\` (scripts/audit.js) on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4x CPU slowdown), headless Chromium, the production build served by \`server/main.js\`.`,
        "JS and CSS: the page's same-origin script and stylesheet requests during the run, each gzip-compressed (level 9), in KB (1,024 bytes).",
        `Bars: performance ≥ ${BARS.performance}; accessibility, best practices and SEO ${BARS.seo}; JS ≤ ${JS_KB} KB per page; largest picture ≤ ${PICTURE_KB} KB (transferred); home page CSS ≤ ${HOME_CSS_KB} KB. FCP, LCP, SI: simulated (lantern) on the mobile preset.`,
        "",
        output,
        "",
        found.length
          ? `Below the bars:\n\n${found.map((line) => `- ${line}`).join("\n")}`
          : "Every page meets the bars.",
        "",
      ].join("\n"),
    );
  }
  if (found.length) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ""}` : error);
  exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
