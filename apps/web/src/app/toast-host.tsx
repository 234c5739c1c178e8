import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_DEFAULTS } from '@hireway/shared';
import { useEffect, useState, type ComponentType } from 'react';

type Container = ComponentType<{ position: 'bottom-right'; autoClose: number; limit: number }>;

const loadContainer = (): Promise<Container> => import('./toasts').then((module) => module.Notifications);

/** Kept once loaded: a later host (another render of the providers, a test) mounts the container at once. */
let loaded: Container | undefined;

/**
 * The toast container, loaded when the first toast is shown (ADR 0033): most first visits show none, so its
 * components (Notification, transitions, portal) stay out of the first load. `notifications.show` (lib/notify)
 * writes to Mantine's store at once; the container, when it arrives, draws what the store holds, and each toast's
 * auto-close timer starts when it is drawn, so a toast shown before the container loaded keeps its full time.
 * A failed load is tried again on the next toast.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications(notificationsStore);
  const wanted = notifications.length + queue.length > 0;
  const [Loaded, setLoaded] = useState<Container | undefined>(() => loaded);
  useEffect(() => {
    if (!wanted || Loaded !== undefined) return;
    let live = true;
    loadContainer().then(
      (container) => {
        loaded = container;
        if (live) setLoaded(() => container);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, Loaded]);
  if (Loaded === undefined) return null;
  return <Loaded position="bottom-right" autoClose={TOAST_DEFAULTS.timeoutMs} limit={4} />;
}
