import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, role: 'all', runsWeb: true, runsWorker: true, publicUrl: 'http://localhost:3000', secureCookies: false });
    expect(c.database.url).toBeUndefined();
    expect(c.auth.provider).toBe('local');
    expect(c.dataDir).toMatch(/data$/);
  });

  it('treats empty values as unset (a copied .env.example works unchanged)', () => {
    expect(loadConfig({ DATABASE_URL: '', AUTH_PROVIDER: '', ENTRA_CLIENT_ID: '' }).auth.provider).toBe('local');
  });

  it('chooses Entra ID when a client id is configured, and requires the rest', () => {
    expect(() => loadConfig({ ENTRA_CLIENT_ID: 'abc' })).toThrow(/ENTRA_TENANT_ID is required[\s\S]*ENTRA_CLIENT_SECRET is required/);
    const c = loadConfig({ ENTRA_CLIENT_ID: 'abc', ENTRA_TENANT_ID: 'organizations', ENTRA_CLIENT_SECRET: 's' });
    expect(c.auth).toMatchObject({ provider: 'entra', tenantId: 'organizations', authority: 'https://login.microsoftonline.com' });
  });

  it('explains every invalid value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', ROLE: 'boss' });
      expect.fail('should throw');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('ROLE');
      expect(msg).toContain('.env.example');
    }
  });

  it('requires PUBLIC_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PUBLIC_URL is required in production');
  });

  it('marks cookies Secure behind TLS and splits roles', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://ddq.example.com/', ROLE: 'worker' });
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://ddq.example.com');
    expect(c.runsWeb).toBe(false);
    expect(c.runsWorker).toBe(true);
  });
});
