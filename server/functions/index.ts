import type { Handlers } from '../protocol/context';
import { placeHandlers } from './places';
import { staffHandlers } from './staff';

export const handlers: Handlers = {
  ...staffHandlers,
  ...placeHandlers,
};
