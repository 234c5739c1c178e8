// The toast container (Notification, Transition, react-transition-group): its own module, loaded after the first
// paint (providers.tsx, ADR 0032).
export { Notifications } from '@mantine/notifications';
