import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../domain/functions/privacy';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '../../../domain/privacy';
import { isolate, Ltr } from '../../i18n/bidi';
import { useFormat } from '../../i18n/use-format';

const isTargetType = (v: string): v is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(v);
// Rows written before an action was named in AUDIT_ACTIONS show their code.
const isAction = (v: string): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v);

/** Whether a row says what changed: a sign-in or a download has no before and after. */
const hasDetails = (details: AuditEntry['details']) =>
  details !== null && Object.values(details).some((v) => v !== null && v !== undefined);

/** One entry of the audit trail: when, who, what, on which object, and what changed. */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
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
          {entry.targetId && (
            <>
              {': '}
              <Ltr>{entry.targetId}</Ltr>
            </>
          )}
        </Typography>
        {hasDetails(entry.details) && (
          <Typography
            component="pre"
            variant="body2"
            aria-label={t('audit.details')}
            dir="ltr"
            sx={{
              m: 0,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'monospace',
              fontSize: '0.8rem',
            }}
          >
            {JSON.stringify(entry.details)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
