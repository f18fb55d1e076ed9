import { bookableServices } from "~/content/site";

/** The bookable services as a select's options (value: the slug a lead stores), after the select's own first option. */
export function ServiceOptions() {
  return bookableServices.map((service) => (
    <option key={service.slug} value={service.slug}>
      {service.label}
    </option>
  ));
}
