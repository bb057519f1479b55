import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header's controls (session, language, theme): inline on a wide page, behind one menu
 * button on a phone (issue 24), so the header fits a 360 px screen with its controls in reach.
 */
export function HeaderMenu({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A press anywhere else closes it, as the focus leaving it does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  if (!collapsed) return <>{children}</>;
  return (
    <div
      ref={root}
      className="header-menu"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          // The panel is hidden with the focus in it: back to the button, not to the body.
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {t('menu')}
      </button>
      <div id={id} className="header-menu-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
