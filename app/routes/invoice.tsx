import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/invoice";
import { buttonClass } from "~/components/button-styles";
import { CustomerInvoice } from "~/components/payments/customer-invoice";
import { customerPageHandle, customerPageHeaders, customerPageMeta } from "~/components/status/customer-page";
import { company } from "~/content/site";
import { loadInvoicePage } from "~/payments/invoice-page.server";
import { INVOICE_WORDS } from "~/payments/invoice-words";
import { langFromPath, localePath } from "~/content/i18n/paths";
import { requestLang } from "~/utils/i18n";

export function headers() {
  return customerPageHeaders;
}

/** Not hydrated (decision 025), like the quote page: the invoice read from the database, in the page's language. */
export const handle = customerPageHandle;

export const meta: Route.MetaFunction = ({ location }) => {
  const words = INVOICE_WORDS[langFromPath(location.pathname)];
  return customerPageMeta(words.title, words.metaDescription(company.name));
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = await loadInvoicePage(params.requestId, lang);
  return data({ page, lang }, { status: page.found ? 200 : 404 });
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { page, lang } = loaderData;
  const words = INVOICE_WORDS[lang];
  return (
    <section className="relative bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32 print:bg-none print:p-0">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{company.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
        {page.found ? (
          <>
            <div className="mt-8">
              <CustomerInvoice invoice={page.invoice} />
            </div>
            {page.invoice.paid ? null : (
              <p className="mt-6 text-slate-700">
                {words.howToPay}{" "}
                <a href={`tel:${company.phoneE164}`} className="font-semibold text-brand-700 underline underline-offset-4">
                  {company.phone}
                </a>
                .
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-lg text-slate-700">{words.notFound(company.phone)}</p>
        )}
        <a href={localePath(lang, page.found ? `/status/${page.leadId}` : "/")} className={buttonClass({ variant: "outline", size: "lg", className: "mt-10 print:hidden" })}>
          <ArrowLeft aria-hidden="true" />
          {words.back}
        </a>
      </div>
    </section>
  );
}
