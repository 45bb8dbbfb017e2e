import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { isLanguage, LANGUAGES, type Language } from '../../../domain/languages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LANGUAGE_NAMES } from '../../components/language/language-names';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { usePagedCall } from '../../lib/use-paged-call';

type Person = FunctionOutput<'getRegisterRecords'>['items'][number];

const PAGE_SIZE = 50;
/** The name typed is asked for once the typing pauses, not at each letter. */
const TYPING_PAUSE_MS = 350;

/** How many SMS the chosen people cost: one for each number, as the server sends them. */
const smsCountOf = (chosen: Iterable<Person>) =>
  new Set([...chosen].flatMap((p) => (p.mobile ? [p.mobile] : []))).size;

/**
 * The register's Records tab (docs/decisions/0014-masjid-register.md): a masjid's people not yet claimed, by
 * name, with a name filter and "with a mobile"; rows are chosen with their checkboxes (or all on the page) and
 * invited by SMS after a confirmation that says how many SMS it uses, and a person who asked to be removed is
 * removed after a confirmation that says so. A refusal past the SMS budget is said in the dialog, in words.
 */
export function RecordsTab({ mosqueId }: { mosqueId: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const text = useMessageText();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [withMobile, setWithMobile] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = usePagedCall('getRegisterRecords', {
    mosqueId,
    ...(name ? { name } : {}),
    ...(withMobile ? { withMobile: true } : {}),
    limit: PAGE_SIZE,
  });
  const [chosen, setChosen] = useState<Map<string, Person>>(() => new Map());
  const [inviting, setInviting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(i18n.language) ? i18n.language : 'en',
  );
  const [removing, setRemoving] = useState<Person | null>(null);
  const invite = useAction('sendClaimInvitations', {
    sayReply: (reply, words) => (reply.pass ? said(words) : null),
  });
  const remove = useAction('removeRegisterRecord');
  const filterId = useId();

  const shown = list.items;
  const chosenPeople = [...chosen.values()];
  const withNumber = chosenPeople.filter((p) => p.mobile);
  const smsCount = smsCountOf(chosenPeople);
  const allShownChosen = shown.length > 0 && shown.every((p) => chosen.has(p.personId));
  const someShownChosen = shown.some((p) => chosen.has(p.personId));
  const toggle = (person: Person) =>
    setChosen((before) => {
      const next = new Map(before);
      if (next.has(person.personId)) next.delete(person.personId);
      else next.set(person.personId, person);
      return next;
    });
  const toggleAll = () =>
    setChosen((before) => {
      const next = new Map(before);
      for (const p of shown) {
        if (allShownChosen) next.delete(p.personId);
        else next.set(p.personId, p);
      }
      return next;
    });
  const sendInvitations = async () => {
    setRefusal(null);
    const reply = await invite.run({
      mosqueId,
      personIds: withNumber.map((p) => p.personId),
      language,
    });
    if (!reply) return;
    if (!reply.pass) {
      setRefusal(text.said(reply));
      return;
    }
    setChosen(new Map());
    setInviting(false);
  };
  const emptyText = name || withMobile ? t('adminRegisterRecords.none') : t('adminRegisterRecords.noneYet');
  const languages = useMemo(() => LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })), []);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('adminRegisterRecords.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          id={filterId}
          type="search"
          label={t('adminRegisterRecords.nameFilter')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <FormControlLabel
          control={<Checkbox checked={withMobile} onChange={(e) => setWithMobile(e.target.checked)} />}
          label={t('adminRegisterRecords.withMobile')}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={allShownChosen}
              indeterminate={someShownChosen && !allShownChosen}
              disabled={shown.length === 0}
              onChange={toggleAll}
            />
          }
          label={t('adminRegisterRecords.selectAll')}
        />
        <Button
          variant="contained"
          color="secondary"
          disabled={withNumber.length === 0}
          onClick={() => {
            setRefusal(null);
            setInviting(true);
          }}
        >
          {t('adminRegisterRecords.invite', { count: withNumber.length })}
        </Button>
      </Box>
      {list.error && shown.length === 0 ? (
        <LoadError onRetry={list.reload} />
      ) : list.loading && shown.length === 0 ? (
        <LoadingStatus label={t('common.loading')} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('adminRegisterRecords.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {shown.map((person) => (
            <RecordRow
              key={person.personId}
              person={person}
              chosen={chosen.has(person.personId)}
              onToggle={() => toggle(person)}
              onRemove={() => setRemoving(person)}
              date={format.date}
            />
          ))}
        </Box>
      )}
      {list.hasMore && (
        <Button
          variant="outlined"
          color="secondary"
          disabled={list.loadingMore}
          onClick={list.loadMore}
          sx={{ justifySelf: 'center' }}
        >
          {t('common.loadMore')}
        </Button>
      )}

      <Dialog open={inviting} onClose={() => !invite.pending && setInviting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('adminRegisterRecords.inviteQuestion', { count: withNumber.length })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('adminRegisterRecords.inviteSms', { count: smsCount })}</DialogContentText>
          {chosenPeople.length > withNumber.length && (
            <DialogContentText>
              {t('adminRegisterRecords.inviteWithoutMobile', {
                count: chosenPeople.length - withNumber.length,
              })}
            </DialogContentText>
          )}
          <TextField
            select
            label={t('adminRegisterRecords.inviteLanguage')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            sx={{ maxWidth: 280, mt: 1 }}
          >
            {languages.map((l) => (
              <MenuItem key={l.value} value={l.value} lang={l.value}>
                {l.label}
              </MenuItem>
            ))}
          </TextField>
          {refusal && (
            <Alert severity="warning" role="alert">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" autoFocus disabled={invite.pending} onClick={() => setInviting(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={invite.pending}
            onClick={() => void sendInvitations()}
          >
            {invite.pending ? t('adminRegisterRecords.sending') : t('adminRegisterRecords.send')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('adminRegisterRecords.removeQuestion', { name: removing?.name ?? '' })}
        text={t('adminRegisterRecords.removeText')}
        confirmLabel={t('adminRegisterRecords.remove')}
        busy={remove.pending}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const reply = await remove.run({ mosqueId, personId: removing.personId });
          if (reply?.pass)
            setChosen((before) => {
              const next = new Map(before);
              next.delete(removing.personId);
              return next;
            });
          setRemoving(null);
        }}
      />
    </Box>
  );
}

