import { describe, expect, it } from "vitest";
import { combineWrites } from "./combine-writes.server";

/** A `run` that records each batch and answers when told to. */
function recorder<In>() {
  const batches: In[][] = [];
  const open: (() => void)[] = [];
  const run = (inputs: In[]) => {
    batches.push(inputs);
    return new Promise<string[]>((resolve) => open.push(() => resolve(inputs.map((input) => `done ${String(input)}`))));
  };
  /** Answers the oldest batch still running. */
  const finishOne = () => open.shift()!();
  return { batches, run, finishOne };
}

/**
 * Until the next batch has been taken: two turns, since a batch that has just been answered
 * schedules the next one only once its promise settles, after this wait has begun.
 */
const aTurnLater = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
};

describe("combineWrites", () => {
  it("runs a call made while nothing is running at the end of its turn, with the turn's other calls", async () => {
    const { batches, run, finishOne } = recorder<number>();
    const write = combineWrites(run, { maxSize: 10, maxInFlight: 1 });
    const answers = Promise.all([write(1), write(2), write(3)]);
    expect(batches).toEqual([]);
    await aTurnLater();
    expect(batches).toEqual([[1, 2, 3]]);
    finishOne();
    expect(await answers).toEqual(["done 1", "done 2", "done 3"]);
  });

  it("holds calls made while the batches it may run are running, and runs them together next, in order", async () => {
    const { batches, run, finishOne } = recorder<number>();
    const write = combineWrites(run, { maxSize: 10, maxInFlight: 2 });
    const first = write(1);
    await aTurnLater();
    const second = write(2);
    await aTurnLater();
    const later = [write(3), write(4), write(5)];
    await aTurnLater();
    expect(batches).toEqual([[1], [2]]);
    finishOne();
    expect(await first).toBe("done 1");
    await aTurnLater();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    finishOne();
    finishOne();
    expect(await Promise.all([second, ...later])).toEqual(["done 2", "done 3", "done 4", "done 5"]);
  });

  it("puts at most maxSize calls in a batch, and keeps a call out of a batch it does not join", async () => {
    const { batches, run, finishOne } = recorder<string>();
    const write = combineWrites(run, { maxSize: 3, maxInFlight: 1, joins: (taken, next) => !taken.includes(next) });
    const answers = Promise.all(["a", "b", "a", "c", "d", "e"].map(write));
    await aTurnLater();
    expect(batches).toEqual([["a", "b", "c"]]);
    finishOne();
    await aTurnLater();
    expect(batches).toEqual([["a", "b", "c"], ["a", "d", "e"]]);
    finishOne();
    expect(await answers).toEqual(["done a", "done b", "done a", "done c", "done d", "done e"]);
  });

  it("fails every call of a batch that fails, and every call waiting behind it, then goes on with the next", async () => {
    let runs = 0;
    const write = combineWrites(
      async (inputs: number[]) => {
        runs += 1;
        await aTurnLater();
        if (runs === 1) throw new Error("the database is down");
        return inputs.map((input) => input * 10);
      },
      { maxSize: 2, maxInFlight: 1 },
    );
    const failing = [write(1), write(2), write(3)].map((call) => call.then(String, (error: Error) => error.message));
    expect(await Promise.all(failing)).toEqual(["the database is down", "the database is down", "the database is down"]);
    expect(runs).toBe(1);
    expect(await write(4)).toBe(40);
  });

  it("fails the calls of a batch answered with the wrong number of outputs", async () => {
    const write = combineWrites(async () => [1], { maxSize: 10, maxInFlight: 1 });
    const calls = [write(1), write(2)].map((call) => call.then(String, (error: Error) => error.message));
    expect(await Promise.all(calls)).toEqual(["A batch of 2 calls got 1 answers", "A batch of 2 calls got 1 answers"]);
  });
});
