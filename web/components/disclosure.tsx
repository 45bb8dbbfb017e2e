import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { pressable } from '../app/pressable';

/**
 * One styled box for the whole disclosure, its button and its panel. As MUI's Accordion it was about ten
 * styled components (paper, collapse, button base, ripple, summary), whose styles emotion serialized again
 * for each of a page's 24 member cards: with Preact that is one long task on a slow phone
 * (bench/README.md, "The third pass"). It looks as the outlined Accordion did.
 */
const DisclosureBox = styled('div')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& > .summary, & > .heading > .summary': {
    ...theme.typography.body1,
    ...pressable(theme),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    width: '100%',
    minHeight: 48,
    padding: theme.spacing(1.5, 2),
    border: 0,
    borderRadius: 'inherit',
    background: 'none',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '& > svg': { color: theme.palette.action.active },
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  },
  // A heading around the button names a section of the page; the button keeps its own look.
  '& > .heading': { margin: 0, borderRadius: 'inherit' },
  '&.strong > .summary, &.strong > .heading > .summary': { fontWeight: 600 },
  '&.dense > .summary': { ...theme.typography.body2, fontWeight: 600, paddingBlock: theme.spacing(1) },
  '& > div': { padding: theme.spacing(1, 2, 2) },
  '&.dense > div': theme.typography.body2,
}));

type Props = {
  /** What the button says; its panel holds the rest. */
  summary: ReactNode;
  /** Drawn only while open: a closed disclosure costs nothing of what it hides. */
  children: ReactNode;
  /** The summary in bold. */
  strong?: boolean;
  /** Small print, as inside a card: body2 text, the summary in bold. */
  dense?: boolean;
  /** The button inside a heading of this level, where the disclosure is a section of the page. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** Held by the caller, where it opens a section itself (to show a field the server refused). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A button that shows a panel below it, and hides it again (the WAI-ARIA disclosure pattern); inside a heading
 * when it stands for a section, as MUI's Accordion put its summary in one.
 */
export function Disclosure({
  summary,
  children,
  strong,
  dense,
  headingLevel: Heading,
  className,
  open: held,
  onOpenChange,
}: Props) {
  const [own, setOwn] = useState(false);
  const open = held ?? own;
  const toggle = () => {
    setOwn(!open);
    onOpenChange?.(!open);
  };
  const panelId = useId();
  const classes = [strong && 'strong', dense && 'dense', className].filter(Boolean).join(' ');
  const button = (
    <button
      type="button"
      className="summary"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={toggle}
    >
      <span>{summary}</span>
      <ExpandMoreIcon aria-hidden />
    </button>
  );
  return (
    <DisclosureBox className={classes || undefined}>
      {Heading ? <Heading className="heading">{button}</Heading> : button}
      {open && <div id={panelId}>{children}</div>}
    </DisclosureBox>
  );
}
