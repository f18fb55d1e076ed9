/** The mail catalogue in English. */
export const mail = {} as const;
