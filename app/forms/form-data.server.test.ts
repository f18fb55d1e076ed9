import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingSchema } from "~/leads/capture/booking-schema";
import { BodyTooLargeError, formFields, FormRefusedError, MalformedFormError, MAX_FIELD_BYTES, readBodyText, readFormData, withoutControlCharacters } from "./form-data.server";

const schema = z.object({
  name: z.string().min(2),
  note: z.string().optional(),
  photo: z.file().optional(),
});

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/form", { method: "POST", body, headers });
}

function multipart(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return post(form);
}

function urlencoded(entries: [string, string][]) {
  return post(new URLSearchParams(entries));
}

/** A body sent in chunks without a Content-Length, as a client streaming an upload does. */
function chunked(chunks: number, chunkSize: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkSize));
    },
  });
  return new Request("http://localhost/book", {
    method: "POST",
    body,
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    duplex: "half",
  } as RequestInit);
}

async function refusal(read: Promise<unknown>): Promise<FormRefusedError> {
  try {
    await read;
  } catch (error) {
    if (error instanceof FormRefusedError) return error;
    throw error;
  }
  throw new Error("the body was accepted");
}

describe("formFields", () => {
  it("reads the names from the schema, files from z.file(), plus conform's intent and the honeypot", () => {
    const fields = formFields(schema);
    expect([...fields.text].sort()).toEqual(["__intent__", "name", "note", "website"]);
    expect([...fields.files]).toEqual(["photo"]);
  });

  it("sees through refinements, pipes and several schemas for one action", () => {
    const refined = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b);
    const piped = z.object({ c: z.string().default("x") }).transform((v) => v);
    expect([...formFields([refined, piped]).text].sort()).toEqual(["__intent__", "a", "b", "c", "website"]);
    expect([...formFields(bookingSchema).files]).toEqual(["photo"]);
  });
});

