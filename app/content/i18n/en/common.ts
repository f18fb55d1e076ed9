/**
 * The site's chrome in English: header, footer and the language switch. The `language` texts are
 * read in their own language: the Spanish page's switch says "English", and an English page's
 * suggestion to a browser that prefers Spanish is written in Spanish (es/common.ts).
 */
export const common = {
  language: {
    /** This language's name in its own words. */
    name: "English",
    /** The switch's accessible name, offered in this language. */
    view: "View this page in English",
    /** One line on a page in the other language, to a browser that prefers this one. */
    offer: "This page is also in English.",
    dismiss: "Dismiss",
  },
} as const;
