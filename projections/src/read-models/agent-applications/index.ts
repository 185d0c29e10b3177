import {
  AGENT_APPLICATIONS,
  AGENT_APPLICATIONS_PROJECTION,
  type AgentApplicationDoc,
  experienceLabels,
  specializationLabels,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

async function decided(view: DocView, id: string, change: Partial<AgentApplicationDoc>) {
  const doc = await view.get<AgentApplicationDoc>(AGENT_APPLICATIONS, id);
  if (doc) view.put(AGENT_APPLICATIONS, id, { ...doc, ...change });
}

/** agentApplications: each application to work as an agent as the panel lists it (never the password hash). */
export const agentApplicationsProjector = defineProjector({
  name: AGENT_APPLICATIONS_PROJECTION,
  // 2: `awaiting`, so the list orders pending applications first in the store.
  version: 2,
  collections: [AGENT_APPLICATIONS],
  handles: ['AgentApplicationSubmitted', 'AgentApplicationApproved', 'AgentApplicationRejected'],
  async apply({ event }, view) {
    switch (event.type) {
      case 'AgentApplicationSubmitted': {
        const d = event.data;
        const doc: AgentApplicationDoc = {
          id: d.applicationId,
          fullName: `${d.firstName} ${d.lastName}`.trim(),
          username: d.username,
          email: d.email,
          phone: d.phone,
          licenseNumber: d.licenseNumber,
          specialization: specializationLabels[d.specialization],
          experience: experienceLabels[d.experience],
          certifications: d.certifications,
          languages: d.languages,
          officeLocation: d.officeLocation,
          status: 'pending',
          awaiting: 1,
          submittedAt: d.submittedAt,
          decidedAt: null,
          reason: null,
          agentId: null,
        };
        return view.put(AGENT_APPLICATIONS, d.applicationId, doc);
      }
      case 'AgentApplicationApproved': {
        const { applicationId, decidedAt, agentId } = event.data;
        return decided(view, applicationId, { status: 'approved', awaiting: 0, decidedAt, agentId });
      }
      case 'AgentApplicationRejected': {
        const { applicationId, decidedAt, reason } = event.data;
        return decided(view, applicationId, { status: 'rejected', awaiting: 0, decidedAt, reason });
      }
    }
  },
});
