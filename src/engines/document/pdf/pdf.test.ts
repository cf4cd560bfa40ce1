import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DocumentError, fillQuestionnaire, parseQuestionnaire } from '../index.js';
import { tinyPdf } from '../../../../tests/fixtures/documents/pdf.js';
import { withoutRunningLines } from './running-headers.js';
import type { PdfLine } from './page-text.js';

describe('pdf questionnaires', () => {
  it('reads numbered questions, sections and Yes/No boxes from the text layer', async () => {
    const parsed = await parseQuestionnaire(
      tinyPdf([
        '1.0 Firm: General Information Yes No Reference*',
        '1.1 Does the Firm have any existing business lines that are unrelated to the',
        'Fund strategy?',
        '1.2 Is the Firm a publicly-held company?',
        '2.0 Team',
        '2.1 Describe the team.',
      ]),
    );
    expect(parsed.format).toBe('pdf');
    expect(parsed.items.map((i) => [i.number, i.question])).toEqual([
      ['1.1', 'Does the Firm have any existing business lines that are unrelated to the Fund strategy?'],
      ['1.2', 'Is the Firm a publicly-held company?'],
      ['2.1', 'Describe the team.'],
    ]);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Firm: General Information', 'Team']);
  });

  it('reads "Question N:" / "Q:" lines and their "Answer:" / "A:" lines', async () => {
    const parsed = await parseQuestionnaire(
      tinyPdf([
        'Question 1: What is the legal name of the firm?',
        'Answer: Acme Capital LLP',
        'Q: Describe your compliance programme.',
        'A: A CCO and two analysts;',
        'testing every year.',
        'Question 3: Who is your auditor?',
        'Answer: ____________',
      ]),
    );
    expect(parsed.items.map((i) => [i.number, i.question, i.answer])).toEqual([
      ['1', 'What is the legal name of the firm?', 'Acme Capital LLP'],
      [undefined, 'Describe your compliance programme.', 'A CCO and two analysts;\ntesting every year.'],
      ['3', 'Who is your auditor?', undefined],
    ]);
  });

  it('reads id-keyed rows (a CAIQ printed to PDF): question up to its "?", its list, the answer, ownership column dropped', async () => {
    const parsed = await parseQuestionnaire(
      tinyPdf([
        'A&A-01.1',
        'Are audit and assurance policies, procedures, and standards established, documented,',
        'approved, communicated, applied, evaluated, and maintained?',
        'Yes CSP-owned We maintain internal and external audit plans performed semi-',
        'annually against recognised standards.',
        'IPY-04.1',
        'Do agreements include provisions specifying CSC data access upon contract termination,',
        'and have the following?',
        'a. Data format',
        'b. Data deletion policy',
        'Yes Shared CSP and CSC Our terms define deletion on termination.',
        'AIS-05.2 Is testing automated when applicable and possible? No Testing is manual.',
        'A&A-01',
        'Establish, document, approve, communicate, apply, evaluate and maintain audit policies.',
        'Audit and Assurance Policy and Procedures',
      ]),
    );
    expect(parsed.items.map((i) => [i.id, i.question, i.answer])).toEqual([
      [
        'A&A-01.1',
        'Are audit and assurance policies, procedures, and standards established, documented, approved, communicated, applied, evaluated, and maintained?',
        'Yes. We maintain internal and external audit plans performed semi-annually against recognised standards.',
      ],
      [
        'IPY-04.1',
        'Do agreements include provisions specifying CSC data access upon contract termination, and have the following? a. Data format b. Data deletion policy',
        'Yes. Our terms define deletion on termination.',
      ],
      ['AIS-05.2', 'Is testing automated when applicable and possible?', 'No Testing is manual.'],
    ]);
  });

  it('drops running headers and page numbers, keeps lines that repeat mid-page', () => {
    const answer = 'Yes CSP-owned Same answer on every page.';
    const line = (page: number, y: number, text: string): PdfLine => ({
      page,
      y,
      x: 50,
      x1: 300,
      size: 10,
      style: 'f1@10',
      text,
      chunks: [],
    });
    const page = (n: number) => [
      line(n, 30, 'CONSENSUS ASSESSMENTS INITIATIVE QUESTIONNAIRE v4.0.2'),
      line(n, 100 + 12 * n, 'A&A-01.1'),
      line(n, 400 + 12 * n, answer),
      line(n, 820, `Page ${n} of 4`),
    ];
    const lines = withoutRunningLines([1, 2, 3, 4].flatMap(page), 4);
    expect(lines.filter((l) => l.text.startsWith('CONSENSUS'))).toEqual([]);
    expect(lines.filter((l) => /^Page \d/.test(l.text))).toEqual([]);
    expect(lines.filter((l) => l.text === answer)).toHaveLength(4);
  });

  it('says so when a PDF has no text layer (scanned)', async () => {
    const err = await parseQuestionnaire(tinyPdf([])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect((err as DocumentError).code).toBe('NO_TEXT_LAYER');
  });

  it('fills a PDF blank as a new Word document with sections, questions and answers', async () => {
    const bytes = tinyPdf(['1.0 Firm', '1.1 Is the Firm a publicly-held company?']);
    const parsed = await parseQuestionnaire(bytes);
    const out = await fillQuestionnaire(bytes, parsed, [{ itemIndex: 0, text: 'No. Privately held since 2004.' }]);
    expect(out.format).toBe('docx');
    expect(out.perItem).toEqual([{ itemIndex: 0, status: 'injected' }]);
    const xml = await (await JSZip.loadAsync(out.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Is the Firm a publicly-held company?');
    expect(xml).toContain('No. Privately held since 2004.');
    const back = await parseQuestionnaire(out.bytes);
    expect(back.items[0]).toMatchObject({
      number: '1.1',
      question: 'Is the Firm a publicly-held company?',
      answer: 'No. Privately held since 2004.',
    });
  });
});
