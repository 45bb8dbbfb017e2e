import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { Ltr } from '../../i18n/bidi';
import { mirrorInRtl } from '../../i18n/mirror';
import { portalName } from '../../lib/portal';

/**
 * The top of the sign-in card: the portal's name, the step's heading, and, while the member may still
 * retype it, the number with 'Change'. A new step's heading is also said through a live region, since the
 * focus goes to the step's first field rather than to its heading.
 */
export function StepHeading({
  heading,
  stepKey,
  headingRef,
  phone,
  onChangePhone,
}: {
  heading: string;
  /** Changes when the step does (an OTP for another purpose is another step). */
  stepKey: string;
  headingRef: Ref<HTMLHeadingElement>;
  phone: string;
  /** Absent where the number may no longer be changed. */
  onChangePhone?: () => void;
}) {
  const { t } = useTranslation();
  const [announced, setAnnounced] = useState('');
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced when the step changes, not the language.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else setAnnounced(heading);
  }, [stepKey]);
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
      >
        {portalName()}
      </Typography>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ mt: 1, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}
      >
        {heading}
      </Typography>
      <div role="status" style={visuallyHidden} data-testid="step-announcement">
        {announced}
      </div>
      {onChangePhone ? (
        <Button
          onClick={onChangePhone}
          size="small"
          color="inherit"
          startIcon={<ArrowBack sx={mirrorInRtl} />}
          sx={{ mb: 1.5, px: 0.5 }}
        >
          {/* One span: the button lays out its children as flex items, which would drop the space. */}
          <span>
            <Ltr>{`+91 ${phone}`}</Ltr>
            {` · ${t('auth.change')}`}
          </span>
        </Button>
      ) : (
        <Box sx={{ mb: 2 }} />
      )}
    </>
  );
}
