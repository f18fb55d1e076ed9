import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { env } from "~/utils/env.server";
import { signedCookie } from "./signed-cookie.server";

const options = { path: "/admin", maxAge: 600 };
const ours = signedCookie("admin_test", options);
/** React Router's own signed cookie, which set the cookies browsers hold from before. */
const theirs = () =>
  createCookie("admin_test", { httpOnly: true, sameSite: "lax", secure: false, ...options, secrets: [env().SESSION_SECRET] });

/** The `Cookie` header a browser sends back for a `Set-Cookie` header. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("signedCookie", () => {
  it("reads back what it wrote, JSON and Unicode included, with React Router's attributes", () => {
    const value = { account: "a+b/c=", device: "Mañana — 東京" };
    const header = ours().serialize(value);
    expect(header).toMatch(/^admin_test=[^;]+; Max-Age=600; Path=\/admin; HttpOnly; SameSite=Lax$/);
    expect(ours().parse(`theme=dark; ${sentBack(header)}; other=1`)).toEqual(value);
  });

  it("reads cookies React Router wrote, and React Router reads ours: nobody is signed out by the change", async () => {
    const token = "tok3n_with-url.safe~chars";
    expect(ours().parse(sentBack(await theirs().serialize(token)))).toBe(token);
    expect(await theirs().parse(sentBack(ours().serialize({ n: 1 })))).toEqual({ n: 1 });
    expect(ours().serialize({ n: 1 })).toBe(await theirs().serialize({ n: 1 }));
  });

  it("refuses a changed value or signature, and a value without one", async () => {
    const [name, value] = sentBack(ours().serialize("admin-token")).split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const forged = `${Buffer.from(JSON.stringify("other-token")).toString("base64")}${decoded.slice(decoded.lastIndexOf("."))}`;
    expect(ours().parse(`${name}=${encodeURIComponent(forged)}`)).toBeNull();
    expect(ours().parse(`${name}=${encodeURIComponent(`${decoded.slice(0, -2)}AA`)}`)).toBeNull();
    expect(ours().parse(`${name}=${Buffer.from(JSON.stringify("x")).toString("base64")}`)).toBeNull();
    expect(await theirs().parse(`${name}=${encodeURIComponent(forged)}`)).toBeNull();
  });

  it("says absent, cleared and present apart", () => {
    expect(ours().parse(null)).toBeNull();
    expect(ours().parse("theme=dark")).toBeNull();
    const cleared = ours().serialize("", { maxAge: 0 });
    expect(cleared).toBe("admin_test=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Lax");
    expect(ours().parse(sentBack(cleared))).toBe("");
  });
});
