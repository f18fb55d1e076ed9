import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("stores scrypt with its parameters and a random salt", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it("accepts the right password and nothing else", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("treats a missing or damaged hash as a mismatch", async () => {
    expect(await verifyPassword("anything at all", null)).toBe(false);
    expect(await verifyPassword("anything at all", "plain-text")).toBe(false);
    expect(await verifyPassword("anything at all", "scrypt$3$8$1$c2FsdA$aGFzaA")).toBe(false);
    expect(await verifyPassword("anything at all", "scrypt$1073741824$8$1$c2FsdA$aGFzaA")).toBe(false);
  });
});
