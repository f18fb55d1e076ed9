import net from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useApp } from "./app-process";
import { bookingForm, clientAddress } from "./load";

/** Sends raw bytes and returns the status line's code (0 when the server closed without answering). */
function rawRequest(port: number, head: string, body: Buffer | string, options: { closeAfterMs?: number } = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(head);
    socket.write(body);
    setTimeout(() => socket.destroy(), options.closeAfterMs ?? 15_000);
  });
}

function multipartHead(path: string, length: number, boundary = "----hostile") {
  return [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${length}`,
    "X-Forwarded-For: 2001:db8:eeee::1",
    "Connection: close",
    "",
    "",
  ].join("\r\n");
}

function multipartBody(boundary = "----hostile") {
  const parts = Object.entries(Object.fromEntries(bookingForm("http-hostile"))).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const photo = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"\xff\xd8\xff".padEnd(5_000, "x")}\r\n`;
  return Buffer.from(`${parts.join("")}${photo}--${boundary}--\r\n`, "latin1");
}

describe("hostile requests against the built server", () => {
  const running = useApp();

  it("answers truncated, mislabelled and oversized bodies with a 4xx, and stays up", async () => {
    const body = multipartBody();
    // Cut at many points, with a Content-Length that matches the cut (a client that stops mid-upload and says so).
    for (const cut of [10, 200, Math.floor(body.length / 2), body.length - 3]) {
      const truncated = body.subarray(0, cut);
      const status = await rawRequest(running.app.port, multipartHead("/book", truncated.length), truncated);
      expect(status, `cut at ${cut}`).toBeGreaterThanOrEqual(400);
      expect(status, `cut at ${cut}`).toBeLessThan(500);
    }
    // A client that announces more than it sends, then hangs up.
    const hungUp = await rawRequest(running.app.port, multipartHead("/book", body.length + 10_000), body, { closeAfterMs: 500 });
    expect(hungUp === 0 || (hungUp >= 400 && hungUp < 500)).toBe(true);
    // No boundary, wrong types, garbage.
    for (const [type, payload] of [
      ["multipart/form-data", "--x\r\n\r\n"],
      ["multipart/form-data; boundary=", "garbage"],
      ["application/json", '{"fullName":"x"}'],
      ["text/xml", "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>"],
      ["application/x-www-form-urlencoded", "%%%&&&=%ZZ&fullName=%E0%A4%A"],
    ]) {
      const response = await fetch(`${running.app.baseUrl}/book`, { method: "POST", headers: { "Content-Type": type! }, body: payload });
      expect(response.status, type).toBeGreaterThanOrEqual(400);
      expect(response.status, type).toBeLessThan(500);
    }
    // 40 MB announced: refused from its Content-Length alone, on every form, before a byte of it is sent.
    for (const path of ["/book", "/?index", "/admin", "/status/00000000-0000-4000-8000-000000000000"]) {
      const status = await rawRequest(running.app.port, multipartHead(path, 40 * 1024 * 1024), "");
      expect(status, path).toBe(413);
    }
    // 3 MB really sent to a form that takes no file: refused, the server stays up.
    const large = Buffer.alloc(3 * 1024 * 1024, "a");
    const largeStatus = await rawRequest(running.app.port, multipartHead("/admin", large.length), large);
    expect([0, 413]).toContain(largeStatus);
    // A chunked body cannot be measured before it is read: refused.
    const chunked = await rawRequest(
      running.app.port,
      "POST /admin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      "5\r\nemail\r\n0\r\n\r\n",
    );
    expect(chunked).toBe(411);
    expect((await fetch(`${running.app.baseUrl}/healthz`)).status).toBe(200);
    const booked = await fetch(`${running.app.baseUrl}/book`, {
      method: "POST",
      body: bookingForm("after-hostile"),
      headers: { "X-Forwarded-For": clientAddress(0xeeee, 2) },
      redirect: "manual",
    });
    expect(booked.status).toBe(302);
  });

  it("answers hostile paths and query strings without a 5xx", async () => {
    for (const path of [
      "/%",
      "/%E0%A4%A",
      "/status/%ZZ",
      "/status/..%2f..%2fetc%2fpasswd",
      "/status/' OR 1=1 --",
      `/status/${"9".repeat(2_000)}`,
      "/book?fullName=<script>alert(1)</script>",
      "/admin?status=<script>&cursor=%00&dir=sideways",
      "/admin/reset-password/..%2F..%2F",
      "/services/<svg onload=alert(1)>",
      "/locations/%00",
      "/assets/../../package.json",
      "/.env",
      "/build/server/index.js",
    ]) {
      const response = await fetch(`${running.app.baseUrl}${path}`, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
      const text = await response.text();
      expect(text, path).not.toContain("<script>alert(1)</script>");
      expect(text, path).not.toContain("<svg onload");
      expect(text, path).not.toContain('"private": true');
    }
  });

  it("answers a post to a page without a form 405, and logs it as no server error", async () => {
    const errorsBefore = running.app.logs.filter((line) => line.includes('"level":50')).length;
    for (const path of ["/about", "/", "/services/caulking", "/privacy"]) {
      const response = await fetch(`${running.app.baseUrl}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: running.app.baseUrl },
        body: "a=1",
        redirect: "manual",
      });
      expect(response.status, path).toBe(405);
      await response.arrayBuffer();
    }
    expect((await fetch(`${running.app.baseUrl}/healthz`)).status).toBe(200);
    expect(running.app.logs.filter((line) => line.includes('"level":50')).slice(errorsBefore)).toEqual([]);
  });

  it("never reflects a submitted value unescaped", async () => {
    let index = 0;
    let escapedEchoes = 0;
    const marker = fc
      .tuple(fc.string({ maxLength: 30 }), fc.constantFrom("<x-hostile>", '"><x-hostile a="', "'><x-hostile>", "</textarea><x-hostile>"))
      .map(([noise, payload]) => `${noise}${payload}`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("fullName", "phoneNumber", "emailAddress", "streetAddress", "zipCode", "serviceType", "issueDescription"),
        marker,
        async (field, value) => {
          const form = bookingForm("reflect");
          form.set(field, value);
          form.set("zipCode", field === "zipCode" ? value : "x");
          const response = await fetch(`${running.app.baseUrl}/book`, {
            method: "POST",
            body: form,
            headers: { "X-Forwarded-For": clientAddress(0xdddd, index++) },
            redirect: "manual",
          });
          expect(response.status).toBe(400);
          const page = await response.text();
          expect(page).not.toContain("<x-hostile");
          if (page.includes("&lt;x-hostile")) escapedEchoes++;
        },
      ),
      { numRuns: 60 },
    );
    // The values did come back (the form keeps what the visitor typed), escaped.
    expect(escapedEchoes).toBeGreaterThan(10);
    for (const [path, body] of [
      ["/?index", new URLSearchParams({ name: "<x-hostile>", phone: "1", email: '"><x-hostile>', service: "</textarea><x-hostile>" })],
      ["/admin", new URLSearchParams({ email: '"><x-hostile a="', password: "" })],
    ] as const) {
      const response = await fetch(`${running.app.baseUrl}${path}`, { method: "POST", body, redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain("<x-hostile");
    }
  });
});
