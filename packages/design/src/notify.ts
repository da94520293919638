import { notifications } from '@mantine/notifications';

/** Snackbar timeout (spec section 9). */
export const SNACKBAR_TIMEOUT_MS = 5000;

/** The one global snackbar: green for success, red for error, top end, 5000 ms. */
export const notify = {
  success(message: string, title?: string) {
    notifications.show({ message, title, color: 'green', autoClose: SNACKBAR_TIMEOUT_MS });
  },
  error(message: string, title?: string) {
    notifications.show({ message, title, color: 'red', autoClose: SNACKBAR_TIMEOUT_MS });
  },
};
