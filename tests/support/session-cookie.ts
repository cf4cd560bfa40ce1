/** Signs in through the local provider and returns the Set-Cookie line of the session (to check its attributes). */
import { HttpClient } from './http-client';
import { TEST_FIRM_PASSPHRASE } from './test-server';

export async function signInForSessionCookie(baseUrl: string, who: { name: string; email: string; firm: string }) {
  const client = new HttpClient(baseUrl);
  const { url: pageUrl } = await client.follow('/auth/login');
  let res = await client.request(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ passphrase: TEST_FIRM_PASSPHRASE, ...who }).toString(),
  });
  for (let hop = 0; hop < 8; hop++) {
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ddq_session='));
    if (cookie) return { client, cookie };
    const location = res.headers.get('location');
    if (!location) break;
    res = await client.request(new URL(location, pageUrl).href);
  }
  throw new Error('Sign-in set no session cookie');
}
