import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text a PDF reader (Mozilla's pdf.js) finds on each page, its runs joined by spaces, and each page's size in points. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: { width: number; height: number }[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  const pages: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width, height] = page.view;
    pages.push({ width: width!, height: height! });
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return { text: texts.join("\n"), pages };
}
