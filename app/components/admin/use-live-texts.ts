import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** How often an open Inbox page asks for new texts while it is visible. */
export const LIVE_TEXTS_MS = 20_000;

/**
 * A new text shows on an open Inbox page without reloading (decision 088): the page's loaders run
 * again every LIVE_TEXTS_MS while the tab is visible, and at once when it comes back into view.
 * Only the Inbox's pages use it (no script on every admin page); without JavaScript the next load shows it.
 */
export function useLiveTexts() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // The latest of both, read when the timer fires: the effect is set up once.
  const latest = useRef({ revalidator, navigation });
  latest.current = { revalidator, navigation };
  useEffect(() => {
    const refresh = () => {
      const { revalidator, navigation } = latest.current;
      // Not while a page or a reply is on its way: that brings fresh data itself.
      if (document.visibilityState === "visible" && revalidator.state === "idle" && navigation.state === "idle") void revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, LIVE_TEXTS_MS);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, []);
}
