import { Toast, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useCallback } from 'react';

/** The shell's one Toaster. */
export const TOASTER_ID = 'portal-toaster';

/** Short notices such as 'Saved!' or 'Solution Created!'. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (text: string, intent: ToastIntent = 'success') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast],
  );
}
