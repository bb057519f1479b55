import type { Session } from '../session';
import { TOOL_NAMES, type ToolName } from './account';
import type { ToolsPinnedList } from './preferences';

export type ToolGate =
  | { readonly tool: ToolName; readonly available: true }
  | { readonly tool: ToolName; readonly available: false; readonly reason: ToolBlock };

export type ToolBlock =
  'compliance' | 'subLeader' | 'demo' | 'needsSub' | 'needsUtaNonDemo' | 'demoOnly';

/**
 * Role gating of the tools and their pins (spec 001 §5 tool pins, §6), for one session: the
 * tools remote lists what is available and the host shows only available pins. Since 1.5.0 in
 * the contract.
 */
export function gateTool(tool: ToolName, session: Session): ToolGate {
  const { roles, compliance } = session;
  const block = (reason: ToolBlock): ToolGate => ({ tool, available: false, reason });
  if (compliance.hiddenTools.includes(tool)) return block('compliance');
  switch (tool) {
    case 'gridBot':
      if (roles.sub && roles.copyLeader) return block('subLeader');
      if (roles.demo) return block('demo');
      break;
    case 'autoInvest':
      if (!roles.sub) return block('needsSub');
      break;
    case 'scaledOrder':
      if (roles.demo || roles.utaLevel === 0) return block('needsUtaNonDemo');
      break;
    case 'futureSpread':
      if (!roles.demo) return block('demoOnly');
      break;
    case 'convert':
    case 'iceberg':
    case 'twap':
      break;
  }
  return { tool, available: true };
}

export function gateTools(session: Session): ToolGate[] {
  return TOOL_NAMES.map((tool) => gateTool(tool, session));
}

/** The pins a session may see, in their order: a pin whose tool is gated is left out. */
export function visiblePins(pins: ToolsPinnedList, session: Session): ToolName[] {
  return pins.filter((tool) => gateTool(tool, session).available);
}
