import {
  casePriorityLabel,
  countryLabels,
  fraudTypeLabels,
  phaseStatusLabel,
  preferredContactLabels,
  urgencyColors,
  urgencyLabel,
} from '@portal/contracts';
import type { BadgeColor } from '../../ui';

/** The Spanish label of a key from one of the contracts' label maps, or the stored text itself. */
function labelOf(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

export const fraudTypeText = (value: string) => labelOf(fraudTypeLabels, value);
export const countryText = (value: string) => labelOf(countryLabels, value);
export const preferredContactText = (value: string) => labelOf(preferredContactLabels, value);

export function urgencyBadge(value: string): { label: string; color: BadgeColor } {
  const known = Object.hasOwn(urgencyColors, value) ? (value as keyof typeof urgencyColors) : 'critical';
  return { label: urgencyLabel(value), color: urgencyColors[known] };
}

/** Alta / Normal / Baja (casePriorityLabel), coloured by how pressing it is. */
export function priorityBadge(value: string): { label: string; color: BadgeColor } {
  const label = casePriorityLabel(value);
  return { label, color: value === 'high' ? 'red' : value === 'normal' ? 'blue' : 'grey' };
}

/** Completado / En Progreso / Pendiente (phaseStatusLabel). */
export function phaseStatusBadge(value: string): { label: string; color: BadgeColor } {
  return {
    label: phaseStatusLabel(value),
    color: value === 'completed' ? 'green' : value === 'in_progress' ? 'blue' : 'grey',
  };
}
