/** Where a completed DDQ is downloaded from. */
import { apiPath, type TDdqCompletion } from '@contract/index';

/** outputObjectPath when it is an address the browser can open, else GET /api/download-ddq/{id}. */
export function completionDownloadUrl(c: Pick<TDdqCompletion, 'id' | 'outputObjectPath'>): string {
  const p = c.outputObjectPath;
  if (p && (p.startsWith('/api/') || /^https?:\/\//.test(p))) return p;
  return apiPath('downloadDdq', { id: c.id });
}

/** Opens the completed document in a new tab (the server answers with an attachment). */
export function openDownload(url: string): void {
  window.open(url, '_blank', 'noopener');
}
