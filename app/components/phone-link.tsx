import { company } from "~/content/site";
import { PhoneIcon } from "./icons";

/** The company's phone number as a link that calls it, after a phone icon. */
export function PhoneLink({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <a href={`tel:${company.phoneE164}`} className={className}>
      <PhoneIcon className={iconClassName} />
      {company.phone}
    </a>
  );
}
