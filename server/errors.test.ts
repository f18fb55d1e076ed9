import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/logger.server";
import { errorHandler, methodNotAllowed } from "./errors";

/** Sends a request with any method (fetch refuses TRACE) and returns its status, headers and body. */
function send(port: number, method: string, path = "/") {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, allow: response.headers.allow, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("unknown methods and errors", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.use(methodNotAllowed);
    app.get("/boom", () => {
      throw new Error("kaboom");
    });
    app.get("/bad", (_req, _res, next) => next(Object.assign(new Error("bad input"), { status: 400 })));
    app.all("/{*splat}", (_req, res) => {
      res.send("page");
    });
    app.use(errorHandler);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers TRACE and other unknown methods 405 with an Allow header", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      const answer = await send(port, method);
      expect(answer.status, method).toBe(405);
      expect(answer.allow, method).toBe("GET, HEAD, POST");
    }
    for (const method of ["GET", "POST"]) expect((await send(port, method)).status, method).toBe(200);
  });

  it("logs a thrown error as one structured line and answers a plain status, no stack", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const stderr = vi.spyOn(process.stderr, "write");
    const answer = await send(port, "GET", "/boom");
    expect(answer).toMatchObject({ status: 500, body: "Internal Server Error" });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: "kaboom" }), path: "/boom", status: 500 }),
      "request failed",
    );
    expect((await send(port, "GET", "/bad")).status).toBe(400);
    expect(stderr).not.toHaveBeenCalled();
    error.mockRestore();
    stderr.mockRestore();
  });
});
