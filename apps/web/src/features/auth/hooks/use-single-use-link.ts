import { useEffect, useRef } from 'react';

type SpendLink = (token: string, options: { onSettled: () => void }) => void;

/**
 * Spends the token of an e-mailed single-use link once, when the screen mounts: `spend` is the mutation's
 * `mutate`, and `onSettled` is called once the link has been used, whatever the answer. A link is single use, so
 * StrictMode's second effect run must not spend it again (the ref survives it).
 */
export function useSingleUseLink(spend: SpendLink, token: string, onSettled?: () => void) {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    spend(token, { onSettled: () => onSettled?.() });
  }, [spend, onSettled, token]);
}
