import type { PDFFont } from "pdf-lib";
import { company } from "~/content/site";
import { business } from "~/business/profile.server";
import type { InvoiceDocument } from "./invoice-document";
import { INVOICE_WORDS } from "./invoice-words";

/** US Letter in points (8.5 × 11 in). */
const LETTER: [number, number] = [612, 792];
const MARGIN = 54;

/**
 * The invoice as a PDF (decision 086): US Letter, real text in the standard Helvetica (searchable,
 * copyable; WinAnsi covers Spanish), the company's name and, when set, its licence number, the same
 * words and amounts as the page (`invoiceDocument`). One page a screenful of lines; more lines go on
 * to further pages.
 */
export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  // pdf-lib (~300 ms of CPU to load) is loaded with the first PDF, not at start (decision 024).
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const INK = rgb(0.06, 0.09, 0.16);
  const MUTED = rgb(0.28, 0.33, 0.41);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} · ${company.name}`);
  pdf.setAuthor(company.name);
  pdf.setLanguage(doc.lang === "es" ? "es-US" : "en-US");
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = LETTER[0] - 2 * MARGIN;
  let page = pdf.addPage(LETTER);
  let y = LETTER[1] - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont = regular, color = INK) => page.drawText(safe(value, font), { x, y, size, font, color });
  const right = (value: string, edge: number, size: number, font: PDFFont = regular) => {
    const clean = safe(value, font);
    page.drawText(clean, { x: edge - font.widthOfTextAtSize(clean, size), y, size, font, color: INK });
  };
  const room = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = pdf.addPage(LETTER);
    y = LETTER[1] - MARGIN;
  };

  text(company.name, MARGIN, 18, bold);
  right(INVOICE_WORDS[doc.lang].title.toUpperCase(), MARGIN + width, 18, bold);
  y -= 18;
  // The business facts as the owner keeps them (decision 087): legal name, address when shown, contact, licence.
  const profile = business();
  if (profile.legalName) {
    text(profile.legalName, MARGIN, 9, regular, MUTED);
    y -= 12;
  }
  if (profile.address) {
    text(`${profile.address.street}, ${profile.address.city}, CA ${profile.address.zip}`, MARGIN, 9, regular, MUTED);
    y -= 12;
  }
  const details = [profile.contact.phone, profile.contact.email, profile.license ? INVOICE_WORDS[doc.lang].license(profile.license.number) : ""].filter(Boolean).join(" · ");
  text(details, MARGIN, 9, regular, MUTED);
  y -= 30;
  text(doc.title, MARGIN, 13, bold);
  y -= 16;
  text(`${doc.issued} · ${doc.due}`, MARGIN, 10, regular, MUTED);
  y -= 28;

  const columns = { quantity: MARGIN + width * 0.62, price: MARGIN + width * 0.8, amount: MARGIN + width };
  const row = (cells: { name: string; quantity: string; price: string; amount: string }, font: PDFFont) => {
    for (const [index, part] of wrap(cells.name, font, 10, width * 0.5).entries()) {
      room(14);
      text(part, MARGIN, 10, font);
      if (index === 0) {
        right(cells.quantity, columns.quantity, 10, font);
        right(cells.price, columns.price, 10, font);
        right(cells.amount, columns.amount, 10, font);
      }
      y -= 14;
    }
  };
  row({ name: doc.headings.item, quantity: doc.headings.quantity, price: doc.headings.price, amount: doc.headings.amount }, bold);
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: MARGIN + width, y: y + 10 }, thickness: 0.5, color: MUTED });
  for (const line of doc.lines) row(line, regular);
  y -= 10;
  const sum = (label: string, value: string, font: PDFFont) => {
    room(14);
    right(label, columns.price - 70, 10, font);
    right(value, columns.amount, 10, font);
    y -= 14;
  };
  for (const total of doc.totals) sum(total.label, total.value, total.strong ? bold : regular);
  if (doc.payments.length) {
    y -= 4;
    for (const payment of doc.payments) sum(payment.label, payment.value, regular);
  }
  y -= 10;
  room(20);
  // One run of text, so that a search or a copy finds "Balance due $300.00" whole.
  right(doc.balance, columns.amount, 14, bold);
  y -= 30;
  if (doc.terms) {
    room(28);
    text(doc.terms.title, MARGIN, 10, bold);
    y -= 14;
    for (const part of doc.terms.text.split(/\r?\n/).flatMap((paragraph) => wrap(paragraph, regular, 9, width))) {
      room(12);
      text(part, MARGIN, 9, regular, MUTED);
      y -= 12;
    }
  }
  return pdf.save();
}

/** The text as the font can write it: characters outside its encoding (WinAnsi) become "?", never an exception. */
function safe(value: string, font: PDFFont): string {
  const chars = font.getCharacterSet();
  return [...value.replace(/[\r\n\t]+/g, " ")].map((char) => (chars.includes(char.codePointAt(0)!) ? char : "?")).join("");
}

/** Words wrapped to lines no wider than `max` points. */
function wrap(value: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of safe(value, font).split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= max || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

