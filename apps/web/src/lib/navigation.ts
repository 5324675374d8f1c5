/** When the page last started a full load, and where to (see reloadAt). */
let leaving: { path: string; at: number } | undefined;

/** How long a started full load stands before a new one may replace it (a cancelled load). */
const leavingFor = 5000;

/**
 * A full page load at `path`. Used where the app must start over (logout, a rejected token):
 * every query cache, socket and in-memory state is dropped with the old page. Several reasons to
 * leave can arrive together (Logout's answer, then the socket the server closed for the revoked
 * token, then a call refused with 401): only the first starts a load, because a second
 * `location.assign` would abort the first and the browser would report the navigation as failed.
 * (Its own module so tests can replace it: jsdom cannot navigate.)
 */
export const reloadAt = (path: string) => {
  const now = Date.now();
  if (leaving && leaving.path === path && now - leaving.at < leavingFor) return;
  leaving = { path, at: now };
  window.location.assign(path);
};
