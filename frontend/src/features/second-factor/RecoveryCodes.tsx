import type { SessionUser } from '@portal/contracts';
import { secondFactorTexts } from '@portal/copy';
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteInfo } from '../../api/get-health';
import { Button, Icon, showToast } from '../../ui';

const t = secondFactorTexts.recoveryCodes;

/** Saves `text` as a file the browser downloads. */
function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): 'Copiar', 'Descargar' (a .txt)
 * and 'Continuar', which waits for the box 'Guardé mis códigos'. The heading takes the focus when they appear.
 */
export function RecoveryCodes({
  user,
  codes,
  level,
  onContinue,
}: {
  user: SessionUser;
  codes: readonly string[];
  level: 2 | 3;
  onContinue: () => void;
}) {
  const { siteName } = useSiteInfo();
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const checkboxId = useId();
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  const fileText = `${t.fileHeading(siteName, user.username)}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast({ ...t.copied, tone: 'success' });
    } catch {
      showToast({ ...t.copyFailed, tone: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Heading ref={heading} tabIndex={-1} className="text-lg font-semibold text-navy-900 outline-hidden">
        {t.title}
      </Heading>
      <p className="text-slate-700">{t.intro}</p>
      <ol
        aria-label={t.listLabel}
        className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-base text-navy-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onPress={() => void copy()}>
          <Icon name="document" className="size-4" /> {t.copy}
        </Button>
        <Button variant="secondary" size="sm" onPress={() => downloadText(t.fileName, fileText)}>
          <Icon name="download" className="size-4" /> {t.download}
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          required
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={checkboxId} className="font-semibold text-navy-900">
          {t.saved}
        </label>
      </div>
      <div>
        <Button variant="primary" isDisabled={!saved} onPress={onContinue}>
          {t.continue} <Icon name="arrowRight" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
