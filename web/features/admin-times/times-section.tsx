import Box from '@mui/material/Box';
import { Disclosure } from '../../components/disclosure';
import type { Section } from './times-form-sections';

type Props = {
  name: Section;
  summary: string;
  opened: ReadonlySet<Section>;
  onToggle: (name: Section) => (open: boolean) => void;
  children: React.ReactNode;
};

/** A section of the form under its heading, opened by the committee or by a refused field inside it. */
export function TimesSection({ name, summary, opened, onToggle, children }: Props) {
  return (
    <Disclosure
      summary={summary}
      headingLevel="h2"
      strong
      open={opened.has(name)}
      onOpenChange={onToggle(name)}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>{children}</Box>
    </Disclosure>
  );
}
