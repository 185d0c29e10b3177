import type { ClientDashboard } from '@portal/contracts';
import { screenTexts, welcomeTexts } from '@portal/copy';
import { AgentCard } from '../../components/case/AgentCard';
import { CaseSummaryCards } from '../../components/case/CaseSummaryCards';
import { PhaseList } from '../../components/case/PhaseList';
import { ServiceHoursCard } from '../../components/case/ServiceHoursCard';
import { progressPercent } from '../../lib/format';
import { Button, Card, Icon, ProgressBar } from '../../ui';
import { StepHeading } from './StepHeading';

/**
 * Step 1: the greeting, the client's own case (summary cards, phases, agent), the service hours and three next
 * steps. Only figures of the case itself: no statistics of the firm (design.md §5).
 */
export function WelcomeSummary({
  data,
  fullName,
  focus,
  onContinue,
}: {
  data: ClientDashboard;
  fullName: string;
  focus: boolean;
  onContinue: () => void;
}) {
  const { recoveryProcess } = data;
  const percent = progressPercent(recoveryProcess.phases);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <StepHeading step={1} focus={focus}>
          {welcomeTexts.greeting(fullName)}
        </StepHeading>
        <p className="max-w-3xl text-slate-700">{welcomeTexts.intro}</p>
        <p className="text-slate-700">
          {welcomeTexts.caseNumber}:{' '}
          <span className="font-mono font-semibold text-navy-900">{recoveryProcess.caseNumber}</span>
        </p>
      </div>

      <CaseSummaryCards data={data} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card title={welcomeTexts.phaseProgressTitle} icon="chart">
            <ProgressBar label={screenTexts.summaryCards.progress} value={percent} className="mb-5" />
            <PhaseList phases={recoveryProcess.phases} />
          </Card>
          <Card title={welcomeTexts.nextStepsTitle} icon="flag">
            <ol className="flex flex-col gap-3">
              {welcomeTexts.nextSteps.map((step, index) => (
                <li key={step} className="flex items-start gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-600 text-sm font-semibold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-0.5 text-slate-800">{step}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AgentCard process={recoveryProcess} />
          <ServiceHoursCard />
        </div>
      </div>

      <div className="flex justify-end">
        <Button variant="primary" onPress={onContinue}>
          {welcomeTexts.continue} <Icon name="arrowRight" />
        </Button>
      </div>
    </div>
  );
}
