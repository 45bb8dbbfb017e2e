import { useState } from 'react';

/**
 * True from the first time `open` is: a menu, drawer or sheet loaded on demand is mounted when first opened and
 * stays mounted after, so that it can close with its transition and hand the focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
