import type { SQL } from "drizzle-orm";
import { logger } from "~/utils/logger.server";
import { exportBatches, type ExportRow } from "./admin-list.server";
import { csvLine } from "~/utils/csv";
import { formatSpreadsheetDateTime } from "~/utils/dates";
import { spreadsheetPhone } from "~/utils/phone";
import { LANG_LABELS } from "~/content/i18n";
import { serviceLabel } from "~/content/site";
import type { LeadListQuery } from "./list-query";
import { isArrivalWindow, arrivalWindowLabel } from "../visit";

const HEADER = [
  "Request ID",
  "Reference Code",
  "Created (Los Angeles time)",
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
  "Cancellation Reason",
  "Description",
  "Language",
];

function line(row: ExportRow): string {
  return csvLine([
    row.id,
    row.reference,
    formatSpreadsheetDateTime(row.createdAt),
    row.status,
    row.name,
    spreadsheetPhone(row.phone),
    row.email,
    serviceLabel(row.service),
    row.streetAddress,
    row.zipCode,
    row.preferredDate,
    row.scheduledDate,
    isArrivalWindow(row.arrivalWindow) ? arrivalWindowLabel(row.arrivalWindow) : "",
    row.assignee,
    row.notQualifiedReason,
    row.cancelReason,
    row.description,
    LANG_LABELS[row.language],
  ]);
}

/**
 * The leads of the query as CSV, written batch by batch as the client reads (constant memory).
 * The first batch is read before the answer starts, so a query that fails is an error page,
 * not a file cut after its header; a failure later is logged (the download then ends unfinished).
 */
export async function leadsCsvStream(query: LeadListQuery, adminId: string, extra?: SQL): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const batches = exportBatches(query, adminId, undefined, extra);
  let first: IteratorResult<ExportRow[]> | undefined = await batches.next();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
      },
      async pull(controller) {
        try {
          const next = first ?? (await batches.next());
          first = undefined;
          if (next.done) {
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(next.value.map(line).join("")));
        } catch (error) {
          logger.error({ err: error }, "the CSV export failed while it was being sent");
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
