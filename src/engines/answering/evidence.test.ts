import { describe, expect, it } from 'vitest';
import { termProfile } from './evidence.js';

const scope = (text: string) => [...termProfile(text).scope];

describe('scope words', () => {
  it.each([
    ['Has the firm been party to litigation in the past ten years?', 'span'],
    ['In the last 12 months, has any account been compromised?', 'span'],
    ['Since 2020, has client data been disclosed without authorisation?', 'span'],
    ['Are shared accounts or generic IDs permitted?', 'negative'],
    ['Are default passwords changed before deployment?', 'negative'],
    ['Are any passwords stored in plain text?', 'negative'],
    ['Will any institution data leave the United States?', 'outside'],
    ['Is client data stored outside the United States?', 'outside'],
    ['Can you provide overall system architecture diagrams?', 'report_copy'],
    ['Would you be willing to share systems schematics?', 'report_copy'],
    ["Do backups ever leave the Institution's Data Zone?", 'outside'],
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
  ])('%j has no %s', (text, marker) => {
    expect(scope(text)).not.toContain(marker);
  });
});
