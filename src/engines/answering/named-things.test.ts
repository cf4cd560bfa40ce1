import { describe, expect, it } from 'vitest';
import { pairProfile, questionProfile } from './evidence.js';
import { namedMismatches, namedThings } from './named-things.js';
import { fundsNamed, scopeOf, windowMonths } from './scope-words.js';

const mismatches = (question: string, pair: string) => namedMismatches(namedThings(question), namedThings(pair));

describe('named things: a year, a fund vehicle or a fund the pair names another of', () => {
  it('a year asked about that the pair does not give, where it gives others', () => {
    expect(
      mismatches(
        'What were your revenue and EBITDA for the financial year ended 31 March 2019?',
        'Provide revenue for the last three years. For FY2022, FY2023 and FY2024 revenue was £31.2m, £38.9m and £46.4m.',
      ),
    ).toBe(1);
    expect(mismatches('What was revenue in FY2023?', 'Revenue was £38.9m in 2023 and £46.4m in 2024.')).toBe(0);
    // A pair that names no year may speak for any.
    expect(mismatches('How many staff did you have at the end of 2024?', 'We employ 42 people.')).toBe(0);
  });

  it('years that are not points in time asked about: windows, standards, laws', () => {
    expect([
      ...namedThings('Any breach since 2020? Certified to ISO/IEC 27001:2022 under the Act of 1940?').years,
    ]).toEqual([]);
  });

  it('another standard named by number', () => {
    expect(
      mismatches('Do you comply with ISO 9001?', 'Do you follow a security framework (e.g. NIST CSF, ISO 27001)? Yes.'),
    ).toBe(1);
    expect(mismatches('Are you certified to ISO 27001?', 'We hold ISO/IEC 27001:2022 certification.')).toBe(0);
    expect(mismatches('Do you have a SOC 2 Type II report?', 'Our SOC 1 report covers fund administration.')).toBe(1);
  });

  it('another fund vehicle, another named fund', () => {
    expect(
      mismatches(
        'Describe the management fee and any performance fee charged by the ELTIF.',
        'The RAIF charges a management fee of 1.25% per annum.',
      ),
    ).toBe(1);
    expect(
      mismatches(
        "Does the Staking Income Fund's offering document contain a key person provision?",
        'Is there a key person provision? Yes. Under the Ferrovia Liquid Token Fund offering memorandum, ...',
      ),
    ).toBe(1);
    // The same fund, named in fewer words; or a pair about "the fund" that names none.
    expect(
      mismatches('What limits apply to the Eldmoor Re Fund?', 'The Eldmoor Collateralised Re Fund limits ...'),
    ).toBe(0);
    expect(mismatches('Does the Fund use leverage?', 'The Fund does not borrow.')).toBe(0);
    expect(mismatches('What are the Growth Fund fees?', 'Management fee is 2%.')).toBe(0);
  });
});

describe('scope words for funds and windows', () => {
  it('a roman numeral before "fund" numbers it, the pronoun does not', () => {
    expect([...fundsNamed('the Growth II fund and Fund VI')].sort()).toEqual(['fund 2', 'fund 6']);
    expect([...fundsNamed('Can I fund the account by wire?')]).toEqual([]);
  });

  it('"the last five financial years" is a window', () => {
    expect(windowMonths('Provide revenue for each of the last five financial years.')).toBe(60);
  });
});

describe('negation by a prefix', () => {
  it('"non-critical" and "cannot" are negative scope words; "non-public" and "none" are not', () => {
    expect(scopeOf('What are the RTOs for non-critical systems?').has('negative')).toBe(true);
    expect(scopeOf('What if a vulnerability cannot be remediated in time?').has('negative')).toBe(true);
    expect(scopeOf('How is material non-public information controlled? None so far.').has('negative')).toBe(false);
    // Speaking up without revealing one's identity is doing it anonymously.
    for (const text of [
      'Can employees raise concerns about wrongdoing without revealing their identity?',
      'Can staff flag suspected wrongdoing without disclosing who they are?',
    ])
      expect(scopeOf(text).has('negative')).toBe(false);
    expect(scopeOf('Can staff raise concerns without fear of retaliation?').has('negative')).toBe(true);
  });
});

