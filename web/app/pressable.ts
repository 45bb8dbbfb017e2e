import type { Theme } from '@mui/material/styles';
import { focusRing } from './baseline';

/**
 * What a plain link or button drawn in place of MUI's (the app bar's buttons, the member home's rows and
 * cards) needs to feel like one: no grey flash on a tap, a light shade under the pointer, and the black focus
 * ring (`insetFocusRing` inside a card, where the card's edge would cut it).
 */
export function pressable(theme: Theme, ring: { outline: string; outlineOffset: string } = focusRing) {
  return {
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': ring,
  } as const;
}
