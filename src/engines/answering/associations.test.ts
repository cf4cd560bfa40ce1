/**
 * Learned word associations (associations.ts): a rewording in other words is accounted for through them, and only
 * where the table says so. Tables here are written by hand, so that a refit of the shipped one changes no test.
 */
import { describe, expect, it } from 'vitest';
import {
  associated,
  formatAssociations,
  learnedAssociations,
  NO_ASSOCIATIONS,
  parseAssociations,
} from './associations.js';
import { coverage, pairProfile, questionProfile } from './evidence.js';
import { answerQuestions } from './answer-questions.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { contentTokens } from './normalize.js';
import { pair, unrelatedPairs } from '../../../tests/fixtures/answering/pairs-and-fakes.js';

/** The stems the engine reads a word as ("cadence" -> "cad", "how frequently" -> "often"). */
const stems = (text: string) => contentTokens(text).join(' ');
const TABLE = parseAssociations(`
${stems('cadence')} ${stems('how frequently')} ${stems('monthly')}
${stems('vetted')} ${stems('background')}
`);

describe('learned word associations', () => {
  it('reads and writes its text form', () => {
    expect(TABLE.get(stems('vetted'))).toEqual([stems('background')]);
    expect(TABLE.get(stems('cadence'))).toEqual([stems('how frequently'), stems('monthly')]);
    const text = formatAssociations(TABLE);
    expect(formatAssociations(parseAssociations(text))).toBe(text);
    expect(text.split('\n')).toHaveLength(2);
  });

  it('a term is accounted for when the pair says a word associated with it, and not otherwise', () => {
    const vetted = stems('vetted');
    expect(associated(vetted, new Set(contentTokens('background check')), TABLE)).toBe(true);
    expect(associated(vetted, new Set(contentTokens('credit check')), TABLE)).toBe(false);
    expect(associated(stems('screened'), new Set(contentTokens('background')), TABLE)).toBe(false);
  });

  it('low word overlap: "how are new joiners vetted?" is accounted for by the background-check pair', () => {
    const q = questionProfile('How are new joiners vetted?');
    const p = pairProfile('Are background checks performed on employees prior to hire?', 'Yes. Criminal and credit.');
    const without = coverage(q, p, () => 1, 1).byPair;
    const withTable = coverage(q, p, () => 1, 1, TABLE).byPair;
    expect(withTable).toBeGreaterThan(without);
    // Only the associated term is added: "joiners" stays unaccounted for.
    expect(withTable).toBeLessThan(1);
  });

  it('what is accounted for through an association lifts the answer of the pair that says it', async () => {
    const pairs = () => [
      pair(
        'scans',
        'How frequently do you run vulnerability scans of your network?',
        'Monthly authenticated scans of every host, and weekly scans of internet-facing systems.',
      ),
      ...unrelatedPairs(),
    ];
    const ask = [{ index: 0, text: 'What is the cadence of your vulnerability scans?' }];
    const [plain] = await answerQuestions(ask, buildKnowledgeIndex(pairs(), { associations: NO_ASSOCIATIONS }), {});
    const [learned] = await answerQuestions(ask, buildKnowledgeIndex(pairs(), { associations: TABLE }), {});
    expect(learned!.sourcePairIds).toEqual(['scans']);
    expect(learned!.confidence).toBeGreaterThan(plain!.confidence);
  });

  it("an association accounts for a negative question's term, but not in the pair's own words", () => {
    // Other firms answer "Are any passwords stored in plaintext?" with how passwords are hashed: the words are linked.
    const table = parseAssociations(`${stems('plaintext')} ${stems('hashed')}`);
    const q = questionProfile('Are you storing any passwords in plaintext?');
    const p = pairProfile(
      'Are processes and technical measures for the secure management of passwords defined and implemented?',
      'Yes. Passwords are hashed with bcrypt and rotated yearly.',
    );
    const c = coverage(q, p, () => 1, 1, table);
    expect(c.negationUnsaid).toBe(true);
    expect(c.byPairOwn).toBeLessThan(c.byPair);
    expect(coverage(questionProfile('Are passwords hashed?'), p, () => 1, 1, table).negationUnsaid).toBe(false);
  });

  it('the shipped table links single words, and no figure is a word for anything', () => {
    const table = learnedAssociations();
    expect(table.size).toBeGreaterThan(100);
    for (const [term, stems] of table) {
      expect(term).toMatch(/^\S+$/);
      expect(stems.length).toBeGreaterThan(0);
      for (const s of stems) expect(s).not.toMatch(/^\d|\s/);
    }
  });
});
