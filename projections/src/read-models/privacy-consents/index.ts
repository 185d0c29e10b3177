import { PRIVACY_CONSENTS, PRIVACY_CONSENTS_PROJECTION, type PrivacyConsentsDoc } from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/**
 * privacyConsents: per person (a lawyer's from their application on, under the account approval creates), the
 * consent in force (the last notice accepted, the voluntary purposes consented now) and every consent given or
 * withdrawn, oldest first. Mi Perfil lists it; the signed-in app compares its version with the notice in force.
 */
export const privacyConsentsProjector = defineProjector({
  name: PRIVACY_CONSENTS_PROJECTION,
  version: 1,
  collections: [PRIVACY_CONSENTS],
  handles: ['PrivacyConsentGiven', 'PrivacyConsentWithdrawn'],
  async apply({ event }, view) {
    const { userId } = event.data;
    const doc = (await view.get<PrivacyConsentsDoc>(PRIVACY_CONSENTS, userId)) ?? {
      userId,
      inForce: null,
      history: [],
    };
    switch (event.type) {
      case 'PrivacyConsentGiven': {
        const { noticeVersion, purposes, channel, at } = event.data;
        view.put(PRIVACY_CONSENTS, userId, {
          userId,
          inForce: { noticeVersion, financialData: true, purposes, givenAt: at },
          history: [...doc.history, { kind: 'given', noticeVersion, purposes, channel, at }],
        } satisfies PrivacyConsentsDoc);
        return;
      }
      case 'PrivacyConsentWithdrawn': {
        const { noticeVersion, purpose, at } = event.data;
        view.put(PRIVACY_CONSENTS, userId, {
          userId,
          inForce: doc.inForce && {
            ...doc.inForce,
            purposes: doc.inForce.purposes.filter((key) => key !== purpose),
          },
          history: [...doc.history, { kind: 'withdrawn', noticeVersion, purpose, at }],
        } satisfies PrivacyConsentsDoc);
        return;
      }
    }
  },
});
