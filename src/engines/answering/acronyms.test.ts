import { describe, expect, it } from 'vitest';
import { acronymTable, definedAcronyms, spellOutAcronyms } from './acronyms.js';
import { answerQuestions } from './answer-questions.js';
import { coverage, pairProfile, questionProfile } from './evidence.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { pair } from '../../../tests/fixtures/answering/pairs-and-fakes.js';

describe('definedAcronyms', () => {
  it.each([
    ['Is multi-factor authentication (MFA) required?', 'mfa', 'multi-factor authentication'],
    ['Do you use a Privileged Access Management (PAM) tool?', 'pam', 'privileged access management'],
    ['Our policy on Anti-Bribery and Corruption (ABC) applies to all staff', 'abc', 'anti-bribery and corruption'],
    ['Who is the Chief Financial Officer (CFO)?', 'cfo', 'chief financial officer'],
    ['All orders go through the order management system (OMS).', 'oms', 'order management system'],
    ['Contact our Investor Relations (IR) team', 'ir', 'investor relations'],
  ])('%s defines %s', (text, acronym, expansion) => {
    expect(definedAcronyms(text).get(acronym)).toBe(expansion);
  });

  it.each([['Is it (NOT) done?'], ['Reports are sent to our team (IT) weekly'], ['We use reports (see Annex A)']])(
    '%s defines nothing',
    (text) => {
      expect(definedAcronyms(text).size).toBe(0);
    },
  );
});

describe('spellOutAcronyms', () => {
  const table = acronymTable(['Our Incident Response (IR) plan is tested twice a year.']);

  it('spells out capitals only, plurals too, and the firm’s own definitions', () => {
    expect(spellOutAcronyms('Provide your IR plan and BCP; do LPs get MFA?', table)).toBe(
      'Provide your incident response plan and business continuity plan; do limited partners get multi-factor authentication?',
    );
    expect(spellOutAcronyms('user ids, Dr. Smith, IT and the US', table)).toBe('user ids, Dr. Smith, IT and the US');
  });

  it('reads BC/DR and UK/EEA', () => {
    expect(spellOutAcronyms('Describe your BC/DR arrangements.', table)).toBe(
      'Describe your business continuity/disaster recovery arrangements.',
    );
    expect(spellOutAcronyms('Is data hosted outside the UK/EEA?', table)).toBe(
      'Is data hosted outside the UK/european economic area?',
    );
  });

  it('lets a firm that means investor relations by IR say so', () => {
    const ir = acronymTable(['Jane Doe leads Investor Relations (IR).']);
    expect(spellOutAcronyms('Who heads IR?', ir)).toBe('Who heads investor relations?');
  });
});

describe('acronyms in the answer judge', () => {
  const question = 'How is access to the OMS restricted?';
  const stored = [
    'How is access to the order management system restricted?',
    'Role-based entitlements, reviewed quarterly.',
  ] as const;
  const byPair = (table: ReadonlyMap<string, string>) =>
    coverage(questionProfile(question, table), pairProfile(stored[0], stored[1], undefined, table), () => 1, 1).byPair;

  it('a question using an acronym the knowledge defines elsewhere is accounted for by the pair that spells it out', () => {
    const table = acronymTable(['Which order management system (OMS) does the firm use?']);
    expect(byPair(table)).toBe(1);
    expect(byPair(new Map())).toBeLessThan(1);
  });

  it('an acronym is one term of what is asked, however many words it spells', () => {
    const table = acronymTable([]);
    const q = questionProfile('How do ESG factors influence portfolio returns?', table);
    expect(q.coreTerms).toContain('esg');
    expect(q.coreTerms).not.toContain('environment');
    // Sharing "ESG" alone accounts for one term of five, as it did before acronyms were spelled out.
    const p = pairProfile('Does the firm have an ESG policy?', 'Yes.', undefined, table);
    const withTable = coverage(q, p, () => 1, 1).byPair;
    const without = coverage(
      questionProfile('How do ESG factors influence portfolio returns?'),
      pairProfile('Does the firm have an ESG policy?', 'Yes.'),
      () => 1,
      1,
    ).byPair;
    expect(withTable).toBeCloseTo(without, 5);
    // And the written-out form on the other side accounts for it.
    const spelled = pairProfile('Do you weigh environmental, social and governance factors?', 'Yes.', undefined, table);
    expect(coverage(questionProfile('Do you weigh ESG factors?', table), spelled, () => 1, 1).byPair).toBe(1);
  });

  it('and the engine answers it from that pair', async () => {
    const index = buildKnowledgeIndex([
      pair('oms-def', 'Which order management system (OMS) does the firm use?', 'Charles River IMS.'),
      pair('oms-access', ...stored),
      pair('fee', 'What management fee does the fund charge?', 'The management fee is 1.5% of committed capital.'),
      pair('aml', 'Does the firm have an anti-money laundering program?', 'Yes. Run by our AML officer.'),
    ]);
    const [r] = await answerQuestions([{ index: 0, text: question }], index);
    expect(r!.outcome).toBe('answered');
    expect(r!.sourcePairIds).toEqual(['oms-access']);
  });
});
