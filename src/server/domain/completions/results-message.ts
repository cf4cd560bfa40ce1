/** What I say when a completion is done (View Results): what I answered, the drafts to check, what I kept, what is left blank. */

export interface ResultsFigures {
  name: string;
  total: number;
  /** Answered questions, the firm's own kept answers included (drafts not). */
  answered: number;
  /** Drafts: plausible answers a reviewer must check before they go out. */
  drafts: number;
  /** Answers kept as written from the uploaded document. */
  kept: number;
  accuracy: number;
  /** The firm setting: drafts are in the downloaded copy (otherwise only in the review copy). */
  draftsInCleanCopy: boolean;
  /** Answers the consistency check flags (contradicting another answer or the firm's newest knowledge). */
  conflicts?: number;
  /** Why the download is not the uploaded form filled in place (a signed PDF answered in a Word file). */
  outputNotice?: string | null;
}

export function resultsMessage(r: ResultsFigures): string {
  const unanswered = r.total - r.answered - r.drafts;
  const mine = r.answered - r.kept;
  const confidence = `(average confidence ${Math.round(r.accuracy)}%)`;
  let text: string;
  if (r.kept > 0 && r.kept >= r.total) {
    text = `All ${r.total} questions in "${r.name}" were already answered in the document, so I kept them as written and had nothing to add. To teach me these answers, upload it under Training Documents.`;
  } else if (r.kept > 0) {
    text =
      `${r.kept} of the ${r.total} questions in "${r.name}" were already answered in the document: I kept those answers as written. ` +
      `I answered ${mine} of the other ${r.total - r.kept}${mine > 0 ? ` ${confidence}` : ''}.`;
  } else {
    text = `I answered ${r.answered} of ${r.total} questions in "${r.name}"${mine > 0 ? ` ${confidence}` : ''}.`;
  }
  if (r.drafts > 0) text += ` ${draftsSentence(r.drafts, r.draftsInCleanCopy)}`;
  if (unanswered > 0)
    text += ` ${unanswered} had no suitable answer in your knowledge base and ${unanswered === 1 ? 'is' : 'are'} left blank for you.`;
  if (r.conflicts) text += ` ${conflictsSentence(r.conflicts)}`;
  if (r.outputNotice) text += ` ${r.outputNotice}`;
  return `${text} Download the completed document to review it?`;
}

function draftsSentence(drafts: number, inCleanCopy: boolean): string {
  const subject = drafts === 1 ? '1 is a draft' : `${drafts} are drafts`;
  return inCleanCopy
    ? `${subject} to check before sending: marked in the review copy, and already in the download.`
    : `${subject} to check before sending: marked in the review copy, and left out of the download until a reviewer approves ${drafts === 1 ? 'it' : 'them'}.`;
}

function conflictsSentence(n: number): string {
  return `${n === 1 ? '1 answer contradicts' : `${n} answers contradict`} another answer or your newest knowledge: flagged on the review screen and in the review copy.`;
}