describe("readFormData", () => {
  it("reads a polite form, multipart or urlencoded, and strips control characters", async () => {
    const photo = new File([new Uint8Array(1000)], "a.jpg", { type: "image/jpeg" });
    const form = await readFormData(multipart([["name", "Ja\u0000ne"], ["photo", photo]]), schema, { maxBytes: 10_000 });
    expect(form.get("name")).toBe("Jane");
    expect(form.get("photo")).toMatchObject({ size: 1000, name: "a.jpg", type: "image/jpeg" });
    const plain = await readFormData(urlencoded([["name", "Jane"], ["note", "a & b = c"], ["website", ""]]), schema);
    expect(Object.fromEntries(plain)).toEqual({ name: "Jane", note: "a & b = c", website: "" });
  });

  it("reads past a file without keeping it when told to drop files, the text values kept", async () => {
    const photo = new File([new Uint8Array(200_000)], "a.jpg", { type: "image/jpeg" });
    const form = await readFormData(multipart([["name", "Jane"], ["photo", photo], ["note", "after the photo"]]), schema, { maxBytes: 300_000, files: "drop" });
    expect(Object.fromEntries(form)).toEqual({ name: "Jane", note: "after the photo" });
    const tooLarge = multipart([["name", "Jane"], ["photo", new File([new Uint8Array(400_000)], "a.jpg")]]);
    expect(await refusal(readFormData(tooLarge, schema, { maxBytes: 300_000, files: "drop" }))).toBeInstanceOf(BodyTooLargeError);
  });

  it("keeps an empty file input as the empty file browsers send", async () => {
    const form = await readFormData(multipart([["name", "Jane"], ["photo", new File([], "")]]), schema);
    expect(form.get("photo")).toMatchObject({ size: 0, name: "" });
    expect(parseWithZod(form, { schema }).status).toBe("success");
  });

  it("refuses a body whose Content-Length is over the limit, before reading it", async () => {
    const request = post("x", { "Content-Length": "999999999", "Content-Type": "text/plain" });
    expect(await refusal(readFormData(request, schema, { maxBytes: 1000 }))).toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a streamed body as soon as it passes the limit", async () => {
    const error = await refusal(readFormData(chunked(1000, 64 * 1024), schema, { maxBytes: 1024 * 1024 }));
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(error.status).toBe(413);
  });

  it("says when the body is not a form", async () => {
    for (const request of [
      post("{}", { "Content-Type": "application/json" }),
      post("garbage", { "Content-Type": "multipart/form-data" }),
      post("name=Jane", { "Content-Type": "text/plain" }),
    ]) {
      expect(await refusal(readFormData(request, schema))).toBeInstanceOf(MalformedFormError);
    }
  });

  it("reads a POST without a body as an empty form", async () => {
    expect([...(await readFormData(new Request("http://localhost/form", { method: "POST" }), schema)).keys()]).toEqual([]);
  });

  it("refuses the 18-byte body that made conform allocate 300 million slots", async () => {
    const error = await refusal(readFormData(post("x%5B300000000%5D=1", { "Content-Type": "application/x-www-form-urlencoded" }), schema));
    expect(error.status).toBe(400);
  });

  it("refuses a file where text belongs, and text where the file belongs", async () => {
    expect((await refusal(readFormData(multipart([["name", new File(["x"], "x.txt")]]), schema))).status).toBe(400);
    expect((await refusal(readFormData(multipart([["photo", "text"]]), schema))).status).toBe(400);
  });

  it("cuts a text value longer than the field limit, so the schema says it is too long", async () => {
    const form = await readFormData(urlencoded([["note", "a".repeat(MAX_FIELD_BYTES * 2)]]), schema);
    expect((form.get("note") as string).length).toBe(MAX_FIELD_BYTES);
  });

  const segment = fc.oneof(
    fc.constantFrom("name", "note", "photo", "website", "__intent__", "x", "constructor", "__proto__"),
    fc.string({ maxLength: 12 }),
  );
  const pathKey = fc.oneof(
    fc.tuple(segment, fc.nat({ max: 2 ** 31 })).map(([name, index]) => `${name}[${index}]`),
    fc.tuple(segment, segment).map(([a, b]) => `${a}.${b}`),
    fc.tuple(segment, segment).map(([a, b]) => `${a}[${b}]`),
    fc.constantFrom("x[300000000]", "name[30000000]", "note[]", "name.length", "photo[0]"),
  );
  const allowed = formFields(schema);
  const unknownKey = fc.oneof(pathKey, segment).filter((key) => !allowed.text.has(key) && !allowed.files.has(key));

  it("refuses with a 400 any body that names a field the schema does not have (property)", async () => {
    await fc.assert(
      fc.asyncProperty(unknownKey, fc.string({ maxLength: 20 }), fc.boolean(), async (key, value, asMultipart) => {
        const entries: [string, string][] = [["name", "Jane"], [key, value]];
        const read = readFormData(asMultipart ? multipart(entries) : urlencoded(entries), schema);
        // A multipart name with a backslash or quote breaks its part's header: the parser drops that part unread.
        if (asMultipart && /["\\]/.test(key)) {
          const form = await read.catch((error: unknown) => (error instanceof FormRefusedError ? new FormData() : Promise.reject(error)));
          expect([...form.keys()].every((name) => allowed.text.has(name) || allowed.files.has(name))).toBe(true);
          return;
        }
        expect((await refusal(read)).status).toBe(400);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses with a 400 any body that sends a name twice (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("name", "note", "website", "__intent__"), fc.integer({ min: 2, max: 50 }), fc.boolean(), async (key, times, asMultipart) => {
        const entries: [string, string][] = Array.from({ length: times }, () => [key, "v"]);
        const error = await refusal(readFormData(asMultipart ? multipart(entries) : urlencoded(entries), schema));
        expect(error.status).toBe(400);
      }),
      { numRuns: 100 },
    );
  });

  it("returns exactly the named values of a polite form, and conform parses them (property)", async () => {
    const text = fc.string({ maxLength: 200 }).map(withoutControlCharacters);
    await fc.assert(
      fc.asyncProperty(fc.record({ name: text, note: text, website: text }, { requiredKeys: [] }), fc.boolean(), async (values, asMultipart) => {
        const entries = Object.entries(values) as [string, string][];
        const form = await readFormData(asMultipart ? multipart(entries) : urlencoded(entries), schema);
        const read = Object.fromEntries(form);
        if (!asMultipart) for (const key of Object.keys(read)) read[key] = (read[key] as string).replace(/\r\n?/g, "\n");
        const sent = Object.fromEntries(entries.map(([key, value]) => [key, asMultipart ? value : value.replace(/\r\n?/g, "\n")]));
        expect(read).toEqual(sent);
        expect(["success", "error"]).toContain(parseWithZod(form, { schema }).status);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses hostile bodies of any size in a few milliseconds", async () => {
    const boundary = "----hostile";
    const photoParts = Array.from(
      { length: 50_000 },
      () => `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"x".repeat(20)}\r\n`,
    ).join("");
    const bodies: [string, Request][] = [
      ["80,000 repeated names", urlencoded(Array.from({ length: 80_000 }, () => ["name", "x"]))],
      ["50,000 photo parts", post(`${photoParts}--${boundary}--\r\n`, { "Content-Type": `multipart/form-data; boundary=${boundary}` })],
      ["huge index", post("x%5B300000000%5D=1", { "Content-Type": "application/x-www-form-urlencoded" })],
    ];
    for (const [what, request] of bodies) {
      const started = performance.now();
      const error = await refusal(readFormData(request, schema, { maxBytes: 8 * 1024 * 1024 }));
      const elapsed = performance.now() - started;
      expect(error.status, what).toBe(400);
      // A few milliseconds on an idle machine; generous here because the test machine is shared.
      expect(elapsed, what).toBeLessThan(250);
    }
  });
});

describe("readBodyText", () => {
  /** A body sent in chunks with no declared length, as a client streaming it would. */
  const streamed = (chunks: string[]) => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks[pulled++];
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    return { request: new Request("http://site/webhooks/stripe", { method: "POST", body, duplex: "half" } as RequestInit), pulledAll: () => pulled > chunks.length };
  };

  it("gives back the exact text, chunked or not, up to the limit", async () => {
    expect(await readBodyText(streamed(['{"id":', '"evt_1"}']).request, 14)).toBe('{"id":"evt_1"}');
    expect(await readBodyText(new Request("http://site/", { method: "POST", body: "é".repeat(4) }), 8)).toBe("éééé");
    expect(await readBodyText(new Request("http://site/", { method: "POST" }), 8)).toBe("");
  });

  it("refuses a longer body, having read the rest so the sender gets the answer", async () => {
    const { request, pulledAll } = streamed(["a".repeat(10), "b".repeat(10), "c".repeat(10)]);
    await expect(readBodyText(request, 15)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulledAll()).toBe(true);
  });
});
