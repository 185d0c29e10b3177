import { type UrgencyLevel, urgencyColors, urgencyLabel } from '@portal/contracts';
import type { BadgeColor } from '../../ui';

/** Badge colours of the dashboard's statuses (the text always names the status). */
/** Urgency badge: high Alto, medium Medio, low Bajo, anything else Crítico. */
export function urgencyBadge(value: string): { label: string; color: BadgeColor } {
  const known = value === 'low' || value === 'medium' || value === 'high';
  return { label: urgencyLabel(value), color: urgencyColors[(known ? value : 'critical') as UrgencyLevel] };
}
