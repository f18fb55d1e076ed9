/** The posted form, or an empty one when the body is not a form (a forged or broken request is a 4xx, never a 500). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
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
