// The users module's public entry: what other modules may use (docs/architecture.md).
export { buildAuthorization, toUserDto } from './users.presenter';
export {
  findProfile,
  findUserByEmail,
  findUserById,
  findUserPermissions,
  insertProfile,
  insertUser,
  updateUser,
} from './users.repository';
