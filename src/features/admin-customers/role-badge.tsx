/** A user's role as a badge: Admin in the brand colour, User neutral. */
import type { Role } from '@/api/queries/admin';
import { roleLabel } from './customer-values';

export function RoleBadge({ role }: { role: Role }) {
  const colours =
    role === 'admin' ? 'bg-brand-100 text-brand-800 ring-brand-600/25' : 'bg-ink-100 text-ink-700 ring-ink-500/25';
  return (
    <span
      data-role={role}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}
    >
      {roleLabel(role)}
    </span>
  );
}
