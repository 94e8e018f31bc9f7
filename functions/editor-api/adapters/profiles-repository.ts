/** The profiles port over the data layer's profile repository. */
import type { DbPort } from '../../lib/db/db-port';
import { createProfileIfAbsent, getProfile, updateProfile } from '../../lib/db/profile-repository';
import type { ProfilesRepository } from '../../use-cases/editor/editor-ports';

export function dynamoProfilesRepository(db: DbPort): ProfilesRepository {
  return {
    get: (userId) => getProfile(db, userId),
    createIfAbsent: (input) => createProfileIfAbsent(db, input),
    update: (userId, changes) => updateProfile(db, userId, changes),
  };
}
