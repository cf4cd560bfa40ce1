import { describe, expect, it } from 'vitest';
import { completionDownloadUrl } from './download';

describe('completionDownloadUrl', () => {
  it('uses an openable outputObjectPath, else the download call', () => {
    expect(completionDownloadUrl({ id: 'c1', outputObjectPath: '/api/download-ddq/c1' })).toBe('/api/download-ddq/c1');
    expect(completionDownloadUrl({ id: 'c1', outputObjectPath: 'https://files.example.com/x.docx' })).toBe(
      'https://files.example.com/x.docx',
    );
    expect(completionDownloadUrl({ id: 'c1', outputObjectPath: 'outputs/firm/abc' })).toBe('/api/download-ddq/c1');
    expect(completionDownloadUrl({ id: 'c 2', outputObjectPath: null })).toBe('/api/download-ddq/c%202');
  });
});
