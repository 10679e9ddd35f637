/**
 * The brand's avatar for the system senders ('Flechazo' notices, 'Recomendados'; OPEN-02's special
 * users) instead of the generic default photo (issue 21).
 */
import { config } from '@/shared/config/env';
import { Logo } from '@/shared/ui/Logo';

export function isSystemUser(userId: number): boolean {
  const { noticeId, matchingId } = config.specialUsers;
  return (noticeId > 0 && userId === noticeId) || (matchingId > 0 && userId === matchingId);
}

export function SystemAvatar({ size }: { size: number }) {
  return (
    <span className="sys-avatar" data-testid="system-avatar" style={{ width: size, height: size }}>
      <Logo size={Math.round(size * 0.62)} />
    </span>
  );
}
