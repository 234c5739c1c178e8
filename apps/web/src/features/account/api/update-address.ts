import { userSchema, type AddressUpdateRequest, type User } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

const answerSchema = z.object({ user: userSchema });

/** PUT /auth/address: country, state and city of the account. */
export const updateAddress = async (body: AddressUpdateRequest): Promise<User> =>
  (await apiRequest('/auth/address', { method: 'PUT', body, schema: answerSchema })).user;

export const useUpdateAddressMutation = () => useMutation({ mutationFn: updateAddress });
