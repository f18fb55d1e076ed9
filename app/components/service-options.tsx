import { useLang } from "~/components/i18n";
import { bookableServicesIn, offersRepeat } from "~/content/site";

/**
 * The bookable services as a select's options (value: the slug a lead stores), after the select's
 * own first option, named in the page's language. A service that may repeat carries `data-repeats`:
 * the booking form shows "How often" while it is chosen (app/styles/booking.css).
 */
export function ServiceOptions() {
  return bookableServicesIn(useLang()).map((service) => (
    <option key={service.slug} value={service.slug} data-repeats={offersRepeat(service.slug) ? "" : undefined}>
      {service.label}
    </option>
  ));
}
