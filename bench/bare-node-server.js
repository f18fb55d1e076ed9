// The ceiling of Node's own http module for the outside check (bench/outside-check.sh): the same
// build/client pages, read into memory at start, sent with only the headers a page needs (its
// type, length, encoding and Vary), the `.gz` bytes when the client takes gzip. No logging, no
// security headers, no routing beyond a Map look-up: what any Node server pays at the least.
// Usage: node bench/bare-node-server.js <client dir> <port>
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const [root, port] = process.argv.slice(2);
const pages = new Map();
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name === "index.html") {
      const url = `/${path.relative(root, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
      const gz = `${file}.gz`;
      pages.set(url, { raw: readFileSync(file), gz: existsSync(gz) ? readFileSync(gz) : undefined });
    }
  }
})(root);

http
  .createServer((req, res) => {
    const page = pages.get(req.url.replace(/\/$/, "") || "/");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    const gzip = page.gz && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? page.gz : page.raw;
    const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, Vary: "Accept-Encoding" };
    if (gzip) headers["Content-Encoding"] = "gzip";
    res.writeHead(200, headers).end(body);
  })
  .listen(Number(port), "127.0.0.1");
