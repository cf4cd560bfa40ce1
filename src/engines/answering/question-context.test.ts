/** What surrounds a question: the section it stands under, and guidance that asks for a description. */
import { describe, expect, it } from 'vitest';
import { answerQuestions } from './answer-questions.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { pair } from '../../../tests/fixtures/answering/pairs-and-fakes.js';

const KB = () =>
  buildKnowledgeIndex([
    pair(
      'bcp-review',
      'Are all components of the business continuity plan reviewed at least annually and updated as needed?',
      'Yes. The BCP is reviewed every January by the COO.',
    ),
    pair(
      'change',
      'Do you have a documented change management process?',
      'Yes. Every change is ticketed and approved.',
    ),
    pair('pentest', 'Do you perform annual penetration tests?', 'Yes. By an outside firm each spring.'),
    pair('fee', 'What management fee does the fund charge?', 'The management fee is 1.5% of committed capital.'),
  ]);

const QUESTION = 'Are the policies and procedures reviewed and updated at least annually?';
const ask = async (section?: string) => {
  const [r] = await answerQuestions([{ index: 0, text: QUESTION, ...(section ? { section } : {}) }], KB());
  return r!;
};

describe('section context', () => {
  it('a generic question under Change Control is not answered by the BCP review pair', async () => {
    const r = await ask('Change Control and Configuration Management');
    expect(r.outcome).toBe('none');
    // The BCP pair is the best there is for the bare question; under Change Control it is far less likely.
    expect(r.confidence).toBeLessThan((await ask()).confidence - 20);
  });

  it('the same question under Business Continuity is answered by it, more surely than with no section', async () => {
    const under = await ask('Business Continuity Management and Operational Resilience');
    expect(under.outcome).not.toBe('none');
    expect(under.sourcePairIds).toEqual(['bcp-review']);
    expect(under.confidence).toBeGreaterThan((await ask()).confidence);
  });
});

describe('a yes/no question whose guidance asks for a description', () => {
  const kb = () =>
    buildKnowledgeIndex([
      pair(
        'owners',
        'Describe the ownership structure of the firm.',
        'The firm is 100% employee-owned: the two founders hold 68% and 14 partners the rest.',
      ),
      pair('fee', 'What management fee does the fund charge?', 'The management fee is 1.5% of committed capital.'),
      pair('aml', 'Does the firm have an anti-money laundering program?', 'Yes. Run by our AML officer.'),
    ]);
  const ask = async (text: string) => (await answerQuestions([{ index: 0, text }], kb()))[0]!;

  it('is answered in prose as well: the prose pair is not "the wrong kind of answer"', async () => {
    const bare = await ask('Does any outside investor hold a stake in the firm?');
    const withGuidance = await ask('Does any outside investor hold a stake in the firm? Please outline the ownership.');
    expect(withGuidance.candidates[0]?.pairId).toBe('owners');
    expect(withGuidance.confidence).toBeGreaterThan(bare.confidence + 20);
  });
});
