import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export const APP_NAME = 'HostDesk';

/** Logo and app title; the whole brand is at most 175 px wide (spec 9). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.root.href()} className="hd-brand" aria-label={APP_NAME}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
        <path
          d="M9 9v14M23 9v14M9 16h14"
          stroke="var(--mantine-primary-color-contrast)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {compact ? null : <span>{APP_NAME}</span>}
    </Link>
  );
}
