import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REGISTER_FIELDS, type RegisterMapping } from '../../../domain/register/register-limits';

// What a select holds for "not in the file": no heading can be empty (the server names an empty one).
const NONE = '';

/**
 * The mapping screen: for each of our fields, the file's heading that holds it, guessed by the server from the
 * headings and corrected here. Each select lists the file's headings in their order.
 */
export function RegisterMappingFields({
  columns,
  mapping,
  onChange,
  disabled,
}: {
  columns: readonly string[];
  mapping: RegisterMapping;
  onChange: (next: RegisterMapping) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('adminRegister.mappingTitle')}
      </Typography>
      <Typography color="text.secondary">{t('adminRegister.mappingHelp')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {REGISTER_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            label={t(`adminRegister.field.${field}`)}
            value={mapping[field] ?? NONE}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...mapping, [field]: event.target.value === NONE ? null : event.target.value })
            }
            slotProps={{ select: { MenuProps: { dir: 'auto' } } }}
          >
            <MenuItem value={NONE}>{t('adminRegister.notInFile')}</MenuItem>
            {columns.map((column) => (
              <MenuItem key={column} value={column}>
                <bdi>{column}</bdi>
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Box>
  );
}
