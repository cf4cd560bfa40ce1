import { describe, expect, it } from 'vitest';
import { asksChoice, asksForDetail, coreQuestion, splitQuestion, withoutProcessVerbs } from './question-parts.js';

describe('guidance sentences (built from word lists)', () => {
  const Q = 'Does the firm have a valuation policy?';
  it.each([
    'If so, provide a copy.',
    'If yes, describe it.',
    'If you answered no, explain why.',
    'If there is one, attach it.',
    'Please provide the latest version.',
    'Summarise the main points.',
    'Examples include NAV errors.',
    'E.g. the pricing sources.',
    'For example, level 3 assets.',
    'Such as a committee charter.',
    'This includes side pockets.',
    'Your answer should cover all funds.',
    'Where applicable, name the valuer.',
    'Response must be under 200 words.',
    'Note: answer for the flagship fund.',
    'N/A if not applicable.',
  ])('%j is guidance', (guidance) => {
    expect(splitQuestion(`${Q} ${guidance}`)).toEqual({ core: Q, guidance });
  });

  it.each(['Who approves it?', 'When was it last reviewed?', 'How often are positions priced?'])(
    '%j is asked as well, not guidance',
    (followUp) => {
      expect(splitQuestion(`${Q} ${followUp}`)).toEqual({ core: `${Q} ${followUp}`, guidance: '' });
    },
  );
});

describe('asides: examples in brackets or run in after "e.g." say how to answer, not what is asked', () => {
  it.each([
    [
      'Are information security principles designed into the product lifecycle (e.g. are you incorporating security as an essential design element)?',
      'Are information security principles designed into the product lifecycle?',
      'e.g. are you incorporating security as an essential design element',
    ],
    [
      'Does your solution support any of these Web SSO standards [e.g., SAML2 (with redirect flow), OIDC, CAS, or other]?',
      'Does your solution support any of these Web SSO standards?',
      // (the limit-word cleaning collapses "e.g.," to "e.g.")
      'e.g. SAML2 (with redirect flow), OIDC, CAS, or other',
    ],
    ['Do you support SSO, e.g. SAML or OIDC?', 'Do you support SSO?', 'e.g. SAML or OIDC'],
    ['Is client data encrypted (see section 4)?', 'Is client data encrypted?', 'see section 4'],
    ['Do you scan removable media (such as USB drives)?', 'Do you scan removable media?', 'such as USB drives'],
  ])('%j asks %j', (question, core, guidance) => {
    expect(splitQuestion(question)).toEqual({ core, guidance });
  });

  it.each([
    // A restatement may say what is asked in detail: "how is it tested (i.e. scope, frequency)" is not "is it tested".
    'How is your disaster recovery plan tested (i.e. scope of the tests and their frequency)?',
    'Is client data encrypted at rest (AES-256)?',
    'Do you carry cyber insurance (and if so, what is the limit)?',
    '(e.g. SAML)',
  ])('%j keeps its brackets', (question) => {
    expect(splitQuestion(question).core).toBe(question);
  });
});

describe('guidance that asks for a narrative after a yes/no question', () => {
  it.each(['Please outline the cap table.', 'If so, describe it.', 'If yes, provide details.', 'List them.'])(
    '%j asks for detail',
    (guidance) => {
      expect(asksForDetail(guidance)).toBe(true);
    },
  );
  it.each(['', 'If not, why not?', 'Attach a copy.', 'Answer yes or no.'])('%j does not', (guidance) => {
    expect(asksForDetail(guidance)).toBe(false);
  });
});

describe("a control framework's life-cycle verbs are not what is asked", () => {
  it.each([
    [
      'Are audit policies, procedures, and standards established, documented, approved, communicated, applied, evaluated, and maintained?',
      'Are audit policies, procedures, and standards ?',
    ],
    [
      'Are processes for managing passwords defined, implemented and evaluated?',
      'Are processes for managing passwords ?',
    ],
    ['Is the policy established, documented and/or approved?', 'Is the policy ?'],
    // Two verbs, or verbs that say what is done, are what is asked.
    ['Is the DR plan documented and tested?', 'Is the DR plan documented and tested?'],
    ['Are logs collected, audited and reviewed?', 'Are logs collected, audited and reviewed?'],
  ])('%s', (question, expected) => {
    expect(withoutProcessVerbs(question)).toBe(expected);
  });
});

describe('question core and guidance', () => {
  it("splits the questionnaire's guidance from the question", () => {
    expect(
      splitQuestion(
        'Does your organisation have a stewardship policy? If so, provide a copy. State whether it is public.',
      ),
    ).toEqual({
      core: 'Does your organisation have a stewardship policy?',
      guidance: 'If so, provide a copy. State whether it is public.',
    });
    expect(coreQuestion('Do you have an incident response plan? When was it last tested?')).toBe(
      'Do you have an incident response plan? When was it last tested?',
    );
    expect(coreQuestion('Describe the U.S. SEC registration of the firm, e.g. the date. Attach Form ADV.')).toBe(
      'Describe the U.S. SEC registration of the firm.',
    );
  });
});

describe('a question that offers a choice asks which, not whether', () => {
  it.each([
    'Is the management fee charged on committed or invested capital?',
    'Is the vendor privately held or publicly listed?',
    'Are property valuations performed in-house or by an external valuer, and on what basis?',
    'Is the fund open-ended or closed-ended?',
  ])('%s', (question) => expect(asksChoice(question)).toBe(true));
  it.each([
    'Is the disaster response plan exercised annually or when significant changes occur?',
    'Is the firm registered with the SEC or any other regulator?',
    'Do you encrypt data at rest or in transit?',
    'Describe whether fees are charged on committed or invested capital.',
    'Does the vendor run its own penetration tests or security scans?',
  ])('not %s', (question) => expect(asksChoice(question)).toBe(false));
});
