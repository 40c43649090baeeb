/**
 * An order's status as a coloured badge (spec section 4): paid green, fulfilled blue, pending
 * amber, cancelled red, refunded purple; any other status neutral grey.
 */
const COLOURS: Record<string, string> = {
  paid: 'bg-green-100 text-green-800 ring-green-600/25',
  fulfilled: 'bg-blue-100 text-blue-800 ring-blue-600/25',
  pending: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  cancelled: 'bg-red-100 text-red-800 ring-red-600/25',
  refunded: 'bg-purple-100 text-purple-800 ring-purple-600/25',
};

export const NEUTRAL_BADGE = 'bg-gray-100 text-gray-800 ring-gray-500/25';

export function statusBadgeClass(status: string | null | undefined): string {
  return (status && COLOURS[status]) || NEUTRAL_BADGE;
}

export function statusLabel(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ') : 'Unknown';
}

export function StatusBadge({ status, className = '' }: { status: string | null | undefined; className?: string }) {
  return (
    <span
      data-status={status ?? 'unknown'}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(status)} ${className}`}
    >
      {statusLabel(status)}
    </span>
  );
}
