import { SearchX } from "lucide-react";
import { buttonClass } from "~/components/button-styles";
import { useLocalePath, useMessage, useT } from "~/components/i18n";

/** The view for a missing, unknown or unreadable request id. */
export function RequestNotFound({ id, message }: { id: string; message: string }) {
  const t = useT("forms");
  const words = useMessage();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-500" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-700">{words(message)}</p>
      {id ? (
        <p className="mt-2 text-sm text-slate-600">
          {t("notFound.requestId")} <span className="break-all font-mono">{id}</span>
        </p>
      ) : null}
      <a href={localePath("/book")} className={buttonClass({ variant: "accent", size: "lg", className: "mt-8" })}>
        {t("notFound.book")}
      </a>
    </div>
  );
}
