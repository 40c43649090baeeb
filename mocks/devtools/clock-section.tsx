import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { clock, describeOffset, parseClockParam } from '../services/clock';
import { ReloadButton } from './reload-button';

function useClockNow(): number {
  // The offset changes only when the clock moves; the time shown is read at each render.
  useSyncExternalStore(clock.subscribe, clock.offset, clock.offset);
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  return clock.now();
}
/** The mock's now: see it, advance it (+8d), set it (2026-12-24T09:00) or put it back. */
export function ClockSection({ reload }: { reload: () => void }) {
  const at = useClockNow();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const inputId = useId();

  function apply() {
    const parsed = parseClockParam(value);
    if (!parsed.ok) return setMessage({ tone: 'error', text: parsed.message });
    const move = parsed.move;
    if (move.kind === 'reset') clock.reset();
    else if (move.kind === 'offset') clock.advance(move.ms);
    else clock.set(move.at);
    setValue('');
    setMessage({
      tone: 'ok',
      text: 'Moved. Requests from now on see the new time; reload to redraw the page with it.',
    });
  }

  return (
    <div>
      <h3 className="font-semibold">Clock</h3>
      <p>
        The mock’s now:{' '}
        <strong className="font-mono text-xs" data-mock-clock>
          {new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC
        </strong>{' '}
        <span className="text-ink-600">({describeOffset(clock.offset())})</span>
      </p>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={inputId} className="text-xs">
          Advance (+8d, -2h) or set (2026-12-24T09:00)
          <input
            id={inputId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="+8d"
            className="mt-1 block w-44 rounded-lg border border-ink-300 px-2.5 py-1.5 font-mono"
          />
        </label>
        <button type="submit" className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50">
          Move the clock
        </button>
        <button
          type="button"
          disabled={clock.offset() === 0}
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => {
            clock.reset();
            setMessage({ tone: 'ok', text: 'Back to the real time.' });
          }}
        >
          Real time
        </button>
        <ReloadButton onClick={reload} />
      </form>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`mt-1 text-xs ${message.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
