/** Accumulates sections and items in document order; shared by every format's detector. */
import type { DocumentField, Item, ParsedQuestionnaire, Section, DocumentFormat } from './types.js';
import { COMPLETION_DATE_LABEL_RE, clean, isRequesterOnlyHeading } from './text/text-heuristics.js';

/** An item as a detector finds it: the model builder numbers it and places it in its section. */
export interface ItemDraft extends Omit<Item, 'index' | 'sectionIndex' | 'limit'> {
  /** Where the reader found it (the PDF reader's line index); not part of the model. */
  origin?: number;
}

export class ModelBuilder {
  readonly sections: Section[] = [];
  readonly items: Item[] = [];
  readonly fields: DocumentField[] = [];
  readonly warnings: string[] = [];
  title?: string;
  private current: number | null = null;
  /** Inside a "For office use only" / "To be completed by the institution" section. */
  private requesterSection = false;

  section(title: string, number?: string): void {
    const t = clean(title);
    if (!t) return;
    const last = this.sections.at(-1);
    const same = last && last.title === t && last.number === number;
    if (!same) this.sections.push({ index: this.sections.length, title: t, ...(number ? { number } : {}) });
    this.current = this.sections.length - 1;
    this.requesterSection = isRequesterOnlyHeading(t);
  }

  /** What follows belongs to no section (a block of a sheet beside the one that had them). */
  leaveSection(): void {
    this.current = null;
    this.requesterSection = false;
  }

  get currentSection(): Section | undefined {
    return this.current === null ? undefined : this.sections[this.current];
  }

  /** Records a slot that is not a question (see DocumentField). */
  field(role: DocumentField['role'], d: Pick<ItemDraft, 'id' | 'question' | 'slot' | 'answer'>): void {
    const f: DocumentField = { role, label: clean(d.question), slot: d.slot };
    if (d.id) f.id = d.id;
    if (d.answer?.trim()) f.value = clean(d.answer);
    this.fields.push(f);
  }

  /**
   * Adds a question. A bare "Date" label is the form's own date, and anything in a section the requesting
   * party fills ("For office use only") is theirs: both become fields instead.
   */
  add(d: ItemDraft): void {
    if (this.requesterSection) return this.field('requester', d);
    if (COMPLETION_DATE_LABEL_RE.test(clean(d.question))) return this.field('completion_date', d);
    const item: Item = {
      index: this.items.length,
      sectionIndex: this.current,
      question: clean(d.question.replace(/\s*\n\s*/g, ' ')),
      kind: d.kind,
      slot: d.slot,
      confidence: Math.max(0, Math.min(1, Math.round(d.confidence * 100) / 100)),
    };
    if (d.id) item.id = d.id;
    if (d.number) item.number = d.number;
    if (d.guidance) item.guidance = clean(d.guidance);
    if (d.options?.length) item.options = d.options;
    const answer = d.answer
      ?.replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/[ \t\u00a0]+\n/g, '\n')
      .trim();
    if (answer) item.answer = answer;
    this.items.push(item);
  }

  build(format: DocumentFormat, filename?: string): ParsedQuestionnaire {
    const answered = this.items.filter((i) => i.answer).length;
    const out: ParsedQuestionnaire = {
      format,
      sections: this.sections,
      items: this.items,
      fields: this.fields,
      completed: this.items.length > 0 && answered / this.items.length >= 0.5,
      warnings: this.warnings,
    };
    if (filename) out.filename = filename;
    if (this.title) out.title = this.title;
    return out;
  }
}
