/**
 * Field-like questions of a fillable form: a field with its own label beside it ("Firm name: [_____]",
 * "Date of incorporation [_____]") is a question of its own, placed in document order; a bare "Date" label is the
 * form's own date (a DocumentField), filled with the completion date.
 */
import { clean } from '../text/text-heuristics.js';
import type { PdfLine } from './page-text.js';
import type { PdfModelBuilder } from './layout-read.js';
import { giveFields, refOf, type LabelledFields } from './form-attach.js';
import { formQuestionKind } from '../../language/index.js';

export function addLabelledItems(builder: PdfModelBuilder, lines: PdfLine[], labelled: LabelledFields[]): void {
  if (!labelled.length) return;
  const lineIndex = new Map(lines.map((l, i) => [l, i]));
  const origin = new Map(builder.items.map((item) => [item, builder.origins.get(item.index) ?? -1]));
  const added = new Set<(typeof builder.items)[number]>();
  for (const l of labelled) {
    const question = clean(l.label.replace(/[\s:*_.…-]+$/, ''));
    const [items, fields] = [builder.items.length, builder.fields.length];
    builder.add({ question, kind: formQuestionKind(question), slot: { type: 'none' }, confidence: 0.7 });
    if (builder.items.length > items) {
      const item = builder.items.at(-1)!;
      giveFields(item, l.widgets);
      origin.set(item, lineIndex.get(l.line) ?? -1);
      added.add(item);
    } else if (builder.fields.length > fields) {
      const field = builder.fields.at(-1)!;
      field.slot = { type: 'pdf_fields', fields: l.widgets.map(refOf) };
      const value = l.widgets
        .map((w) => w.value)
        .join(' ')
        .trim();
      if (value) field.value = value;
    }
  }
  // Back in document order; a new question sits in the section of the question before it.
  const ordered = [...builder.items].sort((a, b) => origin.get(a)! - origin.get(b)!);
  ordered.forEach((item, i) => {
    item.index = i;
    if (added.has(item)) item.sectionIndex = i > 0 ? ordered[i - 1]!.sectionIndex : null;
  });
  builder.items.splice(0, builder.items.length, ...ordered);
}
