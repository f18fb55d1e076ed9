import pg from "pg";
import { logger } from "~/utils/logger.server";
import { DATABASE_TIMEOUTS } from "./client.server";

/** The channel the database announces changes to the tables rendered pages read on (migration 0006). */
export const PAGE_CHANGES_CHANNEL = "page_changes";

/** After a lost connection, how long before listening again. */
const RECONNECT_MS = 1_000;

export type PageChangeListener = {
  /** Whether the listening connection is up: only then can a kept page be trusted (decision 027). */
  readonly live: boolean;
  stop: () => Promise<void>;
};

/**
 * Listens on its own connection for the database's announcements that lead, history, note,
 * photo, admin or review rows changed (committed, by any app server, script or psql). `onChange`
 * runs for each announcement with its payload ('' for the lead tables and admins, 'reviews' for
 * reviews: migration 0010), and also, with none, whenever listening stops or starts again,
 * since changes in between were missed. `onLive` says whether the connection is up.
 */
export function listenForPageChanges(url: string, onChange: (payload?: string) => void, onLive: (live: boolean) => void = () => {}): PageChangeListener {
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    onChange();
    onLive(value);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: url, connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs, keepAlive: true });
    client = current;
    const lost = (error?: unknown) => {
      if (client !== current) return;
      client = undefined;
      setLive(false);
      current.end().catch(() => undefined);
      if (stopped) return;
      if (error) logger.warn({ err: error }, "page changes: listening connection lost; rendered pages are not kept until it is back");
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    current.on("error", lost);
    current.on("end", () => lost(new Error("connection ended")));
    current.on("notification", (message) => {
      if (message.channel === PAGE_CHANGES_CHANNEL) onChange(message.payload ?? "");
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`);
      if (client === current) setLive(true);
    } catch (error) {
      lost(error);
    }
  };
  void connect();

  return {
    get live() {
      return live;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
