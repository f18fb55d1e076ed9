import { randomInt } from "node:crypto";

export type Ack = { token: string; id: string };

export type BookingRun = {
  /** Bookings the server acknowledged: a 302 to /status/<uuid>. */
  acked: Ack[];
  /** Every answer's status code, counted. */
  statuses: Record<number, number>;
  /** 5xx answers (status and the start of the body). */
  serverErrors: string[];
  /** Requests that got no answer (connection refused or reset). */
  networkErrors: number;
  /** Milliseconds per answered request. */
  latencies: number[];
  durationMs: number;
};

const STATUS_LOCATION = /\/status\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A valid booking whose name and description carry `token`, so its row can be found again. */
export function bookingForm(token: string): URLSearchParams {
  return new URLSearchParams({
    fullName: `Load Tester ${token}`,
    phoneNumber: "(818) 555-0142",
    emailAddress: "",
    streetAddress: "1200 Test Avenue",
    zipCode: "91101",
    serviceType: "tv-mounting",
    issueDescription: `reliability ${token}`,
    website: "",
  });
}

/**
 * A distinct client per booking (a unique-local IPv6 /64 of its own, only ever a header value), so
 * the per-client form rate limit (read from X-Forwarded-For with TRUST_PROXY; an IPv6 client is
 * its /64) never refuses the load.
 */
export function clientAddress(run: number, index: number): string {
  return `fd00:${run.toString(16)}:${(index >>> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`;
}

export type BookingOptions = {
  total: number;
  concurrency: number;
  /** Prefix of each booking's token: `${tag}-${index}`. */
  tag: string;
  /** Called after each acknowledgement; return true to stop sending new bookings. */
  onAck?: (acked: number) => boolean | void;
  timeoutMs?: number;
};

/** Sends `total` bookings as `concurrency` clients posting one after another, like browsers without JS. */
export async function postBookings(baseUrl: string, options: BookingOptions): Promise<BookingRun> {
  const run = randomInt(1, 0xffff);
  const result: BookingRun = { acked: [], statuses: {}, serverErrors: [], networkErrors: 0, latencies: [], durationMs: 0 };
  let next = 0;
  let stopped = false;
  const started = performance.now();
  const client = async () => {
    while (!stopped && next < options.total) {
      const index = next++;
      const token = `${options.tag}-${index}`;
      const sent = performance.now();
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/book`, {
          method: "POST",
          body: bookingForm(token),
          headers: { "X-Forwarded-For": clientAddress(run, index) },
          redirect: "manual",
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch {
        result.networkErrors++;
        continue;
      }
      const body = await response.text().catch(() => "");
      result.latencies.push(performance.now() - sent);
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500) result.serverErrors.push(`${response.status} ${body.slice(0, 200)}`);
      const match = STATUS_LOCATION.exec(response.headers.get("location") ?? "");
      if (response.status === 302 && match) {
        result.acked.push({ token, id: match[1]! });
        if (options.onAck?.(result.acked.length)) stopped = true;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  result.durationMs = performance.now() - started;
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
