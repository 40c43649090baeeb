import { formatNaira } from '@/lib/money';

/** A price in naira, with the naira sign. */
export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className}>{formatNaira(value)}</span>;
}
