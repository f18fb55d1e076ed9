/** The forms catalogue in English. */
export const forms = {} as const;
