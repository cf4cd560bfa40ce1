import { describe, expect, it } from 'vitest';
import { coverage, pairProfile, questionProfile, termProfile } from './evidence.js';
import { fundsNamed, windowMonths } from './scope-words.js';

const scope = (text: string) => [...termProfile(text).scope];

describe('scope words', () => {
  it.each([
    ['Has the firm been party to litigation in the past ten years?', 'span'],
    ['In the last 12 months, has any account been compromised?', 'span'],
    ['Since 2020, has client data been disclosed without authorisation?', 'span'],
    ['Are shared accounts or generic IDs permitted?', 'negative'],
    ['Are default passwords changed before deployment?', 'negative'],
    ['Do administrators use shared or group logins to manage production infrastructure?', 'negative'],
    ['Are shared or generic privileged accounts used to administer production systems?', 'negative'],
    ['Are any passwords stored in plain text?', 'negative'],
    ['Will any institution data leave the United States?', 'outside'],
    ['Is any client data transferred to other jurisdictions?', 'outside'],
    ['Are any systems hosted in an on-premises data centre?', 'offices'],
    ['Is client data stored outside the United States?', 'outside'],
    ['Can you provide overall system architecture diagrams?', 'report_copy'],
    ['Would you be willing to share systems schematics?', 'report_copy'],
    ["Do backups ever leave the Institution's Data Zone?", 'outside'],
    ['Do any findings from your latest penetration test remain unremediated?', 'negative'],
    ['Are there unmonitored or unapproved devices on the network?', 'negative'],
    ['Which side letter requests from investors has the firm declined to grant?', 'negative'],
    ['What management and performance fees are charged on separately managed accounts?', 'managed_accounts'],
    ['What liquidity terms are offered to SMA clients?', 'managed_accounts'],
    ['How much debt do you typically put on portfolio businesses?', 'investees'],
    ['Can backups be restored within four hours?', 'restore'],
    ['Do you have technical controls to stop sensitive data from leaving the organisation?', 'prevention'],
  ])('%j has %s', (text, marker) => {
    expect(scope(text)).toContain(marker);
  });

  it.each([
    // "last" and "shared" in their everyday senses say nothing about the scope of what is asked.
    ['Do you have a documented incident response plan? When was it last tested?', 'span'],
    ['Describe your BCP and when it was last exercised.', 'span'],
    ['How many years of experience does the team have?', 'span'],
    ['How are deals shared out when more than one vehicle has capacity?', 'negative'],
    ['Is encryption enabled by default?', 'negative'],
    ['How quickly is access revoked when an employee leaves the firm?', 'outside'],
    ['Explain how hard-to-value positions are marked, and whether an outside firm reviews those marks.', 'outside'],
    ['Describe the architecture of your system.', 'report_copy'],
    // The UN, disaster recovery, a share of something, Office 365 and the firm's history are not scope words.
    ['Is the firm a signatory to the UN-supported Principles for Responsible Investment?', 'negative'],
    ['Do you maintain a disaster recovery plan? State the recovery time and recovery point objectives.', 'restore'],
    ['What share of acquisitions were proprietary, and what is the profit share of the GP?', 'report_copy'],
    ['Is 2FA mandatory for Office 365 and the VPN?', 'offices'],
    ['Please provide a brief history of the firm, including its founding.', 'ever'],
    ['Can a single individual initiate and release a wire transfer from fund accounts?', 'outside'],
    ['Who sits on the board of directors of the offshore fund?', 'outside'],
    ['Please describe your transfer agency and registrar services.', 'outside'],
    ['Who watches the SIEM outside business hours?', 'outside'],
    ['Are there any outside investors in the management company?', 'outside'],
    ['Is the firm registered in the United States under the Investment Advisers Act?', 'negative'],
    ['Do you operate as a single business unit?', 'negative'],
  ])('%j has no %s', (text, marker) => {
    expect(scope(text)).not.toContain(marker);
  });
});

describe('time windows', () => {
  const today = new Date('2026-06-15');
  it.each([
    ['Has the firm been party to litigation in the past ten years?', 120],
    ['In the last 12 months, has any account been compromised?', 12],
    ['Any incidents in the past twenty-four months?', 24],
    ['Since 2020, has client data been disclosed?', 6 * 12 + 6],
    ['Over the last 3 years and in the past six months?', 36],
    ['When was the plan last tested?', null],
  ])('%j spans %s months', (text, months) => {
    expect(windowMonths(text, today)).toBe(months);
  });
});

