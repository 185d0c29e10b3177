import { type UrgencyLevel, urgencyColors, urgencyOptionLabels } from '@portal/contracts';
import type { BadgeColor } from '../../ui';

/** Urgency badge: Bajo, Medio, Alto, Crítico, in its colour (the text always names the level). */
export function urgencyBadge(value: UrgencyLevel): { label: string; color: BadgeColor } {
  return { label: urgencyOptionLabels[value], color: urgencyColors[value] };
}
