import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { TOASTS } from "~/leads/capture/form-feedback";
import * as book from "~/routes/book";
import { resetDb } from "../db";
import { args, outcomeOf, routerContext } from "./admin-fixtures";

vi.mock("~/uploads/photos.server", async (original) => ({
  ...(await original<typeof import("~/uploads/photos.server")>()),
  processPhoto: vi.fn(async () => {
    throw new Error("image library crashed");
  }),
}));

beforeEach(resetDb);

describe("an exception nobody expected", () => {
  it("answers the spec's 'unexpected error' toast with the values kept, and stores nothing", async () => {
    const form = new FormData();
    const fields = {
      fullName: "Jane Smith",
      phoneNumber: "(818) 555-0199",
      streetAddress: "123 Main St",
      zipCode: "91101",
      serviceType: "home-cleaning",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).jpeg().toBuffer();
    form.append("photo", new File([new Uint8Array(bytes)], "a.jpg", { type: "image/jpeg" }));
    const request = new Request("http://localhost/book", { method: "POST", body: form });

    const outcome = await outcomeOf(() => book.action(args(request, {}, routerContext())));
    expect(outcome.status).toBe(500);
    expect(outcome.data).toMatchObject({
      toast: TOASTS.submissionUnexpected,
      photoDropped: true,
      result: { error: { "": ["There was an unexpected error. Please try again."] }, initialValue: fields },
    });
    expect(await getDb().select().from(leads)).toEqual([]);
  });
});
