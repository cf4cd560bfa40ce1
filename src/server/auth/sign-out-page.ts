/** Shown when a sign-out was not asked for from this app (another site linked to it): the person confirms it. */
import { authPage } from './auth-page';

export function renderSignOutPage(): string {
  return authPage(
    'Sign out',
    `  <h1>Sign out of DDQ Wingman?</h1>
  <p>Another page sent you here. Sign out only if you meant to.</p>
  <form method="post" action="/auth/logout">
    <button type="submit">Sign out</button>
  </form>
  <a class="cancel" href="/">Stay signed in</a>`,
  );
}
