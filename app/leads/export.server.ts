import { exportBatches, type ExportRow } from "./admin-list.server";
import { csvLine } from "./csv";
import type { LeadListQuery } from "./list-query";
import { isArrivalWindow, arrivalWindowLabel } from "./schedule";
import { serviceLabel } from "./service-label";

const HEADER = [
  "Request ID",
  "Reference Code",
  "Created (UTC)",
  "Status",
  "Name",
  "Phone",
  "Email",
  "Service",
  "Street Address",
  "ZIP Code",
  "Preferred Date",
  "Appointment Date",
  "Arrival Window",
  "Assigned To",
  "Not Qualified Reason",
  "Description",
];

function line(row: ExportRow): string {
  return csvLine([
    row.id,
    row.reference,
    row.createdAt.toISOString(),
    row.status,
    row.name,
    row.phone,
    row.email,
    serviceLabel(row.service),
    row.streetAddress,
    row.zipCode,
    row.preferredDate,
    row.scheduledDate,
    isArrivalWindow(row.arrivalWindow) ? arrivalWindowLabel(row.arrivalWindow) : "",
    row.assignee,
    row.notQualifiedReason,
    row.description,
  ]);
}

/** The leads of the query as CSV, written batch by batch as the client reads (constant memory). */
export function leadsCsvStream(query: LeadListQuery, adminId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = exportBatches(query, adminId);
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(line).join("")));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
