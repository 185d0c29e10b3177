import {
  type CasePriority,
  casePriorityLabel,
  type PhaseStatus,
  phaseStatusLabel,
  type UrgencyLevel,
  urgencyColors,
  urgencyOptionLabels,
} from '@portal/contracts';
import type { BadgeColor } from '../../ui';

export function urgencyBadge(value: UrgencyLevel): { label: string; color: BadgeColor } {
  return { label: urgencyOptionLabels[value], color: urgencyColors[value] };
}

/** Alta / Normal / Baja (casePriorityLabel), coloured by how pressing it is. */
export function priorityBadge(value: CasePriority): { label: string; color: BadgeColor } {
  const label = casePriorityLabel(value);
  return { label, color: value === 'high' ? 'red' : value === 'normal' ? 'blue' : 'grey' };
}

/** Completado / En Progreso / Pendiente (phaseStatusLabel). */
export function phaseStatusBadge(value: PhaseStatus): { label: string; color: BadgeColor } {
  return {
    label: phaseStatusLabel(value),
    color: value === 'completed' ? 'green' : value === 'in_progress' ? 'blue' : 'grey',
  };
}
