import { describe, expect, it } from 'vitest';
import { conceptsOf } from './vocabulary.js';

describe('concepts a text names', () => {
  it.each([
    ['Do you have a BCP?', 'bcp'],
    ['How many FTEs does the firm employ?', 'headcount'],
    ['When was the firm founded?', 'founding'],
    ['Which audit firm do you use?', 'auditor'],
    ['Do you use placement agents or finders?', 'placement'],
    ['Is the firm owned by its employees?', 'ownership'],
    ['What is the carry percentage?', 'carry'],
    ['How many leavers were there last year?', 'departures'],
    // General DDQ wordings of concepts (found on the fresh fit sets, bench/data).
    ['Outline the client due diligence carried out on subscribers to combat financial crime.', 'aml'],
    ['Has your organisation suffered any compromise of customer data?', 'breach'],
    ['How frequently do you scan your infrastructure for weaknesses?', 'vuln_scan'],
    ['How are modifications to the live environment requested, approved and tracked?', 'change_mgmt'],
    ['Describe the controls governing admin/superuser accounts.', 'privileged'],
    ['Do you keep a log of actual and potential conflicts?', 'conflicts'],
    ['Describe your email filtering and anti-spoofing measures.', 'email_security'],
    ['What controls protect against phishing and malicious email?', 'email_security'],
    ['Explain your key lifecycle management practices (creation, storage, rotation).', 'key_mgmt'],
    ['Which SIEM tool do you use, and who watches it outside business hours?', 'soc_monitoring'],
    ['When was it established and what have been its main milestones to date?', 'founding'],
    ['List all licences and registrations held by the manager.', 'regulator'],
    ['Does the firm permit cross trades between the funds and managed accounts?', 'cross_trades'],
    [
      "Describe the firm's policy for allocating expenses between the funds and the management company.",
      'expense_allocation',
    ],
    ['What is the policy for compensating the fund for an error in calculating the NAV?', 'nav_errors'],
    ['What is the term of the subscription facility, and what extensions are permitted?', 'subscription_line'],
    // Siblings of a family that a pair on another member does not answer (fit-set near-misses of the fourteenth session).
    ['Do you have a documented anti-fraud policy?', 'fraud'],
    ["Do you carry employer's liability insurance, and at what limit?", 'employers_liability'],
    ['Does the Firm carry a fidelity bond or crime insurance?', 'crime_insurance'],
    ['Who is responsible for health and safety within your organisation?', 'health_safety'],
    ['Who is responsible for procurement within the organisation?', 'procurement'],
    ['How are customer grievances processed?', 'complaints'],
    ['Are any sectors or companies screened out of your portfolios?', 'exclusions'],
    ['Is there a written plan for keeping the business running during a disruption?', 'bcp'],
  ])('%j names %s', (text, concept) => {
    expect(conceptsOf(text)).toContain(concept);
  });

  // Words that only look like a vocabulary word once stemmed, or take another sense in a question.
  it.each([
    ['What is your current headcount, split by department?', 'departures'],
    ['Were there any findings in your last audit?', 'placement'],
    ['Can staff use their own phones to read e-mail?', 'ownership'],
    ['Do users need MFA to log in from outside the office?', 'logging'],
    ['Are policies and procedures established for asset management?', 'founding'],
    ['Does the incident response plan cover physical incidents?', 'insurance'],
    ['Were any vulnerabilities found in the last scan?', 'founding'],
    ['Does the plan cover ten years of records?', 'customer'],
    ['Do backups ever leave the data zone?', 'departures'],
    ['Does the firm carry cyber liability insurance?', 'carry'],
    ['Do you encrypt company owned mobile devices?', 'ownership'],
    ['Is key management documented (generation, exchange, storage, vetting and replacement)?', 'background_check'],
    ['Describe the firm’s policy for allocating investments among funds and accounts.', 'auditor'],
    ['What controls prevent fraudulent or unauthorised payments from the fund?', 'fraud'],
  ])('%j does not name %s', (text, concept) => {
    expect(conceptsOf(text)).not.toContain(concept);
  });
});
