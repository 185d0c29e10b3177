import { agentApplicationSchema, clientRegistrationSchema, fieldLabels } from '@portal/contracts';
import { agentApplicationTexts } from './agent-application.js';

/** A field a form collects, by its key and the label its form shows. */
export interface CollectedField {
  key: string;
  label: string;
}

const labelOf = (key: string, labels: Readonly<Record<string, unknown>>): string => {
  const label = Object.hasOwn(labels, key) ? labels[key] : undefined;
  return typeof label === 'string' ? label : key;
};

/**
 * What each form that collects data asks for, as the privacy notice lists it: the fields of the request
 * schemas (the same the forms and the API validate), each with its form's label, so a field added to a form is in
 * the notice without being written twice. The privacy choices themselves are no personal data collected.
 */
export function collectedFields(): { registration: CollectedField[]; agentApplication: CollectedField[] } {
  const fieldsOf = (keys: string[], labels: Readonly<Record<string, unknown>>) =>
    keys.filter((key) => key !== 'privacy').map((key) => ({ key, label: labelOf(key, labels) }));
  return {
    registration: fieldsOf(Object.keys(clientRegistrationSchema.shape), fieldLabels),
    agentApplication: fieldsOf(Object.keys(agentApplicationSchema.shape), {
      ...fieldLabels,
      ...agentApplicationTexts,
    }),
  };
}
