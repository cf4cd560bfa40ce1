/** A flat PDF questionnaire: "# | Question | Response" tables of `n` wrapped questions over as many pages as it takes. */
import { PDFDocument, StandardFonts, type PDFPage } from '@cantoo/pdf-lib';

export async function tablePdf(questions: string[], answer?: (i: number) => string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const wrap = (text: string, width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const w of text.split(' ')) {
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, 9) > width && line) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    return line ? [...lines, line] : lines;
  };
  let page: PDFPage | undefined;
  let y = 0;
  const header = () => {
    page = doc.addPage([595, 842]);
    y = 800;
    for (const [x, label] of [[40, '#'], [100, 'Question'], [360, 'Response']] as const) page.drawText(label, { x, y, size: 9, font: bold });
    y -= 20;
  };
  questions.forEach((q, i) => {
    const qLines = wrap(q, 250);
    const aLines = answer ? wrap(answer(i), 190) : [];
    const height = Math.max(qLines.length, aLines.length, 1) * 11 + 9;
    if (!page || y - height < 40) header();
    page!.drawText(`CTL-${String(i + 1).padStart(3, '0')}`, { x: 40, y, size: 9, font });
    qLines.forEach((l, k) => page!.drawText(l, { x: 100, y: y - 11 * k, size: 9, font }));
    aLines.forEach((l, k) => page!.drawText(l, { x: 360, y: y - 11 * k, size: 9, font }));
    y -= height;
  });
  return doc.save();
}
