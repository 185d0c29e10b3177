import type { SVGProps } from 'react';

/** A few line icons (24×24, stroke). Decorative: hidden from assistive technology. */
const paths = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 9.5C8 19.3 5 15.5 5 11V6z M9 12l2 2 4-4',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z',
  mail: 'M4 6h16v12H4z M4 7l8 6 8-6',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2',
  chart: 'M4 20h16 M7 16v-4 M12 16V8 M17 16v-7',
  calendar: 'M5 5h14v15H5z M5 10h14 M9 3v4 M15 3v4',
  flag: 'M5 21V4 M5 4h11l-2 4 2 4H5',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8z M4 21a8 8 0 0116 0',
  document: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  upload: 'M12 16V4 M7 9l5-5 5 5 M4 16v4h16v-4',
  download: 'M12 4v12 M7 11l5 5 5-5 M4 16v4h16v-4',
  check: 'M5 12l5 5 9-10',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18 M10.6 6.1A10 10 0 0112 6c6.5 0 10 6 10 6a17 17 0 01-3.2 3.9 M6.3 7.3A17 17 0 002 12s3.5 6 10 6a9.7 9.7 0 004.2-.9 M9.9 9.9a3 3 0 004.2 4.2',
  close: 'M6 6l12 12 M18 6L6 18',
  alert: 'M12 4l9 16H3z M12 10v4 M12 17v.5',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 11v5 M12 8v.5',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  logout: 'M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h10',
  bell: 'M6 16v-5a6 6 0 0112 0v5l2 2H4z M10 20a2 2 0 004 0',
  home: 'M4 11l8-7 8 7 M6 10v10h12V10',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14z M20 20l-4-4',
  refresh: 'M20 12a8 8 0 11-2.3-5.7 M20 4v4h-4',
  scale: 'M12 4v16 M6 20h12 M4 8h16 M7 8l-3 6a3 3 0 006 0z M17 8l-3 6a3 3 0 006 0z',
  coins:
    'M9 8a6 3 0 1012 0 6 3 0 10-12 0 M9 8v8c0 1.7 2.7 3 6 3s6-1.3 6-3V8 M3 12c0 1.7 2.7 3 6 3 M3 12V8c0-1.7 2.7-3 6-3',
  briefcase: 'M4 8h16v11H4z M9 8V5h6v3 M4 13h16',
  spark: 'M12 3v4 M12 17v4 M3 12h4 M17 12h4 M6 6l2.5 2.5 M15.5 15.5L18 18 M6 18l2.5-2.5 M15.5 8.5L18 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className, ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
      {...rest}
    >
      {paths[name].split(' M').map((d, i) => (
        <path key={d} d={i === 0 ? d : `M${d}`} />
      ))}
    </svg>
  );
}
