import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * POST /api/auth/second-factor/enrolment: a new secret (base32), its otpauth:// URI and that URI as a QR code
 * (an SVG our server draws). Each call replaces the secret of an enrolment not yet confirmed.
 */
export function startEnrolment() {
  return call('secondFactorEnrolment');
}
/** Nothing cached changes until the enrolment is confirmed. */
export function useStartEnrolment() {
  return useMutation({ mutationFn: startEnrolment });
}
