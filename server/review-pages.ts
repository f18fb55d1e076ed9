import { RouterContextProvider } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { publicReviews, refreshPublicReviews, reviewPagePaths } from "~/reviews/public-reviews.server";
import { NO_PUBLIC_REVIEWS } from "~/reviews/public";
import { logger } from "~/utils/logger.server";
import type { PolicyOptions } from "./security";
import { replacePage, type ClientBuild } from "./static-pages";

type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * Keeps the pre-rendered pages that show reviews (the home page, the city pages) true to the
 * published reviews without a rebuild (decision 057): `refresh` reads them again and, when they
 * differ from what the pages were rendered with, renders those pages with React Router as the
 * build did (no nonce: their inline scripts are allowed by hash) and puts them in place of their
 * copies in memory. Refreshes never overlap; one asked for while another runs follows it.
 */
export function reviewPages(build: ClientBuild | undefined, policy: PolicyOptions, siteUrl: string, render: Promise<RenderPage> | undefined) {
  // The build renders the pages with no review (it has no database).
  let renderedWith = JSON.stringify(NO_PUBLIC_REVIEWS);
  let running: Promise<void> | undefined;
  let again = false;

  const renderAll = async () => {
    await refreshPublicReviews();
    const wanted = JSON.stringify(publicReviews());
    if (!build || !render || wanted === renderedWith) {
      renderedWith = wanted;
      return;
    }
    const handler = await render;
    const started = performance.now();
    for (const path of reviewPagePaths()) {
      const context = new RouterContextProvider();
      context.set(nonceContext, "");
      context.set(clientIpContext, "review-pages");
      const response = await handler(new Request(new URL(path, siteUrl)), context);
      if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
      replacePage(build, path, Buffer.from(await response.arrayBuffer()), policy);
    }
    renderedWith = wanted;
    logger.info({ pages: reviewPagePaths().length, reviews: publicReviews().newest.length, ms: Math.round(performance.now() - started) }, "review pages rendered again");
  };

  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await renderAll().catch((error: unknown) => logger.error({ err: error }, "review pages: rendering them again failed; the next change or check tries again"));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return { refresh };
}
