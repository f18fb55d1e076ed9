/** Text for XML: the five characters markup gives meaning to, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Twilio's answer to a webhook: `<Response/>`, or one reply text. */
export function twimlResponse(reply?: string, status = 200): Response {
  const body = reply === undefined ? "<Response/>" : `<Response><Message>${escapeXml(reply)}</Message></Response>`;
  const xml = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`, "utf8");
  // Its length told, a few hundred bytes are sent as they are: not worth a compressor each.
  return new Response(xml, {
    status,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store", "Content-Length": String(xml.length) },
  });
}
