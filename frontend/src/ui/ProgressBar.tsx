import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import { cx } from './cx';

export interface ProgressBarProps {
  label: string;
  value: number;
  /** Default 100. */
  maxValue?: number;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  showValue?: boolean;
  tone?: 'teal' | 'navy' | 'light';
  className?: string;
}

/** A determinate progress bar with an accessible name and value. */
export function ProgressBar({
  label,
  value,
  maxValue = 100,
  hideLabel,
  showValue = true,
  tone = 'teal',
  className,
}: ProgressBarProps) {
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), maxValue) : 0;
  return (
    <AriaLocale>
      <AriaProgressBar value={safe} maxValue={maxValue} className={cx('flex flex-col gap-1.5', className)}>
        {({ percentage, valueText }) => (
          <>
            <div className={cx('flex justify-between gap-2 text-sm', hideLabel && 'sr-only')}>
              <Label className={tone === 'light' ? 'text-white/90' : 'font-medium text-slate-700'}>
                {label}
              </Label>
              {showValue && (
                <span className={cx('tabular-nums', tone === 'light' ? 'text-white' : 'text-slate-700')}>
                  {valueText}
                </span>
              )}
            </div>
            <div
              className={cx(
                'h-2.5 w-full overflow-hidden rounded-full',
                tone === 'light' ? 'bg-white/25' : 'bg-slate-200',
              )}
            >
              <div
                className={cx(
                  'h-full rounded-full transition-[width] duration-500',
                  tone === 'navy' ? 'bg-navy-800' : tone === 'light' ? 'bg-teal-300' : 'bg-teal-600',
                )}
                style={{ width: `${percentage ?? 0}%` }}
              />
            </div>
          </>
        )}
      </AriaProgressBar>
    </AriaLocale>
  );
}
