/**
 * Language rules both engines share (plain functions, no state): text clean-up, Yes/No/N/A at the start of an
 * answer, and the kind of answer a question expects. The document engine reads forms with them, the answering
 * engine matches and composes answers with them.
 */
export { anyOf, clean } from './text.js';
export { answerPolarity, leadingYesNo, withoutLeadingYesNo, type YesNo, type YesNoNa } from './yes-no.js';
export {
  AUXILIARIES,
  formQuestionKind,
  QUESTION_KINDS,
  QUESTION_NUMBERING,
  questionKind,
  type QuestionKind,
} from './question-kind.js';
export { IMPERATIVES, INTERROGATIVES, isImperative, looksLikeQuestion } from './question-shape.js';
