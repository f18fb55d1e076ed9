import { useMatches } from "react-router";

/**
 * Route handle of the marketing pages: they are sent as HTML and CSS without React Router's
 * scripts and never hydrated; `/site.js` gives the few interactive pieces their behaviour
 * (decision 025).
 */
export const staticPageHandle = { hydrate: false } as const;

/** True while rendering a page whose route carries `staticPageHandle`. */
export function useIsStaticPage(): boolean {
  return useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}
