import { externalToolLink } from '../domain/tool-gates';
import type { ToolName } from '../domain/account';
import type { HostApi } from '../remote';
import { outsideUrlOf } from './outside-url';

/**
 * Opens convert, auto invest or future spread on the main site (spec 001 §2); false for a
 * tool with a form on this page. Convert asks the OTC guided state first, only when logged in
 * (spec 001 §7). The tools remote and the host's pins both open tools this way. Since 1.5.0.
 */
export async function openExternalTool(
  host: Pick<HostApi, 'api' | 'session' | 'page'>,
  tool: ToolName,
  symbol: { readonly base: string; readonly quote: string },
  open: (url: string, newWindow: boolean) => void = openInBrowser,
): Promise<boolean> {
  if (externalToolLink(tool, symbol, null) === null) return false;
  let guided: boolean | null = null;
  if (tool === 'convert' && host.session.get().isLogin) {
    const reply = await host.api.call('otcGuided', {});
    guided = reply.ok ? reply.result.guided : null;
  }
  const link = externalToolLink(tool, symbol, guided);
  if (!link) return false;
  open(outsideUrlOf(host.page, link.path, link.query), link.newWindow);
  return true;
}

function openInBrowser(url: string, newWindow: boolean): void {
  if (newWindow) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}
