import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from './app.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Lets the click's own work run (React's microtasks), but nothing scheduled for later. */
const afterTheClick = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('the app routes', () => {
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/');
  });

  it('shows the Admin form as soon as Admin is followed, so nothing is typed into the Log In form it replaces', async () => {
    window.history.replaceState(null, '', '/login');
    render(<App />);
    // The sign-in pages' chunk is imported for the first time here: on busy cores that takes
    // longer than findBy's default second. What is tested is what follows the click.
    expect(
      await screen.findByRole('heading', { name: 'Log In' }, { timeout: 15_000 }),
    ).toBeTruthy();

    // As a browser does it, outside act(): a navigation rendered later (a transition) would leave
    // Log In on screen under /admin-login, and what someone typed there would be wiped when
    // Admin replaced it.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    screen.getByRole('link', { name: 'Admin' }).click();
    await afterTheClick();
    expect(window.location.pathname).toBe('/admin-login');
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Log In' })).toBeNull();

    screen.getByRole('link', { name: 'Reception' }).click();
    await afterTheClick();
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });
});
