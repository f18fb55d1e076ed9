import { once } from "node:events";
import busboy from "busboy";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "./fields";

/** A body refused before it was parsed: `status` is the HTTP answer (400 or 413). */
export class FormRefusedError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** A body over the limit: answered with 413 before it is buffered. */
export class BodyTooLargeError extends FormRefusedError {
  constructor(readonly limit: number) {
    super(413, `Request body larger than ${limit} bytes`);
  }
}

/** A body that is not this form (wrong content type, broken multipart, a name the form does not have, a name twice, a file where text belongs): a 400. */
export class MalformedFormError extends FormRefusedError {
  constructor(message = "The request body is not this form") {
    super(400, message);
  }
}

/** The body of a form without a file: every form but the booking. */
export const MAX_FORM_BYTES = 64 * 1024;
/**
 * A refused body (over the form's limit, or not this form) of at most this many bytes is read to
 * its end without being parsed, so that a client that sends its whole body before reading (a
 * browser with a big photo) receives the answer rather than a reset connection; a larger one is
 * cut off. Reading costs bandwidth, not CPU (decision 049). server/app.ts drains as far for the
 * bodies it refuses itself.
 */
export const MAX_DRAIN_BYTES = 32 * 1024 * 1024;
/** The most bytes handed to the parser at once: a refusal stops the work within one slice. */
const SLICE_BYTES = 16 * 1024;
/** One text field, in bytes: above every schema's longest value, so a longer one still meets the schema's message. */
export const MAX_FIELD_BYTES = 16 * 1024;

/** conform's intent field (its `INTENT` constant), sent by its validate and reset buttons. */
const CONFORM_INTENT = "__intent__";
/** Names every form may carry besides its schema's: conform's intent field and the bots' honeypot. */
const ALWAYS_ALLOWED = [CONFORM_INTENT, HONEYPOT_FIELD];

/** A form's zod schema (an object, maybe refined or piped), or several when one action serves several forms. */
export type FormSchema = z.ZodType;

export type FormLimits = {
  /** The largest body accepted, in bytes: {@link MAX_FORM_BYTES} unless the form carries a file. */
  maxBytes?: number;
  /**
   * "drop": files are read past and left out of the form (a refusal that gives back only the
   * typed values: over the client's limit, or with no room for a large body, large-bodies.server.ts).
   */
  files?: "keep" | "drop";
};

/** The fields a form accepts, read from its schema: text fields, and file fields (declared with `z.file()`). */
export type FormFields = { text: ReadonlySet<string>; files: ReadonlySet<string> };

type Def = { type: string; shape?: Record<string, FormSchema>; innerType?: FormSchema; in?: FormSchema };

function defOf(schema: FormSchema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** The schema under optional/default/pipe wrappers. */
function unwrap(schema: FormSchema): FormSchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
}

function isFileField(schema: FormSchema): boolean {
  const inner = unwrap(schema);
  if (defOf(inner).type === "file") return true;
  return (inner as unknown as { _zod: { bag?: { Class?: unknown } } })._zod.bag?.Class === File;
}

const fieldsCache = new WeakMap<FormSchema, FormFields>();

/** The names a form's schemas declare (plus the intent and honeypot fields), split into text and file fields. */
export function formFields(schemas: FormSchema | readonly FormSchema[]): FormFields {
  const list: readonly FormSchema[] = Array.isArray(schemas) ? schemas : [schemas as FormSchema];
  if (list.length === 1 && fieldsCache.has(list[0]!)) return fieldsCache.get(list[0]!)!;
  const text = new Set<string>(ALWAYS_ALLOWED);
  const files = new Set<string>();
  for (const schema of list) {
    const object = unwrap(schema);
    const shape = defOf(object).shape;
    if (defOf(object).type !== "object" || !shape) throw new TypeError("A form schema must be a zod object");
    for (const [name, field] of Object.entries(shape)) (isFileField(field) ? files : text).add(name);
  }
  for (const name of files) text.delete(name);
  const fields = { text, files };
  if (list.length === 1) fieldsCache.set(list[0]!, fields);
  return fields;
}

/** C0 control characters but tab, line feed and carriage return: nobody types them, and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/**
 * Reads a posted form (multipart or urlencoded) with a streaming parser, accepting only what
 * the form's zod schema declares: each name at most once, files only in `z.file()` fields, the
 * whole body within `maxBytes` (checked from Content-Length, then while reading). Anything
 * else stops the read at once with a {@link FormRefusedError} (400, or 413 for size), so no
 * body costs more than reading `maxBytes`. Text values longer than {@link MAX_FIELD_BYTES}
 * are cut to it (the schema then says they are too long); control characters are removed.
 * With `files: "drop"` a file's bytes are read past, never kept, and the file left out.
 * The FormData it returns is safe to hand to conform's `parseWithZod`.
 */
