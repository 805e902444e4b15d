import { z } from 'zod';
import { idField } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';

/** "+ Kind" in a training's or camp's participants panel: only after a child was chosen (admin spec section 5). */
export const adminAddChildSchema = z.object({ childId: idField(m.selectChild) });
