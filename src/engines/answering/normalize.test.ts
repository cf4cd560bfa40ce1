import { describe, expect, it } from 'vitest';
import { answerPolarity, questionKind } from '../language/index.js';
import { cleanQuestion, normalizeQuestion, stem } from './normalize.js';

describe('normalizeQuestion', () => {
  it('strips numbering, ids and boilerplate', () => {
    expect(cleanQuestion('3.2\tPlease describe your incident response plan.')).toBe('incident response plan.');
    expect(cleanQuestion('COMP-02 Have you had an outage?')).toBe('Have you had an outage?');
    expect(cleanQuestion('Q12: (a) Provide details of your AML policy')).toBe('AML policy');
    expect(cleanQuestion('Please confirm whether you are SOC 2 certified')).toBe('you are SOC 2 certified');
  });

  it('brings imperative and question forms together', () => {
    const a = normalizeQuestion('Do you have an incident response plan?');
    const b = normalizeQuestion('4.1 Please describe your incident response plan.');
    expect(a).toBe('incident response plan');
    expect(b).toBe(a);
    expect(normalizeQuestion('What is your data retention policy?')).toBe(
      normalizeQuestion('Describe your data retention policy'),
    );
    expect(normalizeQuestion('Does your organisation maintain a business continuity plan?')).toBe(
      normalizeQuestion('Does your organization maintain a business continuity plan?'),
    );
  });
});

describe('questionKind', () => {
  it('guesses yes/no, choice, number, date and text', () => {
    expect(questionKind('Do you employ host-based intrusion detection?')).toBe('yes_no');
    expect(questionKind('1.3 Is sensitive data encrypted in storage?')).toBe('yes_no');
    expect(questionKind('Please confirm whether you carry D&O insurance.')).toBe('yes_no');
    expect(questionKind('If applicable, do you have dedicated customer support?')).toBe('yes_no');
    expect(questionKind('Select your hosting option')).toBe('choice');
    expect(questionKind('How many employees does the firm have?')).toBe('number');
    expect(questionKind('When was the firm founded?')).toBe('date');
    expect(questionKind('Describe your valuation policy.')).toBe('text');
    expect(questionKind('Vendor Name')).toBe('text');
  });
});

describe('answerPolarity', () => {
  it('reads the leading yes/no', () => {
    expect(answerPolarity('Yes. We do.')).toBe('yes');
    expect(answerPolarity('No - not applicable')).toBe('no');
    expect(answerPolarity('1) Yes')).toBe('yes');
    expect(answerPolarity('None of the above')).toBeNull();
    expect(answerPolarity('Instructure has a plan')).toBeNull();
  });
});

describe('stem', () => {
  it('meets plural and verb forms', () => {
    expect(stem('policies')).toBe(stem('policy'));
    expect(stem('encrypted')).toBe(stem('encrypt'));
    expect(stem('backups')).toBe(stem('backup'));
    // Not cut down to another word.
    expect(stem('tenants')).toBe(stem('tenant'));
    expect(stem('tenant')).not.toBe(stem('ten'));
    expect(stem('accountants')).not.toBe(stem('accounts'));
  });

  it.each([
    ['remediation', 'remediated'],
    ['organization', 'organized'],
    ['organisation', 'organise'],
    ['automation', 'automated'],
    ['cryptographically', 'cryptographic'],
    ['periodically', 'periodic'],
    // "-ply" verbs are not adverbs ("apply" had been cut to "app", "comply" to "comp").
    ['apply', 'applied'],
    ['comply', 'complied'],
    ['applies', 'apply'],
    ['reply', 'replied'],
    // "-ise" words whichever the inflection ("exercised" had stayed "exercis", "exercise" became "exerciz").
    ['exercise', 'exercised'],
    ['advise', 'advising'],
    ['revise', 'revised'],
    // A "-y" a suffix leaves behind ("identifying" had stayed "identify", "identified" became "identifi").
    ['identifying', 'identified'],
    ['employed', 'employ'],
    ['deployment', 'deploys'],
    ['applying', 'applied'],
  ])('meets %s with %s', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each([
    ['department', 'departed'],
    ['findings', 'finders'],
    ['success', 'succession'],
    ['customs', 'customer'],
    ['found', 'founded'],
    ['own', 'owner'],
    ['officer', 'office'],
    ['stage', 'staging'],
    ['age', 'ageing'],
    ['complex', 'complexity'],
    ['supplied', 'supplier'],
    ['hospital', 'hospitality'],
    ['apply', 'app'],
    ['deeply', 'deploy'],
  ])('keeps %s apart from %s', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });
});

describe('lead-ins built from word lists', () => {
  it.each([
    ['Please describe how you back up data', 'you back up data'],
    ['Kindly briefly explain the process', 'process'],
    ['Provide a brief description of your BCP', 'BCP'],
    ['Provide details of the firm’s auditor', 'firm’s auditor'],
    ['Give details of any litigation', 'litigation'],
    ['Confirm whether you are SOC 2 certified', 'you are SOC 2 certified'],
    ['Could you please tell us whether the fund is audited?', 'the fund is audited?'],
    ['Please list the service providers', 'service providers'],
    // Not a lead-in: the words stay.
    ['Describes the fund', 'Describes the fund'],
    ['Statements are audited annually?', 'Statements are audited annually?'],
    ['Who provides custody?', 'Who provides custody?'],
  ])('cleanQuestion(%j) = %j', (question, expected) => {
    expect(cleanQuestion(question)).toBe(expected);
  });

  it.each([
    ['Does your organisation maintain a business continuity plan?', 'business continuity plan'],
    ['Do you have an incident response plan?', 'incident response plan'],
    ['Is there any litigation pending?', 'litigation pending'],
    ['Has the firm a compliance manual?', 'compliance manual'],
    ['Will the vendor use subcontractors?', 'subcontractors'],
    ['What is your data retention policy?', 'data retention policy'],
    // Not an opening: the words stay.
    ['Encryption of data at rest', 'encryption of data at rest'],
    ['Doing business with sanctioned parties', 'doing business with sanctioned parties'],
  ])('normalizeQuestion(%j) = %j', (question, expected) => {
    expect(normalizeQuestion(question)).toBe(expected);
  });
});
