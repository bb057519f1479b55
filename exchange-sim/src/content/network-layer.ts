import type { MonitoringReport } from '@spot/contracts';
import { H3_SWITCH_CODES } from '@spot/contracts';

type ReportType = MonitoringReport['type'];

/** Monitoring report types of spec 001 §7, exactly the contract's union; nothing else is accepted. */
const REPORT_TYPE_FLAGS: Readonly<Record<ReportType, true>> = {
  netstatus: true,
  linksException: true,
  http: true,
  httpException: true,
  httpQuality: true,
  detectQuality: true,
  whitelist: true,
  connect: true,
  sdkerror: true,
};
export const MONITORING_REPORT_TYPES = Object.keys(REPORT_TYPE_FLAGS) as readonly ReportType[];

function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && Object.hasOwn(REPORT_TYPE_FLAGS, value);
}

/** Reports one call may carry. */
export const MAX_REPORTS_PER_CALL = 200;
/** Reports kept in memory, newest last; older ones are dropped. */
export const MONITORING_LOG_SIZE = 1_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{ reports: MonitoringReport[] }`; a string is the reason it is refused (all or none). */
export function parseMonitoringReports(body: unknown): MonitoringReport[] | string {
  const usage = `body must be {"reports": [{"type": one of ${MONITORING_REPORT_TYPES.join(', ')}, "ts": ms, "data": {…}}]}`;
  if (!isRecord(body) || !Array.isArray(body.reports)) return usage;
  if (body.reports.length > MAX_REPORTS_PER_CALL) {
    return `at most ${MAX_REPORTS_PER_CALL} reports a call`;
  }
  const reports: MonitoringReport[] = [];
  for (const [i, report] of (body.reports as unknown[]).entries()) {
    if (!isRecord(report)) return `reports[${i}] is not an object; ${usage}`;
    const { type, ts, data } = report;
    if (!isReportType(type)) {
      return `reports[${i}].type ${JSON.stringify(type)} is not a monitoring report type; ${usage}`;
    }
    if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts < 0) {
      return `reports[${i}].ts must be ms since the epoch`;
    }
    if (!isRecord(data)) return `reports[${i}].data must be an object`;
    reports.push({ type, ts, data });
  }
  return reports;
}

/** A kept report and when the sim received it. */
export interface ReceivedReport extends MonitoringReport {
  readonly receivedAt: number;
}

/** The last `MONITORING_LOG_SIZE` monitoring reports, for tests to read. */
export class MonitoringLog {
  private readonly reports: ReceivedReport[] = [];
  private count = 0;

  add(reports: readonly MonitoringReport[], now: number): void {
    for (const report of reports) this.reports.push({ ...report, receivedAt: now });
    this.count += reports.length;
    if (this.reports.length > MONITORING_LOG_SIZE) {
      this.reports.splice(0, this.reports.length - MONITORING_LOG_SIZE);
    }
  }

  /** Kept reports, oldest first, optionally of one type; `total` counts every one received. */
  list(type?: string): { readonly reports: ReceivedReport[]; readonly total: number } {
    const reports =
      type === undefined ? [...this.reports] : this.reports.filter((r) => r.type === type);
    return { reports, total: this.count };
  }

  reset(): void {
    this.reports.length = 0;
    this.count = 0;
  }
}

/** The H3 switch reply (spec 001 §3, §4): err_code, res_code, monitor_switch. */
export interface H3SwitchReply {
  readonly err_code: number;
  readonly res_code: number;
  readonly monitor_switch: number;
}

/** By default every device is a white user with monitoring on. */
export const DEFAULT_H3_REPLY: H3SwitchReply = {
  err_code: H3_SWITCH_CODES.ok,
  res_code: H3_SWITCH_CODES.whiteUser,
  monitor_switch: H3_SWITCH_CODES.monitorOn,
};

/** res_code values a test may set: 1 white user, 0 not, 8 acceleration off (spec 001 §4). */
const RES_CODES: ReadonlySet<number> = new Set([
  0,
  H3_SWITCH_CODES.whiteUser,
  H3_SWITCH_CODES.disable,
]);

/** Reads a test's `{ res_code?, monitor_switch?, err_code? }`; a string is the refusal. */
export function parseH3Patch(body: unknown): Partial<H3SwitchReply> | string {
  const usage =
    'body must be {"res_code"?: 0 | 1 | 8, "monitor_switch"?: 0 | 1, "err_code"?: integer ≥ 0}';
  if (!isRecord(body)) return usage;
  const { res_code: res, monitor_switch: monitor, err_code: err } = body;
  if (res !== undefined && !(typeof res === 'number' && RES_CODES.has(res))) return usage;
  if (monitor !== undefined && monitor !== 0 && monitor !== 1) return usage;
  if (err !== undefined && !(Number.isSafeInteger(err) && (err as number) >= 0)) return usage;
  return {
    ...(res === undefined ? {} : { res_code: res as number }),
    ...(monitor === undefined ? {} : { monitor_switch: monitor }),
    ...(err === undefined ? {} : { err_code: err as number }),
  };
}

/** The H3 switch every query gets; test mode changes it. */
export class H3Switch {
  private value: H3SwitchReply = DEFAULT_H3_REPLY;

  reply(): H3SwitchReply {
    return this.value;
  }

  set(patch: Partial<H3SwitchReply>): H3SwitchReply {
    this.value = { ...this.value, ...patch };
    return this.value;
  }
}
