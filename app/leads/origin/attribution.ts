/**
 * The lead forms' hidden field that carries where the visit began. The browser script fills
 * it from sessionStorage when the form is sent: `landing=/services/x&ref=host&from=/path&utm_source=…`.
 */
export const ATTRIBUTION_FIELD = "attribution";
export const MAX_ATTRIBUTION_LENGTH = 1000;
