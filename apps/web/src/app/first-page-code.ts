import { useSyncExternalStore } from 'react';
import { preloadRoute } from '../lib/route-preload.ts';

/** The longest the top bar waits for the first page's code; then it comes with a loader. */
const firstPageWaitMs = 3000;

let here = false;
const listeners = new Set<() => void>();

// Evaluated once a page load, when a signed-in layout's code arrives: main.tsx has already
// started the first page's chunks, so this asks for nothing new and learns when they are here
// (or have failed: the page shows its error).
void Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => window.setTimeout(resolve, firstPageWaitMs)),
]).then(() => {
  here = true;
  for (const listener of listeners) listener();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Has the code of the page the desk opened on come? A page's own top-bar buttons (Settings'
 * Back, My shift and Change password) come with its code, so a bar drawn before it gained them
 * a moment later and every button moved (ADR 061).
 */
export const useFirstPageCodeHere = (): boolean => useSyncExternalStore(subscribe, () => here);
