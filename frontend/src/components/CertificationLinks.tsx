import type { SiteInfo } from '@portal/contracts';

/** The firm's configured certifications, each a link to where it can be verified (nothing when none). */
export function CertificationLinks({
  certifications,
  label = (name) => name,
  className = 'mt-2 flex flex-col gap-1',
}: {
  certifications: SiteInfo['certifications'];
  label?: (name: string) => string;
  className?: string;
}) {
  if (certifications.length === 0) return null;
  return (
    <ul className={className}>
      {certifications.map((c) => (
        <li key={c.name}>
          <a
            href={c.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-teal-800 underline underline-offset-4"
          >
            {label(c.name)}
          </a>
        </li>
      ))}
    </ul>
  );
}
