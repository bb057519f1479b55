import { TOOL_NAMES, type Session, type ToolName } from '@spot/contracts';

export type ToolGate =
  | { readonly tool: ToolName; readonly available: true }
  | { readonly tool: ToolName; readonly available: false; readonly reason: ToolBlock };

export type ToolBlock =
  'compliance' | 'subLeader' | 'demo' | 'needsSub' | 'needsUtaNonDemo' | 'demoOnly';

/** Role gating of the tool list (spec 001 §5 tool pins), for one session. */
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
