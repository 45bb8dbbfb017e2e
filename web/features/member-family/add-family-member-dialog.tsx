import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { familyMemberPath } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { ModalForm } from '../../components/forms/modal-form';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';
import { FamilyBasicFields } from './family-basic-fields';
import { familyBasicsInput, familyBasicsSchema, newFamilyMemberDraft } from './family-basics';

/**
 * The family's 'Add New Member' modal. Once saved, the member goes on to the new family member's
 * 'Current Details' (/family/{id}/true), as the spec does, since that is the next thing to fill in.
 */
export function AddFamilyMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  // The new member's screen reads their record while the family list is read again, not after it.
  const add = useAction('updateBasicInfo', { awaitReads: false });
  const owner = session.user;
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useZodForm(familyBasicsSchema, newFamilyMemberDraft(owner ?? { address: null }));

  const close = () => {
    reset(newFamilyMemberDraft(owner ?? { address: null }));
    onClose();
  };

  return (
    <ModalForm
      open={open}
      title={t('family.addNewMember')}
      submitLabel={t('family.addNewMember')}
      busy={add.pending}
      busyLabel={t('family.adding')}
      dirty={isDirty}
      onClose={close}
      onSubmit={handleSubmit(async (basics) => {
        if (!owner) return;
        const reply = await add.run(familyBasicsInput(owner, basics, null));
        if (!reply?.pass || !reply.familyMemberId) return;
        reset(newFamilyMemberDraft(owner));
        onClose();
        navigate(familyMemberPath(reply.familyMemberId, true));
      })}
    >
      <FamilyBasicFields control={control} disabled={add.pending} />
    </ModalForm>
  );
}
