import type { SessionUser } from '@portal/contracts';
import { secondFactorTexts } from '@portal/copy';
import { type ReactNode, useState } from 'react';
import { ListError, ListLoading } from '../../components/ListStates';
import { mayCall } from '../../session/permissions';
import { Badge, Button, Card, Icon, showToast } from '../../ui';
import { useSecondFactorStatus } from './api/get-second-factor-status';
import { EnrolmentFlow } from './EnrolmentFlow';
import { TurnOffDialog } from './TurnOffDialog';

const t = secondFactorTexts.profile;

/**
 * 'Verificación en dos pasos' in 'Mi Perfil': whether it is on. Staff read that their role requires
 * it; an agent or a client turns it on (the enrolment, recovery codes included) and off (with a code).
 */
export function SecondFactorSection({ user }: { user: SessionUser }) {
  const status = useSecondFactorStatus(user.id);
  const [enrolling, setEnrolling] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  let body: ReactNode;
  if (status.data) {
    const { enrolled, required } = status.data;
    const mayTurnOff = !required && enrolled && mayCall(user.role, 'removeSecondFactor');
    body = (
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2">
          <Badge color={enrolled ? 'green' : 'grey'}>{enrolled ? t.on : t.off}</Badge>
          {enrolled && <span className="text-sm text-slate-600">{t.enrolledNote}</span>}
        </p>
        {required && (
          <p className="flex items-start gap-2 text-slate-700">
            <Icon name="info" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <span>
              {t.required} {!enrolled && t.pendingRequired}
            </span>
          </p>
        )}
        {!required && !enrolled && !enrolling && (
          <>
            <p className="text-slate-700">{t.offered}</p>
            <div>
              <Button variant="primary" onPress={() => setEnrolling(true)}>
                <Icon name="shield" className="size-4" /> {t.turnOn}
              </Button>
            </div>
          </>
        )}
        {!required && enrolling && (
          <div className="border-t border-slate-200 pt-4">
            <p className="mb-4 text-slate-700">{secondFactorTexts.enrolment.whyOffered}</p>
            <EnrolmentFlow
              level={3}
              onCancel={() => setEnrolling(false)}
              onDone={() => {
                setEnrolling(false);
                showToast({ ...secondFactorTexts.activated, tone: 'success' });
              }}
            />
          </div>
        )}
        {mayTurnOff && !enrolling && (
          <div>
            <Button variant="secondary" onPress={() => setTurningOff(true)}>
              {t.turnOff}
            </Button>
          </div>
        )}
      </div>
    );
  } else if (status.isError) {
    body = <ListError title={t.loadFailed} error={status.error} onRetry={status.refetch} />;
  } else {
    body = <ListLoading>{t.loading}</ListLoading>;
  }

  return (
    <Card title={t.title} icon="shield" headingId="second-factor-title">
      {body}
      {turningOff && <TurnOffDialog userId={user.id} onClose={() => setTurningOff(false)} />}
    </Card>
  );
}
