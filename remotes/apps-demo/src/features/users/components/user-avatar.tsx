import { Avatar } from '@mantine/core';

/** The user's picture, or initials when there is none. */
export function UserAvatar({
  fullName,
  avatar,
  size = 'md',
}: {
  fullName: string;
  avatar: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl' | number;
}) {
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    // A dark filled background keeps the white initials readable (WCAG AA) in both schemes.
    <Avatar src={avatar || null} alt={fullName} size={size} color="blue.9" variant="filled">
      {initials}
    </Avatar>
  );
}
