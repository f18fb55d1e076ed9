import { bookableServices } from "~/content/site";

/** The bookable services as a select's options (value: the service a lead stores), after the select's own first option. */
export function ServiceOptions() {
  return bookableServices.map((service) => (
    <option key={service.value} value={service.value}>
      {service.label}
    </option>
  ));
}
