/**
 * The brand's avatar for the system senders ('Flechazo' notices, 'Recomendados'; OPEN-02's special
 * users) instead of the generic default photo (issue 21).
 */
import { isSpecialUserId } from '@/shared/config/env';
import { Logo } from '@/shared/ui/Logo';

export function isSystemUser(userId: number, latestType?: number): boolean {
  // OPEN-02: the configured ids (none when unset), or a chat whose latest message is a notice (-1) or a
  // matching notice (4): the system senders are known without ids too.
  return isSpecialUserId(userId) || latestType === -1 || latestType === 4;
}

export function SystemAvatar({ size }: { size: number }) {
  return (
    <span className="sys-avatar" data-testid="system-avatar" style={{ width: size, height: size }}>
      <Logo size={Math.round(size * 0.62)} />
    </span>
  );
}
