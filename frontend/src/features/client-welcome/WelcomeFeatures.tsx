import { welcomeTexts } from '@portal/copy';
import { Button, Icon, type IconName } from '../../ui';
import { StepHeading } from './StepHeading';

/** The icon of each of the four feature cards, in the order of welcomeTexts.features. */
const featureIcons: readonly IconName[] = ['chart', 'document', 'clock', 'shield'];

/** Step 2: what the dashboard lets the client do, and the way to it (or back to step 1). */
export function WelcomeFeatures({
  focus,
  onBack,
  onFinish,
}: {
  focus: boolean;
  onBack: () => void;
  onFinish: () => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <StepHeading step={2} focus={focus}>
          {welcomeTexts.featuresTitle}
        </StepHeading>
        <p className="max-w-3xl text-slate-700">{welcomeTexts.featuresIntro}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {welcomeTexts.features.map((feature, index) => (
          <li
            key={feature.title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
              <Icon name={featureIcons[index] ?? 'info'} className="size-5" />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-navy-900">{feature.title}</h2>
              <p className="mt-1 text-slate-700">{feature.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onPress={onBack}>
          <Icon name="arrowLeft" /> {welcomeTexts.review}
        </Button>
        <Button variant="primary" onPress={onFinish}>
          {welcomeTexts.goToPanel} <Icon name="arrowRight" />
        </Button>
      </div>
    </div>
  );
}
