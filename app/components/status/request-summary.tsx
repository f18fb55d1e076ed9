import type { StatusView } from "~/status/status-view";
import { useT } from "~/components/i18n";
import { StatusSection } from "./status-section";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-base text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The request's summary: what, when, where, and the customer's details shown only in part. */
export function RequestSummary({ request }: { request: StatusView }) {
  const t = useT("forms");
  return (
    <StatusSection id="summary-title" title={t("summary.title")}>
      <dl className="mt-3 divide-y divide-slate-100">
        {request.reference ? (
          <Row label={t("summary.reference")}>
            <span className="font-mono text-base font-semibold tracking-wider">{request.reference}</span>
          </Row>
        ) : null}
        <Row label={t("summary.requestId")}>
          <span className="break-all font-mono text-sm">{request.id}</span>
        </Row>
        <Row label={t("summary.service")}>{request.service}</Row>
        <Row label={t("summary.submitted")}>{request.submittedOn}</Row>
        {request.preferredDate ? <Row label={t("summary.preferredDate")}>{request.preferredDate}</Row> : null}
        {request.appointment ? <Row label={t("summary.scheduled")}>{request.appointment}</Row> : null}
        {request.requested ? (
          <Row label={t("summary.visit")}>
            <span className="font-semibold">{t("summary.requested", { visit: request.requested })}</span>
            <span className="mt-1 block text-sm text-slate-600">{t("summary.holding")}</span>
          </Row>
        ) : null}
        <Row label={t("summary.address")}>{request.address}</Row>
        <Row label={t("summary.name")}>{request.customer.firstName}</Row>
        <Row label={t("summary.phone")}>{request.customer.phone}</Row>
        {request.customer.email ? <Row label={t("summary.email")}>{request.customer.email}</Row> : null}
        {request.description ? (
          <Row label={t("summary.description")}>
            <span className="whitespace-pre-line break-words">{request.description}</span>
          </Row>
        ) : null}
      </dl>
    </StatusSection>
  );
}
