/**
 * The forms' messages in Spanish, keyed by the English message the one shared schema gives
 * (the spec's words): a page in Spanish shows the Spanish one (translateMessage, app/utils/i18n.ts).
 * tests/integration/i18n-catalogues.test.ts fails when a message has no Spanish here.
 */
export const messages: Record<string, string> = {};
