import {
  TOOLS_PINNED_PREF,
  openExternalTool,
  readToolsPins,
  visiblePins,
  type HostApi,
  type Session,
  type SymbolRef,
  type ToolName,
  type ToolsPinnedList,
} from '@spot/contracts';

/** Tools whose page is elsewhere: a sub-account reaches these through their pins. */
const OUTSIDE_TOOLS: ReadonlySet<ToolName> = new Set(['convert', 'autoInvest', 'futureSpread']);

/**
 * The pins shown beside the trade area's tabs (spec 001 §3, §5): the stored pins a session may
 * use, in order. A sub-account is kept off the Tools tab (spec 001 §2), so it sees only the
 * pins of tools that open elsewhere — auto invest among them: both rules hold.
 */
export function shownPins(pins: ToolsPinnedList, session: Session): ToolName[] {
  const usable = visiblePins(pins, session);
  return session.roles.sub ? usable.filter((tool) => OUTSIDE_TOOLS.has(tool)) : usable;
}

/** Follows the stored pins; returns the unsubscribe. */
export function followPins(
  host: Pick<HostApi, 'prefs'>,
  listener: (pins: ToolsPinnedList) => void,
): () => void {
  listener(readToolsPins(host.prefs.get(TOOLS_PINNED_PREF)));
  return host.prefs.subscribe<unknown>(TOOLS_PINNED_PREF, (value) =>
    listener(readToolsPins(value)),
  );
}

/** A pin pressed: a tool with a form opens in the Tools tab, the others open their page. */
export function openPinnedTool(host: HostApi, tool: ToolName, symbol: SymbolRef): void {
  if (OUTSIDE_TOOLS.has(tool)) void openExternalTool(host, tool, symbol);
  else host.bus.emit('tools/open-requested', { tool });
}
