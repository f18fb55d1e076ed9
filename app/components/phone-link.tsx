import { useBusiness } from "~/components/business";
import { PhoneIcon } from "./icons";

/** The company's phone number as a link that calls it, after a phone icon. */
export function PhoneLink({ className, iconClassName }: { className: string; iconClassName: string }) {
  const business = useBusiness();
  return (
    <a href={`tel:${business.contact.phoneE164}`} className={className}>
      <PhoneIcon className={iconClassName} />
      {business.contact.phone}
    </a>
  );
}
