import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';

type Props = {
  /** A web address the caller has already checked (`safeLink`, `isWebAddress`, a built wa.me link). */
  href: string;
  /** The words on the button. */
  children: ReactNode;
  /**
   * What a screen reader calls the button when the words alone would not say which one it is ('Check Link
   * of <title>' among a list of cards); it holds the words shown, so that a voice command ('click Check
   * Link') still finds it. The new-tab hint is added to it.
   */
  name?: string;
  /** A mark at the button's start (a brand's); without one, the open-in-new arrow at its end says it leaves. */
  icon?: ReactNode;
  color?: ButtonProps['color'];
  sx?: ButtonProps['sx'];
};

/**
 * A button that opens another site in a new tab: without the opener (the other site cannot steer this tab)
 * nor the referrer (it is not told which page of the portal sent the member), and saying so to a screen
 * reader in the reader's language, since the new tab would otherwise come unannounced. Its icon sits at the
 * line's end, the left in Urdu.
 */
export function ExternalLinkButton({ href, children, name, icon, color, sx }: Props) {
  const { t } = useTranslation();
  const hint = t('common.opensInNewTab');
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      color={color}
      startIcon={icon}
      endIcon={icon ? undefined : <OpenInNewIcon />}
      aria-label={name ? `${name} ${hint}` : undefined}
      sx={sx}
    >
      {children}
      {!name && <span style={visuallyHidden}> {hint}</span>}
    </Button>
  );
}
