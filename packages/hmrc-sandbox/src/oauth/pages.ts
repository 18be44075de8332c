/**
 * The HTML pages of the authorisation journey: sign in (User ID, Password) and grant authority.
 * Plain, accessible HTML (lang, title, labels, an error summary) under a strict CSP: no script at
 * all, styles from one same-origin stylesheet.
 */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const STYLESHEET = `
body { font-family: Arial, sans-serif; margin: 0; color: #0b0c0c; background: #fff; line-height: 1.4; }
header { background: #0b0c0c; color: #fff; padding: 12px 16px; font-weight: bold; }
main { max-width: 640px; margin: 0 auto; padding: 16px; }
h1 { font-size: 2rem; margin: 16px 0; }
label { display: block; font-weight: bold; margin: 16px 0 4px; }
input[type=text], input[type=password] { font-size: 1.1rem; padding: 6px; width: 100%; max-width: 20em; box-sizing: border-box; border: 2px solid #0b0c0c; }
input:focus, button:focus { outline: 3px solid #fd0; outline-offset: 0; }
button { font-size: 1.1rem; padding: 8px 14px; margin: 20px 12px 0 0; border: 0; cursor: pointer; background: #00703c; color: #fff; }
button.secondary { background: #f3f2f1; color: #0b0c0c; border: 1px solid #505a5f; }
.error-summary { border: 4px solid #d4351c; padding: 12px 16px; margin-bottom: 16px; }
.error-summary h2 { margin-top: 0; font-size: 1.2rem; }
.error { color: #d4351c; font-weight: bold; }
.hint { color: #505a5f; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - HMRC sandbox (local emulator)</title>
<link rel="stylesheet" href="/oauth/assets/style.css">
</head>
<body>
<header>HMRC sandbox (local emulator)</header>
<main>
${body}
</main>
</body>
</html>
`;
}

export function signInPage(journey: string, appName: string, error: string | null, userId = ''): string {
  const summary = error
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<p><a href="#userId">${escapeHtml(error)}</a></p>
</div>`
    : '';
  return page(
    error ? `Error: Sign in` : 'Sign in',
    `${summary}<h1>Sign in</h1>
<p>${escapeHtml(appName)} wants to access your HMRC account. Sign in with a sandbox test user's Government Gateway User ID and password.</p>
<form method="post" action="/oauth/authorize/sign-in" novalidate>
<input type="hidden" name="journey" value="${escapeHtml(journey)}">
<label for="userId">User ID</label>
<input type="text" id="userId" name="userId" autocomplete="username" spellcheck="false" value="${escapeHtml(userId)}"${error ? ' aria-invalid="true" aria-describedby="userId-error"' : ''}>
${error ? `<p id="userId-error" class="error">${escapeHtml(error)}</p>` : ''}
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password">
<div><button type="submit">Sign in</button></div>
</form>`,
  );
}

export function grantPage(journey: string, appName: string, scopes: string[]): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`).join('\n');
  return page(
    'Grant authority',
    `<h1>Grant authority</h1>
<p>${escapeHtml(appName)} will be able to:</p>
<ul>
${items}
</ul>
<p class="hint">You can take away this authority at any time.</p>
<form method="post" action="/oauth/authorize/grant">
<input type="hidden" name="journey" value="${escapeHtml(journey)}">
<button type="submit" name="decision" value="grant">Grant authority</button>
<button type="submit" name="decision" value="deny" class="secondary">Do not grant</button>
</form>`,
  );
}

export function errorPage(status: number, error: string, description: string): string {
  return page(
    `Error: ${error}`,
    `<h1>Sorry, there is a problem with the service</h1>
<p>The application sent an authorisation request that HMRC cannot accept (HTTP ${status}).</p>
<dl>
<dt>error</dt><dd><code>${escapeHtml(error)}</code></dd>
<dt>error_description</dt><dd>${escapeHtml(description)}</dd>
</dl>`,
  );
}

const SCOPE_TEXT: Record<string, string> = {
  'read:vat': 'View your VAT information',
  'write:vat': 'Change your VAT information',
  'read:self-assessment': 'View your Self Assessment information',
  'write:self-assessment': 'Change your Self Assessment information',
  hello: 'Say hello',
};

/** CSP for the pages: the form may post to us and, after the grant, redirect to the application. */
export function pageCsp(formTargets: string[] = []): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${formTargets.map((t) => ` ${t}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
