import { z } from 'zod';
import { idField } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';
import { answerSetSchema } from '../questions/questions-api';

/**
 * "+ Kind" in a training's or camp's participants panel: only after a child was chosen (admin spec section 5), with
 * the answers to the offer's questions: a required parents' question binds the back office too (decision 055).
 */
export const adminAddChildSchema = z.object({
  childId: idField(m.selectChild),
  answers: answerSetSchema.optional(),
});
