/** The posted form, or an empty one when the body is not a form (a forged or broken request is a 4xx, never a 500). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The page a form was posted from, to return to after post/redirect/get (React Router's ?index removed). */
export function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return url.pathname + url.search;
}
