import type { PreflightCode, PreflightStatus } from '@printshop/contract';
import type { PreflightReason } from '../../../i18n/preflight-messages.ts';
import type { Finding } from './facts.ts';

/** One check's outcome; its reason is a key of the preflight messages, so it can always be read. */
export function finding(
  code: PreflightCode,
  status: PreflightStatus,
  reason: PreflightReason,
  values: Finding['values'] = {},
): Finding {
  return { code, status, reason, values };
}
