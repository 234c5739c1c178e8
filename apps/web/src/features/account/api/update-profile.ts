import { userSchema, type ProfileUpdateRequest, type User } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

export interface ProfileUpdateInput {
  request: ProfileUpdateRequest;
  avatar: File | null;
}

const answerSchema = z.object({ user: userSchema });

/** PUT /auth/profile (multipart): name, phone, language and an optional new avatar. */
export const updateProfile = async ({ request, avatar }: ProfileUpdateInput): Promise<User> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) form.append(key, value);
  if (avatar !== null) form.append('avatar', avatar);
  return (await apiRequest('/auth/profile', { method: 'PUT', body: form, schema: answerSchema })).user;
};

export const useUpdateProfileMutation = () => useMutation({ mutationFn: updateProfile });
