import type { MemberTagState, UserInfo } from '@spot/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TAGS: readonly MemberTagState[] = ['FAIL', 'PROCESS', 'SUCCESS'];
const isTag = (v: unknown): boolean => v === undefined || TAGS.includes(v as MemberTagState);

/**
 * Boundary guard for the user info reply: every field the product reads, with its type. A
 * reply that fails it is treated as "not logged in" and logged, never thrown into the page.
 */
export function isUserInfo(value: unknown): value is UserInfo {
  if (!isRecord(value)) return false;
  const tag = value.member_tag;
  const gray = value.grayFlag;
  return (
    typeof value.id === 'string' &&
    typeof value.email === 'string' &&
    typeof value.userState === 'number' &&
    typeof value.double_confirm === 'string' &&
    isRecord(tag) &&
    isTag(tag.UTA) &&
    isTag(tag.UTA_INVERSE) &&
    typeof value.unified_account === 'number' &&
    isRecord(gray) &&
    typeof gray.IsUTA === 'boolean' &&
    typeof value.isUTA === 'boolean' &&
    typeof value.isDemoAccount === 'boolean' &&
    typeof value.demo_id === 'string' &&
    typeof value.sub_attribute === 'string' &&
    typeof value.is_copy_trading_leader === 'boolean' &&
    typeof value.is_new_copy_trading_leader === 'boolean' &&
    typeof value.eeaStatus === 'boolean' &&
    typeof value.region === 'string'
  );
}
