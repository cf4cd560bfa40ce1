import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signInNewFirm, startTestServer } from '../support/test-server';

describe('restart', () => {
  it('keeps users, firms and sessions across a server restart (data folder persists)', async () => {
    const first = await startTestServer();
    const alice = await signInNewFirm(first.url);
    const before = (await alice.client.json<{ user: { id: string; firmId: string } }>('/api/auth/user')).body.user;
    const token = alice.client.cookies.get('ddq_session')!;
    await first.close();

    const second = await startTestServer({ DATA_DIR: first.dataDir, PORT: new URL(first.url).port });
    try {
      const again = new HttpClient(second.url);
      again.cookies.set('ddq_session', token);
      const { status, body } = await again.json<{ user: { id: string; firmId: string } }>('/api/auth/user');
      expect(status).toBe(200);
      expect(body.user).toEqual(expect.objectContaining({ id: before.id, firmId: before.firmId }));
    } finally {
      await second.close();
    }
  });
});