describe('coverage of a question over a longer time window', () => {
  const idf = () => 1;
  const stored = pairProfile(
    'Has the firm experienced a data breach in the past five years?',
    'No. There has been no data breach in the past five years.',
  );
  it('is a scope apart when the question asks over more time than the pair answers for', () => {
    const q = questionProfile(
      'Has the organization had a data breach involving client information in the past ten years?',
    );
    expect(coverage(q, stored, idf, 1).scopeMismatch).toBeGreaterThan(0);
  });
  it('is not when the question asks over the same time or less', () => {
    const q = questionProfile('Has the firm suffered a data breach in the last 5 years?');
    expect(coverage(q, stored, idf, 1).scopeMismatch).toBe(0);
    const shorter = questionProfile('Has the firm suffered a data breach in the last 12 months?');
    expect(coverage(shorter, stored, idf, 1).scopeMismatch).toBe(0);
  });
});

describe('a stored answer that reaches back to a year', () => {
  it('covers a question over a shorter window', () => {
    const stored = pairProfile(
      'Has the fund changed its auditor in the last five years? Please name the current auditor.',
      'No. Pemberton Lowe LLP has audited the fund since its launch in 2012.',
    );
    const q = questionProfile('Has there been any change of audit firm since 2020? Who audits the fund today?');
    expect(windowMonths('audited the fund since its launch in 2012', new Date('2026-01-15'))).toBe(14 * 12 + 1);
    expect(coverage(q, stored, () => 1, 1).scopeMismatch).toBe(0);
  });
});

describe('a yes or no answers the stored question, not the words after it', () => {
  const idf = () => 1;
  const q = questionProfile('Will any institution data leave the United States?');
  it('so "does not leave the region" after a "Yes" does not cover data leaving the country', () => {
    const stored = pairProfile(
      "Are you generally able to accommodate storing each institution's data within their geographic region?",
      "Yes. Customer's data does not leave their geographic region; our U.S. customers are hosted in the U.S.",
    );
    expect(coverage(q, stored, idf, 1).scopeMismatch).toBeGreaterThan(0);
  });
  it('while a narrative answer that says it does cover it', () => {
    const stored = pairProfile(
      "Where is each institution's data stored?",
      'In its own geographic region: data of U.S. customers does not leave the United States.',
    );
    expect(coverage(q, stored, idf, 1).scopeMismatch).toBe(0);
  });
});

describe("another party's own arrangements", () => {
  const idf = () => 1;
  const firmCco = pairProfile(
    "Please provide details of the firm's Chief Compliance Officer.",
    'The Chief Compliance Officer is Margaret Osei, who joined in 2015.',
  );
  it("are a scope apart from the firm's: the administrator's compliance officer is not the firm's", () => {
    const q = questionProfile("Who is the fund administrator's Chief Compliance Officer?");
    expect([...q.partiesAsked]).toEqual(['administrator']);
    expect(coverage(q, firmCco, idf, 1).scopeMismatch).toBeGreaterThan(0);
  });
  it("are not when the pair names the party: the administrator's duties by the administrator's services", () => {
    const q = questionProfile('What are the responsibilities of the fund administrator?');
    const services = pairProfile(
      'Who is the fund administrator, and what services does it provide?',
      'Coralstone Fund Services calculates the NAV and keeps the register.',
    );
    expect(coverage(q, services, idf, 1).scopeMismatch).toBe(0);
  });
  it("and the firm's own are no other party", () => {
    expect([...questionProfile("Describe the firm's valuation policy.").partiesAsked]).toEqual([]);
  });
  it('are asked of the party as the subject too: "Does your fund administrator maintain a BCP?"', () => {
    const firmBcp = pairProfile(
      'Do you maintain a business continuity plan, and how often is it tested?',
      'Yes. Our business continuity plan is tested every year with a full office failover.',
    );
    const q = questionProfile(
      'Does your fund administrator maintain a business continuity plan, and how often is it tested?',
    );
    expect([...q.partiesAsked]).toEqual(['administrator']);
    expect(coverage(q, firmBcp, idf, 1).scopeMismatch).toBeGreaterThan(0);
    expect([...questionProfile('Do your critical suppliers test their continuity plans?').partiesAsked]).toEqual([
      'third_party',
    ]);
  });
  it('portfolio companies, counterparties and property managers are parties with their own arrangements', () => {
    const firmIrp = pairProfile(
      'Do you have a documented incident response plan?',
      'Yes. Our incident response plan is tested twice a year with an external tabletop exercise.',
    );
    const q = questionProfile('Do your portfolio companies have cyber incident response plans?');
    expect([...q.partiesAsked]).toEqual(['portfolio_company']);
    expect(coverage(q, firmIrp, idf, 1).scopeMismatch).toBeGreaterThan(0);
    expect([
      ...questionProfile("What KYC checks do your executing brokers' onboarding teams apply?").partiesAsked,
    ]).toEqual(['counterparty']);
    expect([
      ...questionProfile('Do your property managers store tenant data in their own systems?').partiesAsked,
    ]).toEqual(['property_manager']);
  });
  it('a party named beside "their own" is asked about, however the sentence names it', () => {
    expect([...questionProfile('Do portfolio companies maintain their own continuity plans?').partiesAsked]).toEqual([
      'portfolio_company',
    ]);
    expect([
      ...questionProfile('What KYC checks do the exchanges you trade on apply to their own customers?').partiesAsked,
    ]).toEqual(['counterparty']);
    expect([...questionProfile('Do employees use their own devices?').partiesAsked]).toEqual([]);
    expect([...questionProfile('What share of the underlying funds are Article 8 funds?').partiesAsked]).toEqual([
      'underlying_manager',
    ]);
  });
  it('but not "the vendor" a vendor questionnaire asks about, nor "you"', () => {
    expect([...questionProfile('Does the vendor maintain cyber liability insurance?').partiesAsked]).toEqual([]);
    expect([...questionProfile('Do you maintain a business continuity plan?').partiesAsked]).toEqual([]);
  });
});

