import { Icon, type IconName } from '../../ui';

/** A list whose items each start with the same icon. */
export function IconList({
  items,
  icon,
  className,
  iconClassName,
}: {
  items: readonly string[];
  icon: IconName;
  className: string;
  iconClassName: string;
}) {
  return (
    <ul className={`mt-4 flex flex-col gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${iconClassName}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