export async function readFormData(
  request: Request,
  schemas: FormSchema | readonly FormSchema[],
  limits: FormLimits = {},
): Promise<FormData> {
  const fields = formFields(schemas);
  const maxBytes = limits.maxBytes ?? MAX_FORM_BYTES;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (request.body && declared <= MAX_DRAIN_BYTES) await discardRest(request.body.getReader(), declared);
    throw new BodyTooLargeError(maxBytes);
  }

  const contentType = request.headers.get("content-type") ?? "";
  // No body at all (a bare POST, as the sign-out button's can be): an empty form, for the schema to judge.
  if (!contentType && (request.body === null || declared === 0)) return new FormData();
  const longestName = Math.max(...[...fields.text, ...fields.files].map((name) => name.length));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        fieldNameSize: longestName + 1,
        fieldSize: Math.min(MAX_FIELD_BYTES, maxBytes),
        fields: fields.text.size,
        files: fields.files.size,
        parts: fields.text.size + fields.files.size,
        fileSize: maxBytes,
        headerPairs: 4,
      },
    });
  } catch {
    throw new MalformedFormError("The request body is not a form");
  }

  const form = new FormData();
  const seen = new Set<string>();
  const stop = new AbortController();
  let refusal: FormRefusedError | undefined;
  const refuse = (error: FormRefusedError) => {
    if (refusal) return;
    refusal = error;
    stop.abort();
  };

  parser.on("field", (name, value, info) => {
    if (refusal) return;
    if (!fields.text.has(name) || seen.has(name) || info.nameTruncated) return refuse(new MalformedFormError(`Field not accepted: ${name.slice(0, 40)}`));
    seen.add(name);
    form.append(name, withoutControlCharacters(value));
  });
  parser.on("file", (name, stream, info) => {
    stream.on("error", () => refuse(new MalformedFormError("The upload was cut short")));
    if (refusal || !fields.files.has(name) || seen.has(name)) {
      stream.resume();
      return refuse(new MalformedFormError(`File not accepted: ${name.slice(0, 40)}`));
    }
    seen.add(name);
    stream.on("limit", () => refuse(new BodyTooLargeError(maxBytes)));
    if (limits.files === "drop") {
      stream.resume();
      return;
    }
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on("data", (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
    stream.on("end", () => form.append(name, new File(chunks, withoutControlCharacters(info.filename ?? ""), { type: info.mimeType })));
  });
  for (const event of ["partsLimit", "filesLimit", "fieldsLimit"]) {
    parser.on(event, () => refuse(new MalformedFormError("Too many fields")));
  }
  parser.on("error", () => refuse(new MalformedFormError("The request body is not a form")));
  const closed = once(parser, "close", { signal: stop.signal });

  const reader = request.body?.getReader();
  let total = 0;
  try {
    for (;;) {
      if (refusal) break;
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) {
        parser.end();
        break;
      }
      total += chunk.value.byteLength;
      if (total > maxBytes) {
        refuse(new BodyTooLargeError(maxBytes));
        break;
      }
      for (let offset = 0; offset < chunk.value.byteLength && !refusal; offset += SLICE_BYTES) {
        if (!parser.write(chunk.value.subarray(offset, offset + SLICE_BYTES))) await once(parser, "drain", { signal: stop.signal });
      }
    }
    if (!refusal) await closed;
  } catch (error) {
    if (!refusal) refuse(new MalformedFormError(error instanceof Error ? error.message : "The request body could not be read"));
  } finally {
    closed.catch(() => undefined);
    if (refusal) {
      parser.destroy();
      if (reader) await discardRest(reader, MAX_DRAIN_BYTES - total);
    }
  }
  if (refusal) throw refusal;
  return form;
}

/**
 * Reads the rest of a refused body without parsing it, up to `allowance` bytes, so that the
 * client, still sending, receives the answer instead of a reset connection; past that, cancels.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, allowance: number): Promise<void> {
  let left = allowance;
  try {
    for (;;) {
      if (left < 0) break;
      const chunk = await reader.read();
      if (chunk.done) return;
      left -= chunk.value.byteLength;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * A raw text body (a webhook's JSON, whose signature covers its exact bytes), at most `maxBytes`:
 * a larger one is read past (as a refused form is, so the sender gets the answer rather than a
 * reset connection) and refused with BodyTooLargeError.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await discardRest(reader, MAX_DRAIN_BYTES - total);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