/** A passed reply's words as the toast says them. */
const said = (words: string) => ({ text: words, severity: 'success' as const });

function RecordRow({
  person,
  chosen,
  onToggle,
  onRemove,
  date,
}: {
  person: Person;
  chosen: boolean;
  onToggle: () => void;
  onRemove: () => void;
  date: (value: string | null) => string;
}) {
  const { t } = useTranslation();
  const facts = [
    person.isHead
      ? t('adminRegisterRecords.head')
      : person.relation
        ? t('adminRegisterRecords.relation', {
            relation: t(`family.relationOf.${person.relation}` as 'family.relationOf.Son', {
              defaultValue: person.relation,
            }),
          })
        : null,
    person.dob
      ? t(person.dobApproximate ? 'adminRegisterRecords.bornAbout' : 'adminRegisterRecords.born', {
          date: date(person.dob),
        })
      : null,
    t('adminRegisterRecords.row', { row: person.row }),
    person.invitedAt ? t('adminRegisterRecords.invited', { date: date(person.invitedAt) }) : null,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Checkbox
        checked={chosen}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': t('adminRegisterRecords.selectNamed', { name: person.name }) } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          dir="auto"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {person.name}
        </Typography>
        <Typography variant="body2" dir={person.mobile ? 'ltr' : undefined} sx={{ justifySelf: 'start' }}>
          {person.mobile ? `+91 ${person.mobile}` : t('adminRegisterRecords.noMobile')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Box>
      <Button
        color="error"
        onClick={onRemove}
        aria-label={t('adminRegisterRecords.removeNamed', { name: person.name })}
        sx={{ flexShrink: 0 }}
      >
        {t('adminRegisterRecords.remove')}
      </Button>
    </Box>
  );
}
