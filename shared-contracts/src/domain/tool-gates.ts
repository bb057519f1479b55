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

/** Where a tool that lives outside this page goes (spec 001 §2 external navigations). */
export interface ExternalToolLink {
  /** A path of the exchange's main site (DESIGN §8). */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Future spread opens in a new window; the others replace this page. */
  readonly newWindow: boolean;
}

/**
 * The page of convert, auto invest or future spread, null for a tool with a form here.
 * Convert goes to the OTC page once the trader has been guided, to its index when not or when
 * the state is unknown (`otcGuided` null: logged out, or the call failed).
 */
export function externalToolLink(
  tool: ToolName,
  symbol: { readonly base: string; readonly quote: string },
  otcGuided: boolean | null,
): ExternalToolLink | null {
  switch (tool) {
    case 'convert':
      return {
        path: otcGuided === true ? '/user/assets/otc/convert' : '/user/assets/otc/index',
        query: { fromCoin: symbol.quote, toCoin: symbol.base, source: 'spot_convert_block_trade' },
        newWindow: false,
      };
    case 'autoInvest':
      return {
        path: '/fiat/trade/invest/home',
        query: { source: 'spot_tools', target: symbol.base, type: 'crypto' },
        newWindow: false,
      };
    case 'futureSpread':
      return { path: '/liquid-marketplace/future-spread', query: {}, newWindow: true };
    default:
      return null;
  }
}
