import { bookableServices } from "~/content/site";

/**
 * The label of a lead's service: booking leads store the service's value (tv-mounting),
 * older quote leads what the visitor typed.
 */
export function serviceLabel(service: string): string {
  return bookableServices.find((entry) => entry.value === service)?.label ?? service;
}
