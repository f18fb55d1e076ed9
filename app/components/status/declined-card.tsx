import { useBusiness } from "~/components/business";
import { CalendarPlus, Phone, XCircle } from "lucide-react";
import { buttonClass } from "~/components/button-styles";
import { useLocalePath, useT } from "~/components/i18n";
import { StatusCard } from "./status-section";

/**
 * A Not Qualified request: the page says it was declined, why (the company's sentence for the
 * reason staff chose, never their own words), and what the customer can do next.
 */
export function DeclinedCard({ reason }: { reason: string }) {
  const business = useBusiness();
  const t = useT("forms");
  const localePath = useLocalePath();
  return (
    <StatusCard id="declined-title" icon={<XCircle aria-hidden="true" className="size-5 text-slate-600" />} title={t("declined.title")}>
      <p className="mt-2 text-slate-800">
        {t("declined.declined")} {reason}
      </p>
      <p className="mt-2 text-sm text-slate-700">{t("declined.next", { phone: business.contact.phone })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`tel:${business.contact.phoneE164}`} className={buttonClass({ className: "w-full sm:w-auto" })}>
          <Phone aria-hidden="true" />
          {t("declined.call", { phone: business.contact.phone })}
        </a>
        <a href={localePath("/book")} className={buttonClass({ variant: "outline", className: "w-full sm:w-auto" })}>
          <CalendarPlus aria-hidden="true" />
          {t("declined.bookAnother")}
        </a>
      </div>
    </StatusCard>
  );
}
