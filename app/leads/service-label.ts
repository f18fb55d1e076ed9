import { serviceNav } from "~/content/site";

/**
 * The label of a lead's service: booking leads store the service's value (tv-mounting),
 * the home page's form stores what the visitor typed.
 */
export function serviceLabel(service: string): string {
  return serviceNav.find((entry) => entry.slug === service)?.label ?? service;
}
