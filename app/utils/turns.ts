/**
 * At most `max` calls of the returned function run at once; the others wait their turn, first
 * come first served. For work that arrives in bursts (a thousand webhooks at once), so that it
 * takes a few of the event loop's and the database pool's turns at a time and every other
 * request is answered in between.
 */
export function takingTurns(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
