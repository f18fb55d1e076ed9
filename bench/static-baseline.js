// The ceiling for pre-rendered pages: a bare node:http server sending the same pre-rendered
// bytes from memory, brotli- or gzip-compressed once at start, with no framework at all.
//   node bench/static-baseline.js <build/client folder> <port>
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const [clientDir, port] = process.argv.slice(2);
const pages = new Map();
for (const page of ["/", "/services/tv-mounting", "/locations/pasadena"]) {
  const raw = readFileSync(path.join(clientDir, page, "index.html"));
  pages.set(page, { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) });
}

http
  .createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const accept = req.headers["accept-encoding"] ?? "";
    const [body, encoding] = accept.includes("br") ? [page.br, "br"] : accept.includes("gzip") ? [page.gzip, "gzip"] : [page.raw];
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
