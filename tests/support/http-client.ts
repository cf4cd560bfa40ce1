/** A tiny HTTP client with a cookie jar, for driving the real app (and its sign-in redirects) from tests. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects (keeping cookies) and returns the last response with the URL it came from. */
  async follow(path: string, init: RequestInit = {}, maxHops = 10): Promise<{ res: Response; url: string }> {
    let res = await this.request(path, init);
    let url = new URL(path, this.baseUrl).href;
    for (let hop = 0; hop < maxHops && res.status >= 300 && res.status < 400; hop++) {
      const location = res.headers.get('location');
      if (!location) break;
      url = new URL(location, url).href;
      res = await this.request(url);
    }
    return { res, url };
  }

  get(path: string) {
    return this.request(path);
  }

  async json<T = unknown>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const res = await this.request(path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}
