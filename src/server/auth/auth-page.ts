/** The plain, accessible HTML shell of the server's own sign-in pages (the local sign-in form, the sign-out check). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function authPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - DDQ Wingman</title>
<style>
  body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f9;margin:0;display:grid;place-items:center;min-height:100vh;color:#0f172a}
  main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 10px 30px rgba(15,23,42,.08);width:min(380px,92vw)}
  h1{font-size:1.25rem;margin:0 0 .25rem} p{color:#475569;margin:0 0 1.25rem;font-size:.9rem}
  label{display:block;font-size:.85rem;font-weight:600;margin:.75rem 0 .25rem}
  input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
  input:focus,button:focus,a:focus{outline:3px solid #93c5fd;outline-offset:1px}
  button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#2563eb;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}
  .hint{font-size:.8rem;margin:.35rem 0 0}
  .cancel{display:block;text-align:center;margin-top:1rem;color:#2563eb}
  .error{background:#fef2f2;color:#b91c1c;padding:.6rem .75rem;border-radius:8px;font-size:.9rem}
</style></head>
<body><main>
${body}
</main></body></html>`;
}
