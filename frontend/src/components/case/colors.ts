import type { BadgeColor } from '../../ui';

/** Badge colours of a case's statuses (the text always names the status). */
export function phaseColor(status: string): BadgeColor {
  return status === 'completed' ? 'green' : status === 'in_progress' ? 'blue' : 'grey';
}

export function priorityColor(priority: string): BadgeColor {
  return priority === 'high' ? 'red' : priority === 'normal' ? 'blue' : 'grey';
}

/** A document sent: verified green, rejected red, else (in review) yellow. */
export function documentColor(status: string): BadgeColor {
  return status === 'verified' ? 'green' : status === 'rejected' ? 'red' : 'yellow';
}
