import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { FORM_MESSAGES } from "./fields";
import { FormRefusedError, readFormData, type FormSchema } from "./form-data.server";

export type AdminFormRead =
  | { ok: true; form: FormData }
  | { ok: false; response: ReturnType<typeof data<{ result: SubmissionResult<string[]> }>> };

/**
 * An admin form read through the bounded reader with the names its schemas declare. A body
 * that is not that form (unknown or repeated names, too big, not a form) is answered 400/413
 * with a form-wide message, before any parsing grows with it.
 */
export async function readForm(request: Request, schemas: FormSchema | readonly FormSchema[]): Promise<AdminFormRead> {
  try {
    return { ok: true, form: await readFormData(request, schemas) };
  } catch (error) {
    if (!(error instanceof FormRefusedError)) throw error;
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [FORM_MESSAGES.notAForm] } };
    return { ok: false, response: data({ result }, { status: error.status }) };
  }
}

/**
 * The page a form was posted from, to return to after post/redirect/get. Give it the `url`
 * React Router passes to actions: request.url may be the `.data` URL of a client-side post.
 */
export function pageOf(url: URL): string {
  const page = new URL(url);
  page.searchParams.delete("index");
  return page.pathname + page.search;
}
