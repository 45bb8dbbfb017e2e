import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { familyMemberPath } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
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
  const owner = session.user;
  const form = useZodForm(familyBasicsSchema, newFamilyMemberDraft(owner ?? { address: null }));
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  // A refusal (a family already at its limit) is said in the dialog, not in a toast over its buttons.
  const problems = useFormProblems(form);
  const add = useAction('updateBasicInfo', { awaitReads: false, showProblem: problems.show });

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
      problems={problems}
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
