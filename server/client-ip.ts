import type { IncomingMessage } from "node:http";

type Resolve = (req: IncomingMessage) => string | undefined;

/**
 * The client's address worked out once per connection and `X-Forwarded-For` value: a
 * kept-alive connection asks for it on every counted page view (decision 032), and working it
 * out the way Express does (a request view per request) costs more than the view's counting.
 */
export function addressPerConnection(resolve: Resolve): Resolve {
  const known = new WeakMap<object, { forwarded: string | string[] | undefined; ip: string | undefined }>();
  return (req) => {
    const forwarded = req.headers["x-forwarded-for"];
    const seen = known.get(req.socket);
    if (seen && seen.forwarded === forwarded) return seen.ip;
    const ip = resolve(req);
    known.set(req.socket, { forwarded, ip });
    return ip;
  };
}
