/** The local provider's sign-in page: a plain, accessible HTML form (name, e-mail, firm). */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderLocalLoginPage(opts: { uid: string; error?: string; values?: Partial<Record<'name' | 'email' | 'firm', string>> }): string {
  const v = opts.values ?? {};
  const field = (name: 'name' | 'email' | 'firm', label: string, type: string, autocomplete: string) => `
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" required maxlength="200" autocomplete="${autocomplete}" value="${escape(v[name] ?? '')}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - DDQ Wingman</title>
<style>
  body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f9;margin:0;display:grid;place-items:center;min-height:100vh;color:#0f172a}
  main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 10px 30px rgba(15,23,42,.08);width:min(380px,92vw)}
  h1{font-size:1.25rem;margin:0 0 .25rem} p{color:#475569;margin:0 0 1.25rem;font-size:.9rem}
  label{display:block;font-size:.85rem;font-weight:600;margin:.75rem 0 .25rem}
  input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
  input:focus,button:focus{outline:3px solid #93c5fd;outline-offset:1px}
  button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#2563eb;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}
  .error{background:#fef2f2;color:#b91c1c;padding:.6rem .75rem;border-radius:8px;font-size:.9rem}
</style></head>
<body><main>
  <h1>Sign in to DDQ Wingman</h1>
  <p>Local sign-in (no Microsoft 365 configured). Everyone who signs in with the same firm name shares that firm's documents.</p>
  ${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
  <form method="post" action="/auth/local/${escape(opts.uid)}">
    ${field('name', 'Your name', 'text', 'name')}
    ${field('email', 'Work e-mail', 'email', 'email')}
    ${field('firm', 'Firm', 'text', 'organization')}
    <button type="submit">Sign in</button>
  </form>
</main></body></html>`;
}
