import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { resetEnvCache } from "~/utils/env.server";

/**
 * An OpenAI-compatible server on localhost for the tests (decision 091): `POST /v1/chat/completions`
 * answers as the mode says, and every request body it received is kept, so a test can check that
 * no customer's name, phone, e-mail or street ever left the app.
 * - `answer`: a completion whose message is `JSON.stringify(answer(body))` (the canned answer);
 * - `slow`: the same, after `slowMs` (longer than the app's timeout);
 * - `malformed`: a completion whose message is not JSON;
 * - `429`, `500`: the provider's error.
 */
export type OpenAiMode = "answer" | "slow" | "malformed" | "429" | "500";

export type ChatBody = { model: string; messages: { role: string; content: string }[]; response_format?: { type: string; json_schema?: { name: string; schema: unknown } } };

export async function startOpenAiServer(): Promise<{
  base: string;
  bodies: string[];
  setMode: (mode: OpenAiMode) => void;
  setAnswer: (answer: (body: ChatBody) => unknown) => void;
  close: () => Promise<void>;
}> {
  const bodies: string[] = [];
  let mode: OpenAiMode = "answer";
  let answer: (body: ChatBody) => unknown = () => ({});
  const slowMs = 3_000;
  const pending = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader("Content-Type", "application/json");
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
      return;
    }
    bodies.push(body);
    if (mode === "429" || mode === "500") {
      res.statusCode = Number(mode);
      res.end(JSON.stringify({ error: { message: mode === "429" ? "Rate limit reached" : "The server had an error", type: mode === "429" ? "rate_limit_error" : "server_error" } }));
      return;
    }
    const parsed = JSON.parse(body) as ChatBody;
    const content = mode === "malformed" ? "Sure! Here is the triage: {verdict: likely-real" : JSON.stringify(answer(parsed));
    const completion = {
      id: `chatcmpl-${bodies.length}`,
      object: "chat.completion",
      created: 1_765_000_000,
      model: parsed.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    };
    if (mode === "slow") {
      pending.add(res);
      const timer = setTimeout(() => {
        pending.delete(res);
        if (!res.destroyed) res.end(JSON.stringify(completion));
      }, slowMs);
      res.on("close", () => {
        clearTimeout(timer);
        pending.delete(res);
      });
      return;
    }
    res.end(JSON.stringify(completion));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/v1`,
    bodies,
    setMode: (next) => {
      mode = next;
    },
    setAnswer: (next) => {
      answer = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;

/**
 * The test file's model server: started before its tests, closed after them, and before each test
 * back in "answer" mode with nothing received. Its fields are read when a test runs.
 */
export function openAiServerForFile(): Pick<OpenAiServer, "base" | "bodies" | "setMode" | "setAnswer"> {
  let server: OpenAiServer | undefined;
  const started = () => {
    if (!server) throw new Error("the test model server is not started yet");
    return server;
  };
  beforeAll(async () => {
    server = await startOpenAiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    started().bodies.length = 0;
    started().setMode("answer");
  });
  return {
    get base() {
      return started().base;
    },
    get bodies() {
      return started().bodies;
    },
    setMode: (mode) => started().setMode(mode),
    setAnswer: (answer) => started().setAnswer(answer),
  };
}

/** For each test of the enclosing `describe`: the app's AI settings name the test model on `server` (and `extra`). */
export function withTestModel(server: Pick<OpenAiServer, "base">, extra: Record<string, string> = {}) {
  beforeEach(() => {
    vi.stubEnv("AI_BASE_URL", server.base);
    vi.stubEnv("AI_MODEL", "test-model");
    vi.stubEnv("AI_API_KEY", "test-key");
    vi.stubEnv("AI_TIMEOUT_MS", "800");
    for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
    resetEnvCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });
}
