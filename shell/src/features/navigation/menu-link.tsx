import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';

type Go = (to: string) => void;
const NavigateContext = createContext<Go | null>(null);

/**
 * Gives menu links a navigate function that never changes. React Router's own `Link` reads the
 * location, so every link of the menu (about a hundred) would render again on each navigation.
 */
export function MenuNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const go = useCallback<Go>((to) => void latest.current(to), []);
  return <NavigateContext.Provider value={go}>{children}</NavigateContext.Provider>;
}

export interface MenuLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Absolute path in the portal. */
  to: string;
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/**
 * A link of the navigation: an `<a href>` (open in a new tab, copy the address) that moves
 * inside the portal on a plain click, without re-rendering when the location changes.
 */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink(
  { to, onClick, children, ...rest },
  ref,
) {
  const go = useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !go || !plainClick(event)) return;
        event.preventDefault();
        go(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
