import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pressable } from '../../app/pressable';
import { CardGrid } from '../../components/card-grid/card-grid';
import { HOME_CARDS } from './member-links';

/**
 * One styled landmark over plain links: as MUI's Card, CardActionArea, Avatar and Typography the four cards
 * were some thirty components in the member home's first render on a slow phone (bench/README.md
 * "The fifth pass"). Each looks as it did: an outlined card, a yellow circle with the section's icon, and its
 * name in bold below; the whole card is the link.
 */
const QuickLinks = styled('nav')(({ theme }) => ({
  '& a': {
    ...theme.typography.body1,
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    fontWeight: 600,
    textAlign: 'center',
    textDecoration: 'none',
    ...pressable(theme),
  },
  '& .avatar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
}));

/** The member home's link cards to My Family, My Volunteer, My Masjid and My Profile. */
export function HomeLinkCards() {
  const { t } = useTranslation();
  return (
    <QuickLinks aria-label={t('member.quickLinks')}>
      <CardGrid
        items={HOME_CARDS}
        getKey={({ path }) => path}
        columns={{ xs: 2, sm: 4 }}
        renderCard={({ path, label, Icon }) => (
          <Link to={path}>
            <span className="avatar" aria-hidden>
              <Icon />
            </span>
            {t(label)}
          </Link>
        )}
      />
    </QuickLinks>
  );
}
