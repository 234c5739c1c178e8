// The users module's public entry: what other modules may use (docs/architecture.md).
export { buildAuthorization, toUserDto } from './users.presenter';
export {
  createAccount,
  findProfile,
  findUserByEmail,
  findUserById,
  findUserPermissions,
  updateUser,
} from './users.service';
