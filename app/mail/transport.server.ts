import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

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

/**
 * Sends one message through SMTP_URL, or, without it, writes it as an .eml file
 * under $DATA_DIR/outbox/ and logs its subject.
 */
export async function deliver(message: OutgoingMail, id: number | string): Promise<void> {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  const mail = {
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.contentType,
    })),
  };
  if (SMTP_URL) {
    // Pooled: connections stay open between messages instead of one handshake per e-mail.
    smtp ??= nodemailer.createTransport({ url: SMTP_URL, pool: true, maxConnections: 3 });
    await smtp.sendMail(mail);
    return;
  }
  fileWriter ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await fileWriter.sendMail(mail);
  const folder = path.join(DATA_DIR, "outbox");
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
  writeFileSync(file, info.message as Buffer);
  logger.info({ subject: message.subject, file }, "e-mail written to the outbox folder");
}

/** Forgets the cached transports (tests change SMTP_URL between cases). */
export function resetTransports() {
  smtp?.close();
  smtp = undefined;
  fileWriter = undefined;
}
