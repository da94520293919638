import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

/** Full-page layout without chrome: sign-in screens and misc pages. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <ScrollManager />
      <main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children ?? <Outlet />}
      </main>
    </>
  );
}
