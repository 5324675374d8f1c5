/**
 * A full page load at `path`. Used where the app must start over (logout, a rejected token):
 * every query cache, socket and in-memory state is dropped with the old page. (Its own module so
 * tests can replace it: jsdom cannot navigate.)
 */
export const reloadAt = (path: string) => {
  window.location.assign(path);
};
