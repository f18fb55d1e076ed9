/** A body over the limit: answered with 413 before it is buffered. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

/** A body that is not a form (wrong content type, broken multipart): a 400, never a 500. */
export class MalformedFormError extends Error {}

/**
 * Reads a posted form, refusing a body over `maxBytes` from its Content-Length or, when
 * none is sent (chunked), as soon as the bytes read pass the limit.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const contentType = request.headers.get("content-type") ?? "";
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new MalformedFormError("The request body is not a form");
  }
  return withoutControlCharacters(form);
}

/** C0 control characters but tab, line feed and carriage return: nobody types them, and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function withoutControlCharacters(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form.entries()) {
    cleaned.append(name.replace(CONTROL_CHARACTERS, ""), typeof value === "string" ? value.replace(CONTROL_CHARACTERS, "") : value);
  }
  return cleaned;
}