describe('a fund named by its number', () => {
  const idf = () => 1;
  const stored = pairProfile(
    "What is the Fund's target size and hard cap?",
    'Fund IV had a target size of USD 950m and a hard cap of USD 1.1bn.',
  );
  it('is read the same however it is written', () => {
    expect([...fundsNamed('Fund IV, Fund 3 and Fund XIV; but not "the fund i mean"')]).toEqual([
      'fund 4',
      'fund 3',
      'fund 14',
    ]);
  });
  it("is a scope apart from a pair that never names it: Fund V's hard cap is not Fund IV's", () => {
    expect(
      coverage(questionProfile('What is the target size and hard cap of Fund V?'), stored, idf, 1).scopeMismatch,
    ).toBe(1);
    expect(coverage(questionProfile("What was Fund IV's hard cap?"), stored, idf, 1).scopeMismatch).toBe(0);
  });
});

describe('a rewording in plain words (low word overlap)', () => {
  const idf = () => 1;
  const stored = pairProfile(
    'Has the Firm or any principal been involved in litigation, regulatory action or an investigation in the last ten years? If so, please describe.',
    'No.',
  );
  const asked = questionProfile(
    'Disclose any lawsuits, regulatory proceedings or investigations involving the firm or its principals over the past decade.',
  );
  it('accounts for everyday synonyms (lawsuit and litigation, proceedings and action)', () => {
    expect(coverage(asked, stored, idf, 1).byPair).toBeGreaterThanOrEqual(0.99);
  });
  it('compares a time window as a span, not by its words: the past decade is the last ten years', () => {
    expect(asked.coreTerms).not.toContain('decad');
    expect(coverage(asked, stored, idf, 1).scopeMismatch).toBe(0);
  });
  it('still finds the longer window a scope apart', () => {
    const longer = questionProfile('Disclose any lawsuits involving the firm over the past twenty years.');
    expect(coverage(longer, stored, idf, 1).scopeMismatch).toBe(1);
  });
});

describe('exceptions to a rule', () => {
  const idf = () => 1;
  const mfa = pairProfile(
    'Is multi-factor authentication enforced for all remote access?',
    'Yes. Okta enforces MFA for every user on VPN, email and cloud applications.',
  );
  it('are asked about as a scope of their own: the rule does not list what is exempt from it', () => {
    expect(scope('Which systems or user groups are exempt from multi-factor authentication?')).toContain('exception');
    const q = questionProfile('Which systems or user groups are exempt from multi-factor authentication?');
    expect(coverage(q, mfa, idf, 1).scopeMismatch).toBeGreaterThan(0);
  });
  it('are answered by a pair whose answer speaks of them', () => {
    const soc2 = pairProfile(
      'Do you have a current SOC 2 Type II report?',
      'Yes. Our 2024 SOC 2 Type II report was issued with no exceptions noted.',
    );
    const q = questionProfile('Were any exceptions noted in your latest SOC 2 examination?');
    expect(coverage(q, soc2, idf, 1).scopeMismatch).toBe(0);
  });
  it('but an exclusion policy is a topic, not an exception', () => {
    expect(scope('Do you apply an exclusion policy to tobacco and controversial weapons?')).not.toContain('exception');
  });
});
