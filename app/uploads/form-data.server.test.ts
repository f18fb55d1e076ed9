import { describe, expect, it } from "vitest";
import { BodyTooLargeError, MalformedFormError, readFormData } from "./form-data.server";

function multipart(size: number) {
  const form = new FormData();
  form.append("name", "Jane");
  form.append("photo", new File([new Uint8Array(size)], "a.jpg", { type: "image/jpeg" }));
  return new Request("http://localhost/book", { method: "POST", body: form });
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

describe("readFormData", () => {
  it("reads a form within the limit", async () => {
    const form = await readFormData(multipart(1000), 10_000);
    expect(form.get("name")).toBe("Jane");
    expect((form.get("photo") as File).size).toBe(1000);
  });

  it("refuses a body whose Content-Length is over the limit, before reading it", async () => {
    const request = new Request("http://localhost/book", {
      method: "POST",
      body: "x",
      headers: { "Content-Length": "999999999", "Content-Type": "text/plain" },
    });
    await expect(readFormData(request, 1000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a streamed body as soon as it passes the limit", async () => {
    await expect(readFormData(chunked(1000, 64 * 1024), 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("says when the body is not a form", async () => {
    const request = new Request("http://localhost/book", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    await expect(readFormData(request, 1000)).rejects.toBeInstanceOf(MalformedFormError);
  });
});
