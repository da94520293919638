import { storageKey } from '@portal/auth';

const KEY = storageKey('twoStepMethod');

/** Kept for this tab beside the pending two-step token, so a reload asks for the right code. */
export function rememberTwoStepMethod(method: 'app' | 'sms') {
  try {
    sessionStorage.setItem(KEY, method);
  } catch {
    // Storage off: the navigation state still carries the method.
  }
}

export function rememberedTwoStepMethod(): 'app' | 'sms' {
  try {
    return sessionStorage.getItem(KEY) === 'app' ? 'app' : 'sms';
  } catch {
    return 'sms';
  }
}
