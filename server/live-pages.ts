import { RouterContextProvider } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { logger } from "~/utils/logger.server";
import type { PolicyOptions } from "./security";
import { replacePage, type ClientBuild } from "./static-pages";

type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

/** Pre-rendered pages that show what the database holds, and how that is read. */
export type LiveData = {
  /** For the log: 'review pages', 'booking page'. */
  name: string;
  paths: () => string[];
  /** Reads the data again into the loaders' in-memory copy, and answers it (compared as JSON). */
  read: () => Promise<unknown>;
  /** What the build rendered the pages with (it has no database). */
  builtWith: unknown;
  /** The shortest time between two renders, so a burst of changes costs one render a gap. */
  minGapMs?: number;
};

/**
 * One render of live pages at a time in this process, whichever data they are for: the review
 * pages and the photo pages share `/` and the city pages (decision 085), and a page rendered later
 * reads both copies later, so the last copy put in place is the newest.
 */
let renderTurn: Promise<unknown> = Promise.resolve();

function oneRenderAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = renderTurn.then(work, work);
  renderTurn = turn.catch(() => undefined);
  return turn;
}

/**
 * Keeps pre-rendered pages true to the database without a rebuild (decisions 055, 057): `refresh`
 * reads the data again and, when it differs from what the pages were rendered with, renders those
 * pages with React Router as the build did (no nonce: their inline scripts are allowed by hash)
 * and puts them in place of their copies in memory. Refreshes never overlap; one asked for while
 * another runs follows it (after `minGapMs`).
 */
export function livePages(live: LiveData, build: ClientBuild | undefined, policy: PolicyOptions, siteUrl: string, render: Promise<RenderPage> | undefined) {
  let renderedWith = JSON.stringify(live.builtWith);
  let running: Promise<void> | undefined;
  let again = false;
  let lastRender = 0;

  const renderAll = async () => {
    const wanted = JSON.stringify(await live.read());
    if (!build || !render || wanted === renderedWith) {
      renderedWith = wanted;
      return;
    }
    const handler = await render;
    await oneRenderAtATime(async () => {
      const started = performance.now();
      const paths = live.paths();
      for (const path of paths) {
        const context = new RouterContextProvider();
        context.set(nonceContext, "");
        context.set(clientIpContext, "live-pages");
        const response = await handler(new Request(new URL(path, siteUrl)), context);
        if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
        replacePage(build, path, Buffer.from(await response.arrayBuffer()), policy);
      }
      logger.info({ pages: paths.length, ms: Math.round(performance.now() - started) }, `${live.name} rendered again`);
    });
    renderedWith = wanted;
    lastRender = Date.now();
  };

  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const wait = lastRender + (live.minGapMs ?? 0) - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await renderAll().catch((error: unknown) => logger.error({ err: error }, `${live.name}: rendering again failed; the next change or check tries again`));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return { refresh };
}
