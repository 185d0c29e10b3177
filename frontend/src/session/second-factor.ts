/**
 * A session whose second factor has not passed yet (the password was right, the code not typed) is
 * refused by every call but the second factor's own with 401 `second_factor_required`. That is no ended
 * session: the person goes to /login told to finish signing in (password, then code), not that their session
 * expired.
 */
export const secondFactorRequiredCode = 'second_factor_required';

/** Whether a refused call means "finish the sign-in with the second factor". */
export function isSignInUnfinished(error: { status: number; code?: string | undefined }): boolean {
  return error.status === 401 && error.code === secondFactorRequiredCode;
}

/**
 * For a call that sends a second-factor code with a session (confirm an enrolment, turn the factor off): its
 * 401 `second_factor_code_wrong` is a wrong code to show on the form; any other 401 still ends the session.
 */
export function signsOutUnlessWrongCode(error: { code?: string | undefined }): boolean {
  return error.code !== 'second_factor_code_wrong';
}
