import { adminErrorMessages } from '@domain/admin-error-messages';
import { addErrorMessages } from '../lib/error-messages';

// Imported by every back office page: the texts of the codes only back office endpoints answer come with the back
// office, not with every parent's first view (decision 028).
addErrorMessages(adminErrorMessages);
