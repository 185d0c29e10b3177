import { Icon } from '../../ui';

/** The login card's head: the shield, the step's title (the page's h1) and what to do. */
export function LoginHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-navy-50 text-navy-800">
        <Icon name="shield" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      {intro && <p className="text-slate-600">{intro}</p>}
    </div>
  );
}
