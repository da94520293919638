import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

/** A title a page gives itself (the catch-all 404 has no route or menu entry to name it). */
const pageTitle = createStore<{ title: string | null }>(() => ({ title: null }));

/** Names the current page in `document.title` while it is shown (see app/document-title). */
export function usePageTitle(title: string) {
  useEffect(() => {
    pageTitle.setState({ title });
    return () => pageTitle.setState({ title: null });
  }, [title]);
}

/** The title the shown page gave itself, if any. */
export const useOwnPageTitle = () => useStore(pageTitle, (state) => state.title);
