import { useLang } from "~/components/i18n";
import { bookableServicesIn } from "~/content/site";

/** The bookable services as a select's options (value: the slug a lead stores), after the select's own first option, named in the page's language. */
export function ServiceOptions() {
  return bookableServicesIn(useLang()).map((service) => (
    <option key={service.slug} value={service.slug}>
      {service.label}
    </option>
  ));
}
