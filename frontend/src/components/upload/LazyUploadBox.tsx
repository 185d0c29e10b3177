import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import type { UploadBoxProps } from './UploadBox';

/** Starts loading the upload panel (a tab that holds it calls this when the pointer rests on it). */
export const loadUploadBox = () => import('./UploadBox');

const UploadBox = lazy(() => loadUploadBox().then((module) => ({ default: module.UploadBox })));

/**
 * The upload panel, loaded when it is first shown: with react-aria's drop zone and the document type's Select
 * (list box, popover), it is the heaviest part of a page where it sits in a tab that is not open at first.
 */
export function LazyUploadBox(props: UploadBoxProps) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="flex min-h-40 items-center justify-center">
          <Spinner className="size-6 text-teal-700" />
        </div>
      }
    >
      <UploadBox {...props} />
    </Suspense>
  );
}
