import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RELATIONS, type Relation } from '../../../domain/constants';
import type { MemberCard as Member } from '../../../domain/functions/members-directory';
import { focusRing } from '../../app/baseline';
import { categoryLabelKey } from '../../components/member-details/detail-labels';

const isRelation = (r: string | null): r is Relation => RELATIONS.includes(r as Relation);

/**
 * One styled box for the whole disclosure, its button and its list. A MUI Accordion here was about ten styled
 * components per card (paper, collapse, button base, ripple, summary), whose styles emotion serialized again
 * for each of a page's 24 cards: with Preact that is one long task on a slow phone (issue 28, bench/README.md
 * "The third pass").
 */
const Disclosure = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(1),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& > button': {
    ...theme.typography.body2,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    width: '100%',
    minHeight: 48,
    padding: theme.spacing(0, 2),
    border: 0,
    borderRadius: 'inherit',
    background: 'none',
    color: theme.palette.text.primary,
    textAlign: 'start',
    cursor: 'pointer',
    '&:focus-visible': focusRing,
    '& > svg': { flexShrink: 0, color: theme.palette.action.active },
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  },
  '& > div': { ...theme.typography.body2, padding: theme.spacing(1, 2, 2) },
  '& ul': { margin: 0, paddingInlineStart: theme.spacing(2), display: 'grid', gap: theme.spacing(0.5) },
  '& .empty': { margin: 0, color: theme.palette.text.secondary },
}));

/** 'Family Members (count)', a button that shows the member's family below it; drawn only when opened. */
export function FamilyDisclosure({ family }: { family: Member['family'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Disclosure>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t('adminMembers.familyMembers', { count: family.count })}</span>
        <ExpandMoreIcon aria-hidden />
      </button>
      {open && (
        <div id={panelId}>
          {family.count === 0 ? (
            <p className="empty">{t('adminMembers.noFamily')}</p>
          ) : (
            <ul>
              {family.members.map((f) => (
                <li key={`${f.name}|${f.relation}|${f.age}`}>
                  <span dir="auto">{f.name ?? t('adminMembers.unknownName')}</span>
                  {' · '}
                  {isRelation(f.relation) ? t(`family.relationOf.${f.relation}`) : (f.relation ?? '')}
                  {f.age !== null && `, ${t('family.age', { count: f.age })}`}
                  {', '}
                  {t(categoryLabelKey(f.category))}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Disclosure>
  );
}