describe('named things: a committee, a greenhouse-gas scope', () => {
  const mismatches = (question: string, pair: string) => namedMismatches(namedThings(question), namedThings(pair));
  it("the Investment Committee's members are not the Valuation Committee's", () => {
    expect(mismatches('Who are the members of the Investment Committee?', 'Who sits on the Valuation Committee?')).toBe(
      1,
    );
    expect(mismatches('Who sits on the Remuneration Committee?', 'Who sits on the Investment Committee?')).toBe(1);
  });
  it('but one body named two ways is one committee, and words that do not say which are no committee', () => {
    expect(mismatches('Who sits on the credit committee?', 'Who are the members of the Investment Committee?')).toBe(0);
    expect(mismatches('Who sits on the pricing committee?', 'Describe the Valuation Committee.')).toBe(0);
    expect(
      mismatches('Outline cyber governance, including committee oversight.', 'Who sits on the Risk Committee?'),
    ).toBe(0);
  });
  it('Scope 3 emissions are not given by Scope 1 and 2 figures, and are by a pair naming all three', () => {
    expect(mismatches('What were your Scope 3 emissions?', 'Scope 1 and 2 emissions were 412 tCO2e.')).toBe(1);
    expect(mismatches('What were your Scope 3 emissions?', 'We report Scopes 1, 2 and 3 under the GHG Protocol.')).toBe(
      0,
    );
  });
  it('what a plan, policy or report leaves out is an exception to it; an exclusion policy is not', () => {
    expect(scopeOf('Which systems are excluded from the disaster recovery plan?').has('exception')).toBe(true);
    expect(scopeOf('Are there any exclusions in your professional indemnity insurance policy?').has('exception')).toBe(
      true,
    );
    expect(scopeOf('Which sectors are excluded from investment?').has('exception')).toBe(false);
    expect(scopeOf('Do you apply an exclusion policy to tobacco and weapons?').has('exception')).toBe(false);
  });
  it('a deadline or a limit not kept is a scope of its own', () => {
    expect(scopeOf('Which vulnerabilities are currently open past their remediation deadline?').has('overdue')).toBe(
      true,
    );
    expect(
      scopeOf('Describe any instance where data was kept beyond the agreed retention period.').has('overdue'),
    ).toBe(true);
    expect(scopeOf('What are your remediation deadlines for critical vulnerabilities?').has('overdue')).toBe(false);
  });
  it('diversity by ethnicity is a scope apart from diversity by gender', () => {
    expect(scopeOf('Provide ethnic diversity statistics for the board.').has('ethnicity')).toBe(true);
    expect(scopeOf('Provide gender diversity statistics for the board.').has('ethnicity')).toBe(false);
  });
});

describe('named things: an officer', () => {
  const asked = (question: string, pairQuestion: string, pairAnswer: string) =>
    namedMismatches(questionProfile(question).named, pairProfile(pairQuestion, pairAnswer).named);
  it("the CISO's reporting line is not the MLRO's, whatever else the MLRO pair names", () => {
    expect(
      asked(
        "Who is the firm's Chief Information Security Officer and to whom does that person report?",
        "Who is the firm's Money Laundering Reporting Officer and to whom does that person report?",
        'Our MLRO is Jane Doe, Head of Compliance, who reports to the CEO and also reviews information security risks.',
      ),
    ).toBe(1);
  });
  it('one role under two titles is one role; a pair asking about the field speaks for its officer', () => {
    expect(asked('Who is your AML compliance officer?', 'Who is the MLRO?', 'Jane Doe is our MLRO.')).toBe(0);
    expect(
      asked(
        'Who is the CISO or equivalent, and what is their reporting line?',
        'Who has overall responsibility for information security, and to whom do they report?',
        'John Roe, Head of Technology & Information Security, reports to the COO.',
      ),
    ).toBe(0);
    // A question that names no officer, or a pair that names none, is no officer mismatch.
    expect(asked('Who oversees cybersecurity?', 'Who is the MLRO?', 'Jane Doe is our MLRO.')).toBe(0);
    expect(asked('Who is the CISO?', 'Who leads security?', 'Our security team of four reports to the board.')).toBe(0);
  });
});
