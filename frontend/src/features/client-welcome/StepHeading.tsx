import { welcomeTexts } from '@portal/copy';
import { type ReactNode, useEffect, useRef } from 'react';

export const WELCOME_STEPS = 2;

/**
 * 'Paso N de 2' and the step's title. After a move between steps the title takes the focus, so a keyboard
 * or screen reader user starts reading the new step (not on the first paint: focus then stays with the page).
 */
export function StepHeading({
  step,
  focus,
  children,
}: {
  step: number;
  focus: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-3 text-sm font-semibold text-teal-800">
        <span>{welcomeTexts.stepOf(step, WELCOME_STEPS)}</span>
        <span aria-hidden="true" className="flex gap-1.5">
          {Array.from({ length: WELCOME_STEPS }, (_, i) => i + 1).map((n) => (
            <span
              key={n}
              className={
                n <= step ? 'h-1.5 w-8 rounded-full bg-teal-600' : 'h-1.5 w-8 rounded-full bg-slate-200'
              }
            />
          ))}
        </span>
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-navy-900 outline-hidden focus-visible:outline-3 focus-visible:outline-teal-600 sm:text-3xl"
      >
        {children}
      </h1>
    </div>
  );
}
