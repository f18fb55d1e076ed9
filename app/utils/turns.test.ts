import { describe, expect, it } from "vitest";
import { takingTurns } from "./turns";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("takingTurns", () => {
  it("runs at most `max` at once, in the order they came, and goes on after a failure", async () => {
    const inTurn = takingTurns(2);
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    const settled = Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        inTurn(async () => {
          started.push(index);
          await new Promise<void>((resolve) => releases.set(index, resolve));
          if (index === 1) throw new Error("failed");
          return index;
        }),
      ),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    releases.get(1)!();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    releases.get(0)!();
    releases.get(2)!();
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    releases.get(3)!();
    releases.get(4)!();
    const results = await settled;
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual([0, "failed", 2, 3, 4]);
  });
});
