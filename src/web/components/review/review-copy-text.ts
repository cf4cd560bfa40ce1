/**
 * What Dex says the review copy holds, by the kind of file reviewed: a Word document gets a Word comment on each
 * answer, a fillable PDF a note beside each field, a workbook no notes at all (its cells hold only the answers).
 */

export type ReviewedFileKind = 'word' | 'workbook' | 'pdf' | 'legacy-word';

export function reviewedFileKind(fileName: string): ReviewedFileKind {
  const ext = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1];
  if (ext === 'xlsx') return 'workbook';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc') return 'legacy-word';
  return 'word';
}

export function reviewCopyText(fileName: string): string {
  switch (reviewedFileKind(fileName)) {
    case 'workbook':
      return 'The review copy is your workbook with my drafts filled in too; a workbook gets no notes from me, so where each answer came from and how sure I am are here on this screen. The clean copy has only what is ready to send.';
    case 'pdf':
      return 'The review copy of a fillable PDF form has a note beside each answer with its source and my confidence (a flat PDF is answered in a new Word file, with a Word comment on each answer); the clean copy has none.';
    case 'legacy-word':
      return 'I answer a .doc file in a new Word document: its review copy has a Word comment on each answer with its source and my confidence; the clean copy has none.';
    case 'word':
      return 'The review copy has a Word comment on each answer with its source and my confidence; the clean copy has none.';
  }
}
