import { saveOtherInfo } from '../members/other-info';
import type { Handlers } from '../protocol/context';

/** "Other details" (category and details) of the caller or of one of their family members. */
export const otherInfoHandlers = {
  updateOtherInfo: (input, ctx) => saveOtherInfo(ctx, input),
} satisfies Pick<Handlers, 'updateOtherInfo'>;
