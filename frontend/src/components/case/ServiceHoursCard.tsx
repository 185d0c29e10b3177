import { screenTexts, serviceHours } from '@portal/contracts';
import { Card } from '../../ui';

/** The firm's service hours (contracts' `serviceHours`). */
export function ServiceHoursCard() {
  return (
    <Card title={screenTexts.serviceHoursTitle} icon="clock">
      <dl className="flex flex-col gap-2 text-sm">
        {serviceHours.map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="text-slate-600">{row.days}</dt>
            <dd className="text-right font-medium text-slate-900">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
