/**
 * The dashboard's window (spec section 2, Admin dashboard): Last 7 days, Last 30 days, Last 90
 * days, or Custom range with from and to dates and Apply. A from date after the to date is an
 * inline error, and nothing is asked of the server until the pair is valid.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { DASHBOARD_DEFAULT_RANGE } from '@/config/constants';
import {
  customRangeError,
  DASHBOARD_RANGES,
  isCustomWindow,
  RANGE_LABELS,
  todayUtc,
  type DashboardSearch,
} from './dashboard-values';

export interface RangeSelectorProps {
  search: DashboardSearch;
  onChange: (next: DashboardSearch) => void;
  /** The window the figures shown cover: the custom form starts from it. */
  shown?: { from: string; to: string };
}

const segment =
  'inline-flex min-h-11 items-center rounded-full px-3.5 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-inset ring-ink-200 bg-white hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700';

const FIELDS = ['from', 'to'] as const;

export function RangeSelector({ search, onChange, shown }: RangeSelectorProps) {
  const custom = isCustomWindow(search);
  const [open, setOpen] = useState(custom);
  const [from, setFrom] = useState(search.from ?? shown?.from ?? '');
  const [to, setTo] = useState(search.to ?? shown?.to ?? '');
  const form = useFormProblems(FIELDS);
  const fromRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const openCustom = () => {
    if (!open) {
      // Start from the window on screen, so Apply with no change asks for the same figures.
      if (!from && shown) setFrom(shown.from);
      if (!to && shown) setTo(shown.to);
    }
    setOpen(true);
    form.reset();
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = customRangeError(from, to);
    if (problem) {
      // About the pair: both dates are marked and described by it, and the focus goes to From.
      form.show({ fields: {}, form: problem, flagged: FIELDS });
      fromRef.current?.focus();
      return;
    }
    form.reset();
    onChange({ range: DASHBOARD_DEFAULT_RANGE, from, to });
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {DASHBOARD_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            className={segment}
            aria-pressed={!open && !custom && search.range === range}
            onClick={() => {
              setOpen(false);
              form.reset();
              onChange({ range, from: undefined, to: undefined });
            }}
          >
            {RANGE_LABELS[range]}
          </button>
        ))}
        <button
          type="button"
          className={segment}
          aria-pressed={open || custom}
          aria-expanded={open}
          aria-controls={formId}
          onClick={openCustom}
        >
          Custom range
        </button>
      </div>
      {open && (
        <form
          id={formId}
          aria-label="Custom range"
          noValidate
          onSubmit={apply}
          className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl bg-white p-4 ring-1 ring-ink-200"
        >
          <TextField
            label="From"
            className="w-full min-w-0 sm:w-44"
            {...form.fieldProps('from')}
            ref={fromRef}
            type="date"
            name="from"
            value={from}
            max={todayUtc()}
            onChange={(event) => {
              setFrom(event.target.value);
              form.reset();
            }}
          />
          <TextField
            label="To"
            className="w-full min-w-0 sm:w-44"
            {...form.fieldProps('to')}
            type="date"
            name="to"
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              form.reset();
            }}
          />
          <button type="submit" className="btn-primary sm:mt-7">
            Apply
          </button>
          {form.problems.form && (
            <FormAlert id={form.alertId} className="w-full">
              {form.problems.form}
            </FormAlert>
          )}
        </form>
      )}
    </div>
  );
}
