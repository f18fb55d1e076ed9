import { describe, expect, it } from "vitest";
import { LARGE_BODIES_BUDGET_BYTES, LARGE_BODY_BYTES, largeBodyBytesHeld, roomForBody } from "./large-bodies.server";

const MAX = 26 * 1024 * 1024;
const MB = 1024 * 1024;

function posted(length?: number) {
  return new Request("http://localhost/book", { method: "POST", headers: length === undefined ? {} : { "Content-Length": String(length) } });
}

describe("room for large bodies", () => {
  it("needs none for a body up to 1 MB, nor for one over the form's limit (refused unread)", () => {
    for (const request of [posted(0), posted(LARGE_BODY_BYTES), posted(MAX + 1)]) {
      const room = roomForBody(request, MAX);
      expect(room).toBeDefined();
      expect(largeBodyBytesHeld()).toBe(0);
      room!.release();
    }
  });

  it("holds a large body's bytes until released, once, and has no room beyond the budget", () => {
    const held = [roomForBody(posted(25 * MB), MAX), roomForBody(posted(25 * MB), MAX)];
    expect(held.every(Boolean)).toBe(true);
    expect(largeBodyBytesHeld()).toBe(50 * MB);
    expect(roomForBody(posted(25 * MB), MAX)).toBeUndefined();
    // A photo the page shrank still fits beside them.
    const small = roomForBody(posted(3 * MB), MAX);
    expect(small).toBeDefined();
    small!.release();
    small!.release();
    expect(largeBodyBytesHeld()).toBe(50 * MB);
    for (const room of held) room!.release();
    expect(largeBodyBytesHeld()).toBe(0);
    expect(Math.floor(LARGE_BODIES_BUDGET_BYTES / MAX)).toBeGreaterThanOrEqual(2);
  });

  it("counts a body without a length as the form's limit", () => {
    const room = roomForBody(posted(), MAX);
    expect(largeBodyBytesHeld()).toBe(MAX);
    room!.release();
    expect(largeBodyBytesHeld()).toBe(0);
  });
});
