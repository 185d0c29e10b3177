import { serviceHoursFor } from '@portal/contracts';
import { screenTexts } from '@portal/copy';
import { useSiteInfo } from '../../api/get-health';
import { Card } from '../../ui';

/** The firm's service hours (contracts' `serviceHoursFor`: emergencies only with a configured line). */
export function ServiceHoursCard() {
  const { emergencyPhone } = useSiteInfo();
  return (
    <Card title={screenTexts.serviceHoursTitle} icon="clock">
      <dl className="flex flex-col gap-2 text-sm">
        {serviceHoursFor(emergencyPhone).map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="text-slate-600">{row.days}</dt>
            <dd className="text-right font-medium text-slate-900">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
