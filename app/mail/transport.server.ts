import path from "node:path";
import type { Transporter } from "nodemailer";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { writeFileOffThread } from "./file-writer.server";

import type { MailAttachment } from "~/db/schema";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[] | null;
};

let smtp: Transporter | undefined;
let fileWriter: Transporter | undefined;

/** nodemailer (~60 files) is loaded with the first message, not at start (decision 024). */
async function mailer() {
  return (await import("nodemailer")).default;
}

function toNodemailer(message: OutgoingMail) {
  return {
    from: env().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.contentType,
      ...(file.encoding ? { encoding: file.encoding } : {}),
    })),
  };
}

/**
 * Prepares one message for sending; the returned function sends it. Through SMTP_URL the send
 * does it all. Without it, the message's .eml is composed at once and handed to the outbox's
 * writer thread as soon as it is (a batch's messages side by side, which keeps a burst's outbox up
 * with the bookings; decision 043), under $DATA_DIR/outbox/; the send waits for its file and logs
 * it, so that the log names the files in the order sent. The subject field of that line is
 * redacted like every contact detail: a staff alert's subject names the customer
 * (tests/reliability/load-crash.test.ts finds no visitor's details in any log line).
 */
export function prepareDelivery(message: OutgoingMail, id: number | string): () => Promise<void> {
  if (env().SMTP_URL) {
    return async () => {
      // Pooled: connections stay open between messages instead of one handshake per e-mail.
      smtp ??= (await mailer()).createTransport({ url: env().SMTP_URL, pool: true, maxConnections: 3 });
      await smtp.sendMail(toNodemailer(message));
    };
  }
  const file = path.join(env().DATA_DIR, "outbox", `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
  const written = (async () => {
    fileWriter ??= (await mailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    await writeFileOffThread(file, (await fileWriter.sendMail(toNodemailer(message))).message as Buffer);
  })();
  // A failure is reported by the send, in its turn.
  written.catch(() => undefined);
  return async () => {
    await written;
    logger.info({ subject: message.subject, file }, "e-mail written to the outbox folder");
  };
}

/** Forgets the cached transports (tests change SMTP_URL between cases). */
export function resetTransports() {
  smtp?.close();
  smtp = undefined;
  fileWriter = undefined;
}
