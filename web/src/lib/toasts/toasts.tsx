import {
  Toast,
  ToastBody,
  ToastTitle,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useCallback } from 'react';

/** The shell's one Toaster. */
export const TOASTER_ID = 'portal-toaster';

export interface NotifyOptions {
  /** A sentence under the title (what happened beyond the usual). */
  body?: string;
  /** How long the toast stays, in ms (Fluent's default, 3 s, when not given): longer for a body to read. */
  timeout?: number;
}

/** Short notices such as 'Saved!' or 'Solution Created!'. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (text: string, intent: ToastIntent = 'success', options: NotifyOptions = {}) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
          {options.body ? <ToastBody>{options.body}</ToastBody> : null}
        </Toast>,
        { intent, ...(options.timeout ? { timeout: options.timeout } : {}) },
      ),
    [dispatchToast],
  );
}
