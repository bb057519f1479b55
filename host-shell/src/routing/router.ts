import { createStore } from 'zustand/vanilla';

/** The current path; the shell re-resolves its route whenever it changes. */
export function createRouter() {
  const store = createStore<{ path: string }>(() => ({ path: location.pathname }));
  window.addEventListener('popstate', () => store.setState({ path: location.pathname }));
  return {
    store,
    /** Same-origin paths only; anything else is refused. */
    navigate(path: string, replace = false): void {
      if (!path.startsWith('/') || path.startsWith('//')) {
        console.error(`[router] refused to navigate to "${path}"`);
        return;
      }
      if (replace) history.replaceState(null, '', path + location.search);
      else history.pushState(null, '', path);
      store.setState({ path: location.pathname });
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
