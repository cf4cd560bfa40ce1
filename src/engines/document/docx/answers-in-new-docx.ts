/** For blanks that cannot be edited in place (PDF, .doc): a clean new .docx with sections, questions and answers. */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { FillAnswer, FillItemResult, ParsedQuestionnaire } from '../types.js';

export async function writeNewDocx(
  parsed: ParsedQuestionnaire,
  answers: FillAnswer[],
): Promise<{ bytes: Uint8Array; perItem: FillItemResult[] }> {
  const byItem = new Map(answers.map((a) => [a.itemIndex, a]));
  const perItem: FillItemResult[] = answers
    .filter((a) => !parsed.items[a.itemIndex])
    .map((a) => ({
      itemIndex: a.itemIndex,
      status: 'failed' as const,
      reason: 'no such item in the parsed questionnaire',
    }));
  const children: Paragraph[] = [
    new Paragraph({ text: parsed.title ?? parsed.filename ?? 'Questionnaire', heading: HeadingLevel.TITLE }),
  ];
  let section: number | null = -1;
  for (const item of parsed.items) {
    if (item.sectionIndex !== section) {
      section = item.sectionIndex;
      const s = section === null ? undefined : parsed.sections[section];
      if (s)
        children.push(
          new Paragraph({ text: [s.number, s.title].filter(Boolean).join(' '), heading: HeadingLevel.HEADING_1 }),
        );
    }
    const label = item.number ?? item.id;
    children.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 200 },
        children: [new TextRun({ text: `${label ? `${label}\t` : ''}${item.question}`, bold: true })],
      }),
    );
    if (item.guidance)
      children.push(
        new Paragraph({ children: [new TextRun({ text: item.guidance, italics: true, color: '595959' })] }),
      );
    if (item.options?.length)
      children.push(
        new Paragraph({ children: [new TextRun({ text: `Options: ${item.options.join(' / ')}`, color: '595959' })] }),
      );
    const a = byItem.get(item.index);
    const text = a?.text.trim() ? a.text : (item.answer ?? '');
    for (const line of (text || '').split('\n')) children.push(new Paragraph({ text: line }));
    if (a)
      perItem.push({
        itemIndex: a.itemIndex,
        status: a.text.trim() ? 'injected' : 'skipped',
        ...(a.text.trim() ? {} : { reason: 'empty answer' }),
      });
  }
  const doc = new Document({
    creator: 'DDQ Wingman',
    title: parsed.title ?? 'Questionnaire',
    sections: [{ children }],
  });
  return { bytes: new Uint8Array(await Packer.toBuffer(doc)), perItem };
}
