import { combinesWrites } from "./client.server";

/**
 * Group commit in the app (decision 042): calls that arrive while the database is busy with
 * earlier ones are answered by one statement together, so a burst of bookings costs PostgreSQL
 * a few commits instead of one each, and the app builds and sends a few statements instead of
 * one each. A call made while fewer than `maxInFlight` batches are running goes at the end of
 * the current event-loop turn, with whatever other calls that turn made: when the site is quiet
 * a call waits for nothing. A batch holds at most `maxSize` calls; `joins` can keep a call out
 * of a batch (it then goes in the next one, in its turn). A pool connected with
 * `combineWrites: false` runs each call alone, at once.
 */
export type CombineOptions<In> = {
  maxSize: number;
  maxInFlight: number;
  /** Whether `next` may go in the same statement as the calls already `taken` (default: always). */
  joins?: (taken: readonly In[], next: In) => boolean;
};

type Waiting<In, Out> = { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void };

/**
 * A function that answers each call through `run`, which gets the inputs of a batch and answers
 * with one output per input, in their order. `run` throws only when the database failed (for a
 * call's own data it answers that call's error as its output): then every call of its batch fails
 * with that error, and so does every call waiting behind it. Each of those would otherwise wait
 * for a time-out of its own against the same database, and a burst during an outage would be
 * answered later than any one request.
 */
export function combineWrites<In, Out>(run: (inputs: In[]) => Promise<Out[]>, options: CombineOptions<In>): (input: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  function take(): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const inputs: In[] = [];
    for (let index = 0; index < queue.length && batch.length < options.maxSize;) {
      const waiting = queue[index]!;
      if (options.joins && batch.length > 0 && !options.joins(inputs, waiting.input)) {
        index++;
        continue;
      }
      batch.push(waiting);
      inputs.push(waiting.input);
      queue.splice(index, 1);
    }
    return batch;
  }

  async function settle(batch: Waiting<In, Out>[]) {
    try {
      const outputs = await run(batch.map((waiting) => waiting.input));
      if (outputs.length !== batch.length) throw new Error(`A batch of ${batch.length} calls got ${outputs.length} answers`);
      batch.forEach((waiting, index) => waiting.resolve(outputs[index]!));
    } catch (error) {
      for (const waiting of [...batch, ...queue.splice(0)]) waiting.reject(error);
    } finally {
      inFlight--;
      schedule();
    }
  }

  function flush() {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      inFlight++;
      void settle(take());
    }
  }

  return (input) => {
    if (!combinesWrites()) return run([input]).then(([output]) => output!);
    return new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
  };
}
