import { ClockIcon, ShieldCheckIcon, TagIcon, ThumbsUpIcon } from "~/components/icons";
import { PhoneLink } from "~/components/phone-link";
import { company } from "~/content/site";
import { useBusiness } from "~/components/business";
import { useLang, useLocalePath, useT } from "~/components/i18n";
import { trustIn } from "~/content/localized/trust";

const icons = { shield: ShieldCheckIcon, clock: ClockIcon, tag: TagIcon, "thumbs-up": ThumbsUpIcon, star: ThumbsUpIcon, wrench: ThumbsUpIcon };


/** The booking page's side panel: why book with us, and how to reach a person, in the page's language. */
export function BookingSidePanel() {
  const t = useT("forms");
  const localePath = useLocalePath();
  const lang = useLang();
  const business = useBusiness();
  const trustPoints = trustIn(lang).bookingPoints(business.facts).map((point) => ({ ...point, icon: icons[point.icon] }));
  return (
    <aside aria-labelledby="booking-why-title" className="grid content-start gap-6">
      <div className="rounded-xl bg-brand-700 p-6 text-white shadow-sm">
        <h2 id="booking-why-title" className="text-xl font-bold">
          {t("sidePanel.why")}
        </h2>
        <ul className="mt-5 grid gap-4">
          {trustPoints.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-brand-100">
                  {text}
                  {link ? (
                    <>
                      {" "}
                      <a href={localePath(link.href)} className="underline underline-offset-2 hover:text-white">
                        {link.label}
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t("sidePanel.talk")}</h2>
        <p className="mt-2 text-sm text-slate-600">{t("sidePanel.talkText", { hours: company.contactPromiseHours })}</p>
        <PhoneLink
          className="mt-4 inline-flex items-center gap-2 rounded-sm text-lg font-bold text-brand-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          iconClassName="size-5"
        />
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <ClockIcon className="size-4 text-slate-600" />
          {business.contact.hours.label}
        </p>
      </div>
    </aside>
  );
}
