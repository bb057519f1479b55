import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A toolbar button with a popup: closes on Escape, on a click outside, or when the content
 * calls `close`.
 */
export function Popover({
  label,
  title,
  children,
  className = '',
  testId,
  role = 'menu',
}: {
  readonly label: ReactNode;
  /** Accessible name of the button. */
  readonly title: string;
  readonly children: (close: () => void) => ReactNode;
  readonly className?: string;
  readonly testId?: string;
  readonly role?: 'menu' | 'dialog';
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`chart-popover ${className}`} ref={root}>
      <button
        type="button"
        className="chart-tool"
        aria-haspopup={role}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={title}
        title={title}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </button>
      {open && (
        <div id={id} className="chart-popup" role={role} aria-label={title}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
