import type { StatusView } from "~/leads/status-view";
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
  return (
    <StatusSection id="summary-title" title="Request Summary">
      <dl className="mt-3 divide-y divide-slate-100">
        {request.reference ? (
          <Row label="Reference">
            <span className="font-mono text-base font-semibold tracking-wider">{request.reference}</span>
          </Row>
        ) : null}
        <Row label="Request ID">
          <span className="break-all font-mono text-sm">{request.id}</span>
        </Row>
        <Row label="Service">{request.service}</Row>
        <Row label="Submitted">{request.submittedOn}</Row>
        {request.preferredDate ? <Row label="Preferred Date">{request.preferredDate}</Row> : null}
        {request.appointment ? <Row label="Scheduled Visit">{request.appointment}</Row> : null}
        {request.requested ? (
          <Row label="Visit">
            <span className="font-semibold">Requested: {request.requested}</span>
            <span className="mt-1 block text-sm text-slate-600">We're holding this time for you and will confirm it, or call you to agree another.</span>
          </Row>
        ) : null}
        <Row label="Address">{request.address}</Row>
        <Row label="Name">{request.customer.firstName}</Row>
        <Row label="Phone">{request.customer.phone}</Row>
        {request.customer.email ? <Row label="Email">{request.customer.email}</Row> : null}
        {request.description ? (
          <Row label="Description">
            <span className="whitespace-pre-line break-words">{request.description}</span>
          </Row>
        ) : null}
      </dl>
    </StatusSection>
  );
}
