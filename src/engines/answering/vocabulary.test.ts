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
  ])('%j does not name %s', (text, concept) => {
    expect(conceptsOf(text)).not.toContain(concept);
  });
});
