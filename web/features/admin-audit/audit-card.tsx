import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../domain/functions/audit';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '../../../domain/privacy';
import { isolate, Ltr } from '../../i18n/bidi';
import { changedFrom, joinList, labelled } from '../../i18n/labelled';
import type { AdminCatalogue } from '../../i18n/locales/en-admin';
import { useReferenceNames } from '../../i18n/reference-names';
import { useFormat } from '../../i18n/use-format';
import { type AuditValue, auditChanges, auditValue, type CodedValue } from './audit-changes';

const isTargetType = (v: string): v is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(v);
// Rows written before an action was named in AUDIT_ACTIONS show their code.
const isAction = (v: string): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v);

type AuditField = keyof AdminCatalogue['audit']['field'];
// An export's filters are named as the members screen names them.
const MEMBER_FILTERS = ['name', 'gender', 'age', 'category', 'subCategory', 'level'] as const;
const isMemberFilter = (v: string): v is (typeof MEMBER_FILTERS)[number] =>
  (MEMBER_FILTERS as readonly string[]).includes(v);

/** Each change of a row as a line in words: "Name: Old → New", ids by name, times in India's day. */
function ChangeLines({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const reference = useReferenceNames();
  const changes = auditChanges(entry.details);
  // The fields that name a category: a default one is named in the reader's language, as on its own screen.
  const namesCategory = (field: string) =>
    field === 'categoryId' || (field === 'parentId' && entry.targetType === 'category');
  if (changes.length === 0) return null;
  // In the words of the screen that sets each: an alert's form, the places' screen, the accounts' form.
  const codedText = (value: CodedValue): string => {
    switch (value.field) {
      case 'severity':
        return t(`alert.severity.${value.value}`);
      case 'category':
        return t(`alertsPage.category.${value.value}`);
      case 'level':
        return t(`adminAlerts.level.${value.value}`);
      case 'type':
        return t(`adminPlaces.level.${value.value}`);
      case 'role':
        return t(`audit.role.${value.value}`);
      case 'scopeLevel':
        return t(value.value === 'Area' ? 'adminAccounts.area' : 'adminAccounts.mosque');
    }
  };
  const text = (value: AuditValue, field: string): string => {
    switch (value.kind) {
      case 'none':
        return t('audit.none');
      case 'yes':
      case 'no':
        return t(`audit.${value.kind}`);
      case 'number':
        return format.number(value.value);
      case 'day':
        return format.date(value.value);
      case 'moment':
        return format.dateTime(value.value);
      case 'named':
        return isolate(namesCategory(field) ? reference.category(value.name) : value.name);
      case 'coded':
        return codedText(value);
      case 'list':
        return joinList(
          value.values.map((v) => text(v, field)),
          format.locale,
        );
      case 'text':
        if (field === 'filtersUsed' && isMemberFilter(value.value)) return t(`adminMembers.${value.value}`);
        // Set apart: an id, a web address or a Latin name keeps its own order in an Urdu line.
        return isolate(value.value);
    }
  };
  // A field the catalogue does not name (a column added since) shows its code. Asked of the loaded texts, not
  // of an import of the English ones, which would bundle them with this screen.
  const isField = (v: string): v is AuditField => i18n.exists(`audit.field.${v}`);
  const isAddition = entry.details?.before === null;
  const isDeletion = entry.details?.after === null;
  return (
    <Box component="ul" aria-label={t('audit.changes')} sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.25 }}>
      {changes.map((c) => {
        const field = isField(c.field) ? t(`audit.field.${c.field}`) : c.field;
        const before = text(auditValue(c.before, entry.names, c.field), c.field);
        const after = text(auditValue(c.after, entry.names, c.field), c.field);
        return (
          <Typography component="li" variant="body2" key={c.field} sx={{ overflowWrap: 'anywhere' }}>
            {isAddition
              ? labelled(field, after)
              : isDeletion
                ? labelled(field, before)
                : labelled(field, changedFrom(before, after, i18n.dir() === 'rtl'))}
          </Typography>
        );
      })}
    </Box>
  );
}

/**
 * One entry of the audit trail: when (in India, day first), who, what, on which object (by name while it
 * exists; a deleted member or account as such), and what changed, field by field in words.
 */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const reference = useReferenceNames();
  const targetName =
    entry.targetName && entry.targetType === 'category'
      ? reference.category(entry.targetName)
      : entry.targetName;
  // Set apart, so that in Urdu a Latin name keeps its ID's closing bracket at its end.
  const actor = entry.actor
    ? isolate(`${entry.actor.name ?? entry.actor.uniqueId} (${entry.actor.uniqueId})`)
    : entry.actorId
      ? t('audit.deletedAccount')
      : t('audit.system');
  const action = isAction(entry.action) ? t(`audit.actionName.${entry.action}`) : entry.action;
  const target = isTargetType(entry.targetType) ? t(`audit.target.${entry.targetType}`) : entry.targetType;
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {action}
        </Typography>
        <Typography color="text.secondary">{format.dateTime(entry.createdAt)}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{actor}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {target}
          {targetName ? (
            <>
              {': '}
              {isolate(targetName)}
            </>
          ) : entry.targetGone && (entry.targetType === 'member' || entry.targetType === 'account') ? (
            // Gone for good: its id would say nothing to anyone.
            <>
              {': '}
              {t(entry.targetType === 'member' ? 'audit.deletedMember' : 'audit.deletedAccount')}
            </>
          ) : (
            entry.targetId && (
              <>
                {': '}
                <Ltr>{entry.targetId}</Ltr>
              </>
            )
          )}
        </Typography>
        <ChangeLines entry={entry} />
      </CardContent>
    </Card>
  );
}
