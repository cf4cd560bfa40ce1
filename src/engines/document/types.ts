/** The one structured model of a questionnaire, whatever format it came from. All of it is JSON-serialisable. */
import type { QuestionKind } from '../language/index.js';

export type DocumentFormat = 'docx' | 'xlsx' | 'pdf' | 'doc';
/** The kind of answer a question expects: one type with the answering engine (src/engines/language/). */
export type { QuestionKind };

export interface Section {
  index: number;
  title: string;
  /** The section's own numbering ("3", "2.1", "Section 4"), when it has one. */
  number?: string;
}

export interface CheckboxOption {
  label: string;
  checked: boolean;
  /** Offset of the option's box in the paragraph's text, used to tick it. */
  at: number;
  /** A "______" blank that belongs to this option ("Yes - Date last reviewed: ______"). */
  hasBlank: boolean;
}

/**
 * Where the answer goes. Word positions address body-level blocks (`block` = index among the
 * element children of w:body), so a slot read from bytes can be found again in the same bytes.
 */
export type AnswerSlot =
  | {
      type: 'table_cell';
      block: number;
      row: number;
      cell: number;
      extraCells?: { cell: number; header: string }[];
      /** The cell's first paragraphs are the question: the answer goes under them (one-column box tables). */
      keep?: number;
      /** The cell is a "Yes/No" column: the explanation after the Yes or No goes in the first extra cell. */
      yesNoOnly?: boolean;
    }
  | {
      type: 'yes_no_columns';
      block: number;
      row: number;
      yesCell: number;
      noCell: number;
      naCell?: number;
      /** The row's comments cell, where the explanation after the Yes or No goes. */
      detailCell?: number;
    }
  | { type: 'paragraphs_after'; block: number; firstAnswerBlock: number; answerBlocks: number }
  | { type: 'content_control'; block: number; tag?: string }
  | {
      type: 'checkbox_options';
      block: number;
      options: CheckboxOption[];
      /** Boxes in a table cell: the row, the cell and the cell's paragraph that holds them. */
      row?: number;
      cell?: number;
      paragraph?: number;
    }
  | {
      type: 'inline_blank';
      block: number;
      /** Answer paragraphs under an "Answer:" line (replaced on fill). */ continuedIn?: number;
    }
  | { type: 'spreadsheet_cell'; sheet: string; cell: string; detailCell?: string }
  /** A fillable PDF's form fields on the question's row, left to right (a drop-down and the comment box beside it). */
  | { type: 'pdf_fields'; fields: PdfFieldRef[] }
  | { type: 'none' };

/** A form field of a fillable PDF (AcroForm): its full name, kind, page (1-based) and rectangle (points, from the top-left). */
export interface PdfFieldRef {
  name: string;
  kind: 'text' | 'choice' | 'checkbox' | 'radio';
  page: number;
  rect: [number, number, number, number];
  options?: string[];
}

/** A limit the document itself sets on an answer (an Excel text-length validation, a Word form field's maximum length). */
export interface TextLimit {
  chars?: number;
  words?: number;
}

export interface Item {
  index: number;
  /** The source's own identifier ("COMP-02", "A&A-01.1"). */
  id?: string;
  /** Visible numbering ("3.2", "2.14"). */
  number?: string;
  sectionIndex: number | null;
  question: string;
  guidance?: string;
  kind: QuestionKind;
  options?: string[];
  slot: AnswerSlot;
  /** The answer as written in a completed document; absent when blank. */
  answer?: string;
  /** 0..1: how sure the engine is that the question, its slot and its answer were read correctly. */
  confidence: number;
  /** The document limits the answer's length in this slot. */
  limit?: TextLimit;
}

/**
 * A slot that is not a question for the firm to answer from its knowledge: the form's own date
 * ("DATE-01 Date"), or rows that the questionnaire says the requesting party fills in
 * ("GNRL-11 and GNRL-12; populated by Institution's IT"). Kept so nothing about the file is lost and
 * so the completion date can be written; never extracted as a pair, never answered.
 */
export interface DocumentField {
  role: 'completion_date' | 'requester';
  label: string;
  id?: string;
  slot: AnswerSlot;
  /** What the cell or slot holds now (a past date, the template's example text). */
  value?: string;
}

export interface ParsedQuestionnaire {
  format: DocumentFormat;
  filename?: string;
  title?: string;
  sections: Section[];
  items: Item[];
  /** Respondent metadata and requester-only rows: see DocumentField. */
  fields: DocumentField[];
  /** True when most items carry an answer (a completed questionnaire). */
  completed: boolean;
  warnings: string[];
  /** A PDF with form fields: how many there are, how many sit on a question, and whether it is filled in place. */
  form?: PdfFormInfo;
  /** When the file was last saved (its core properties), if it says: when a completed DDQ's answers were stated. */
  savedOn?: Date;
}

export interface PdfFormInfo {
  fields: number;
  attached: number;
  /** False when the fields cannot be filled (signed, restricted by its author, fields on no question): a Word file instead. */
  fillInPlace: boolean;
  /** Why not, in words for the user. */
  notice?: string;
}

export interface QaPairDraft {
  question: string;
  answer: string;
  context?: string;
  sectionTitle?: string;
  itemNumber?: string;
  confidence: number;
}

export interface FillAnswer {
  itemIndex: number;
  text: string;
  yesNo?: 'yes' | 'no' | null;
  /** Review note attached as a Word comment when `reviewComments` is on. */
  comment?: string;
}

export interface FillItemResult {
  itemIndex: number;
  status: 'injected' | 'skipped' | 'failed';
  reason?: string;
}

export interface FillResult {
  bytes: Uint8Array;
  format: 'docx' | 'xlsx' | 'pdf';
  perItem: FillItemResult[];
  /** Said to the user about the output (a signed PDF answered in a Word file instead). */
  notice?: string;
}

export interface FillOptions {
  reviewComments?: boolean;
  /** Written into the form's own date field(s), when the questionnaire has one (as text "YYYY-MM-DD", or a date serial where the cell holds one). */
  completionDate?: Date;
}
