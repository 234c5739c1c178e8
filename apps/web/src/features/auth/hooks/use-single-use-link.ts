import { useEffect, useRef } from 'react';

/** What the screen does with the answer: a mutation's own callbacks. */
export interface SingleUseLinkCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

type SpendLink<TData> = (token: string, callbacks: SingleUseLinkCallbacks<TData>) => void;

/**
 * Spends the token of an e-mailed single-use link once, when the screen mounts: `spend` is the mutation's
 * `mutate`, and the callbacks run once the link has been used (the latest ones the screen rendered with). A link
 * is single use, so StrictMode's second effect run must not spend it again (the ref survives it).
 */
export function useSingleUseLink<TData>(
  spend: SpendLink<TData>,
  token: string,
  callbacks: SingleUseLinkCallbacks<TData> = {},
) {
  const started = useRef(false);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    spend(token, {
      onSuccess: (data) => latest.current.onSuccess?.(data),
      onError: (error) => latest.current.onError?.(error),
      onSettled: () => latest.current.onSettled?.(),
    });
  }, [spend, token]);
}
