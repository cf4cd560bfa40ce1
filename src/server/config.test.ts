import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      role: 'all',
      runsWeb: true,
      runsWorker: true,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
    });
    expect(c.database.url).toBeUndefined();
    expect(c.auth.provider).toBe('local');
    expect(c.dataDir).toMatch(/data$/);
  });

  it('treats empty values as unset (a copied .env.example works unchanged)', () => {
    expect(loadConfig({ DATABASE_URL: '', AUTH_PROVIDER: '', ENTRA_CLIENT_ID: '' }).auth.provider).toBe('local');
  });

  it('chooses Entra ID when a client id is configured, and requires the rest', () => {
    expect(() => loadConfig({ ENTRA_CLIENT_ID: 'abc' })).toThrow(
      /ENTRA_TENANT_ID is required[\s\S]*ENTRA_CLIENT_SECRET is required/,
    );
    const c = loadConfig({ ENTRA_CLIENT_ID: 'abc', ENTRA_TENANT_ID: 'organizations', ENTRA_CLIENT_SECRET: 's' });
    expect(c.auth).toMatchObject({
      provider: 'entra',
      tenantId: 'organizations',
      authority: 'https://login.microsoftonline.com',
    });
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
    const c = loadConfig({
      PUBLIC_URL: 'https://ddq.example.com/',
      ROLE: 'worker',
      LOCAL_SIGN_IN_ALLOW_NETWORK: 'true',
    });
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://ddq.example.com');
    expect(c.runsWeb).toBe(false);
    expect(c.runsWorker).toBe(true);
  });

  it('listens on loopback unless told otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses the built-in sign-in on an address other machines use, unless explicitly allowed', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://ddq.example.com' })).toThrow(
      /built-in sign-in[\s\S]*LOCAL_SIGN_IN_ALLOW_NETWORK=true/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toThrow(/not local/);
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://ddq.localhost',
    ]) {
      expect(loadConfig({ PUBLIC_URL: local }).auth.provider, local).toBe('local');
    }
    expect(loadConfig({ PUBLIC_URL: 'https://ddq.example.com', LOCAL_SIGN_IN_ALLOW_NETWORK: 'true' }).auth).toEqual({
      provider: 'local',
      allowNetwork: true,
    });
    const entra = { ENTRA_CLIENT_ID: 'abc', ENTRA_TENANT_ID: 'organizations', ENTRA_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...entra, PUBLIC_URL: 'https://ddq.example.com' }).auth.provider).toBe('entra');
  });

  it('keeps a job lease shorter than the job timeout', () => {
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '60', JOB_TIMEOUT_SECONDS: '30' })).toThrow(
      /JOB_LEASE_SECONDS must be shorter/,
    );
    expect(loadConfig({ JOB_LEASE_SECONDS: '3' }).worker.leaseSeconds).toBe(3);
  });
});
