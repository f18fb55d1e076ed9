import { useBusiness } from "~/components/business";
import { PhoneIcon } from "./icons";

import { buttonClass } from "./button-styles";
import { useLocalePath, useT } from "./i18n";

/** The closing call to action: book online or call; `to` is the English path, linked in the page's language. */
export function CtaBanner({
  title,
  text,
  buttonText,
  to = "/book",
}: {
  title: string;
  text: string;
  buttonText?: string;
  /** Where the button goes: the booking page, with a service chosen on a service's page. */
  to?: string;
}) {
  const business = useBusiness();
  const t = useT("common");
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="cta-title" className="bg-brand-700">
      <div
        className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6 lg:px-8"
        data-reveal=""
      >
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={localePath(to)} className={buttonClass({ variant: "accent", size: "lg" })}>
            {buttonText ?? t("bookService")}
          </a>
          <a href={`tel:${business.contact.phoneE164}`} className={buttonClass({ variant: "outline-light", size: "lg" })}>
            <PhoneIcon className="size-4" />
            {t("call", { phone: business.contact.phone })}
          </a>
        </div>
      </div>
    </section>
  );
}
