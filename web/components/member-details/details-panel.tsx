import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCategory } from '../../../domain/constants';
import { MemberDetailsForm, type MemberDetailsFormProps } from './member-details-form';
import { MemberDetailsSummary } from './member-details-summary';

type Props = Pick<MemberDetailsFormProps, 'category' | 'details' | 'target'> & {
  /** Open the form at once (a family member just added, whose details are the next thing to fill in). */
  initiallyOpen?: boolean;
};

/**
 * A person's category and details, or the hint before any are saved, and 'I want to update these details'
 * opening the details form below, whose cancel button reads 'I don't want to cancel'.
 * The member's own Other Details and a family member's Current Details are both this panel.
 */
export function DetailsPanel({ category, details, target, initiallyOpen = false }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  // Each opening mounts a fresh form that reads the details as they are now.
  const [formKey, setFormKey] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<'toggle' | 'summary' | null>(null);

  useEffect(() => {
    if (open || !focusAfter.current) return;
    const target = focusAfter.current === 'summary' ? summary.current : toggle.current;
    focusAfter.current = null;
    target?.focus();
  }, [open]);

  const close = (focus: 'toggle' | 'summary') => {
    focusAfter.current = focus;
    setOpen(false);
  };

  return (
    <Stack spacing={2}>
      <Box ref={summary} tabIndex={-1} sx={{ outline: 'none' }}>
        {isCategory(category) ? (
          <MemberDetailsSummary category={category} details={details} />
        ) : (
          <Typography color="text.secondary">{t('profile.detailsHint')}</Typography>
        )}
      </Box>
      <Box>
        <Button
          ref={toggle}
          variant="outlined"
          color="secondary"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => {
            if (open) return close('toggle');
            setFormKey((k) => k + 1);
            setOpen(true);
          }}
        >
          {t('profile.updateDetails')}
        </Button>
      </Box>
      {open && (
        <Box id={formId}>
          <Divider sx={{ mb: 2 }} />
          <MemberDetailsForm
            key={formKey}
            category={category}
            details={details}
            target={target}
            onSaved={() => close('summary')}
            onCancel={() => close('toggle')}
            cancelLabel={t('profile.dontCancel')}
          />
        </Box>
      )}
    </Stack>
  );
}
