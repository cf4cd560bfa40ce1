/** The local provider's sign-in page: a plain, accessible HTML form (name, e-mail, firm, the firm's passphrase). */
import { authPage, escapeHtml } from './auth-page';

type Field = 'name' | 'email' | 'firm';

export function renderLocalLoginPage(opts: {
  uid: string;
  error?: string;
  values?: Partial<Record<Field, string>>;
}): string {
  const v = opts.values ?? {};
  const field = (name: Field, label: string, type: string, autocomplete: string) => `
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" required maxlength="200" autocomplete="${autocomplete}" value="${escapeHtml(v[name] ?? '')}">`;
  return authPage(
    'Sign in',
    `  <h1>Sign in to DDQ Wingman</h1>
  <p>Local sign-in (no Microsoft 365 configured). The first person to sign in with a firm name chooses its passphrase;
  colleagues need it to join, and everyone gives it at each sign-in.</p>
  ${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
  <form method="post" action="/auth/local/${escapeHtml(opts.uid)}">
    ${field('name', 'Your name', 'text', 'name')}
    ${field('email', 'Work e-mail', 'email', 'email')}
    ${field('firm', 'Firm', 'text', 'organization')}
      <label for="passphrase">Passphrase</label>
      <input id="passphrase" name="passphrase" type="password" required minlength="8" maxlength="200" autocomplete="current-password" aria-describedby="passphrase-hint">
      <p class="hint" id="passphrase-hint">Your firm's passphrase (at least 8 characters). New firm? Choose one and share it with colleagues.</p>
    <button type="submit">Sign in</button>
  </form>`,
  );
}
