import type { categoriesFunctions } from '../../domain/functions/categories';
import type { AreaHandlers } from '../protocol/context';
import { listCategories } from './category-reads';
import { addCategory, removeCategory, renameCategory } from './category-writes';

/** The category tree volunteers are assigned to (domain/functions/categories.ts): read, add, rename, delete. */
export const categoriesHandlers = {
  getCategories: (_input, ctx) => listCategories(ctx),
  addCategory: (input, ctx) => addCategory(ctx, input),
  updateCategory: (input, ctx) => renameCategory(ctx, input),
  removeCategory: (input, ctx) => removeCategory(ctx, input),
} satisfies AreaHandlers<typeof categoriesFunctions>;
