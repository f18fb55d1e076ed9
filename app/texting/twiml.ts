/** Text for XML: the five characters markup gives meaning to, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Twilio's answer to a webhook: `<Response/>`, or one reply text. */
export function twimlResponse(reply?: string, status = 200): Response {
  const body = reply === undefined ? "<Response/>" : `<Response><Message>${escapeXml(reply)}</Message></Response>`;
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, {
    status,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
