// The toast container, loaded by ToastHost when the first toast is shown (ADR 0033). Its own module so that the
// dynamic import keeps only the container, never all of @mantine/notifications.
export { Notifications } from '@mantine/notifications';
