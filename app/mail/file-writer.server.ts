import { Worker } from "node:worker_threads";

/**
 * The file outbox's writer (decision 043): one thread of its own writes each `.eml`, in the order
 * handed to it. Creating a file blocked the event loop for about a third of a millisecond per
 * e-mail during a booking burst (the kernel's journal, shared with PostgreSQL's commits), 18% of
 * the app's main thread. The thread's code is this string, so that the build needs no file of
 * its own for it.
 */
const WRITER = `
const { parentPort } = require("node:worker_threads");
const { mkdirSync, writeFileSync } = require("node:fs");
const path = require("node:path");
parentPort.on("message", ({ id, file, bytes }) => {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Waiting = { resolve: () => void; reject: (error: Error) => void };

let writer: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

/** Fails every write still waiting (the thread stopped); the next write starts a new thread. */
function abandon(error: Error) {
  for (const write of waiting.values()) write.reject(error);
  waiting.clear();
  writer = undefined;
}

function startWriter(): Worker {
  const thread = new Worker(WRITER, { eval: true, name: "outbox file writer" });
  // It never keeps the process alive: a write still waiting keeps its own caller waiting.
  thread.unref();
  thread.on("message", ({ id, error }: { id: number; error?: string }) => {
    const write = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) write?.resolve();
    else write?.reject(new Error(error));
  });
  thread.on("error", abandon);
  thread.on("exit", (code) => {
    if (writer === thread) abandon(new Error(`The outbox's file writer stopped (exit code ${code})`));
  });
  return thread;
}

/** Writes `bytes` to `file` (its folder made if missing) on the writer thread; settles once it is written. */
export function writeFileOffThread(file: string, bytes: Uint8Array): Promise<void> {
  writer ??= startWriter();
  const id = ++lastId;
  return new Promise<void>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    writer!.postMessage({ id, file, bytes });
  });
}
