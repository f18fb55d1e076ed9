import { z } from "zod";

/**
 * The one zod the app imports. Without its eval probe: the CSP forbids eval, and zod's
 * feature test for it would be reported as a violation on every page that parses a form.
 */
z.config({ jitless: true });

export { z };
