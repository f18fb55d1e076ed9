import type { RequestHandler } from "express";
import { countBeaconEvent } from "./recorder.server";

/** Where the browser script sends its events. */
export const BEACON_PATH = "/api/event";
const MAX_BODY = 512;

/**
 * The browser script's beacon: `e=view|form_start&p=<path>` as text, at most 512 bytes.
 * Always answers 204 with no body and no cookie, counted or not, so it tells a client nothing.
 */
export function analyticsBeacon(): RequestHandler {
  return (req, res) => {
    let body = "";
    let tooLarge = false;
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      if (body.length + chunk.length > MAX_BODY) tooLarge = true;
      else body += chunk;
    });
    req.on("end", () => {
      if (!tooLarge) {
        const fields = new URLSearchParams(body);
        const kind = fields.get("e");
        if (kind === "view" || kind === "form_start") countBeaconEvent(req, kind, fields.get("p") ?? "", req.ip);
      }
      res.setHeader("Cache-Control", "no-store");
      res.status(204).end();
    });
  };
}
