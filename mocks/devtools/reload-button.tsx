/** The panel's "Reload page": the scenarios tab and the clock offer it, to redraw the page with what was set (written in the address first). */
export function ReloadButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50" onClick={onClick}>
      Reload page
    </button>
  );
}
