/**
 * /profile over the portal GraphQL (docs/CONTRACTS.md "Profile"): the member's details, notification
 * settings, email change, password change and account deletion. Members only (a visitor's call is refused, 401).
 * Interests and targets are saved with updateViewerInterests (member-interests-api.ts).
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables,
  DeleteAccountMutation,
  DeleteAccountMutationVariables,
  RequestEmailChangeMutation,
  RequestEmailChangeMutationVariables,
  UpdateNotificationSettingsMutation,
  UpdateNotificationSettingsMutationVariables,
  UpdateViewerProfileInput,
  UpdateViewerProfileMutation,
  UpdateViewerProfileMutationVariables,
  ViewerProfileQuery,
} from './graphql/portal-operations.generated';

export type ViewerProfile = ViewerProfileQuery['viewerProfile'];
export type PendingEmailChange = RequestEmailChangeMutation['requestEmailChange'];
export type { UpdateViewerProfileInput };

const PROFILE_FIELDS = /* GraphQL */ `
  fragment ViewerProfileFields on ViewerProfile {
    email
    type
    name
    nickname
    phone
    birthYear
    school
    major
    interests
    targets
    mutedNotificationKinds
    pendingEmailChange {
      newEmail
      expiresAt
    }
    latestBirthYear
  }
`;

export const VIEWER_PROFILE_QUERY = /* GraphQL */ `
  query ViewerProfile {
    viewerProfile {
      ...ViewerProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export async function getViewerProfile(client: GraphqlRequester): Promise<ViewerProfile> {
  return (await client.request<ViewerProfileQuery>(VIEWER_PROFILE_QUERY)).viewerProfile;
}

export const UPDATE_VIEWER_PROFILE_MUTATION = /* GraphQL */ `
  mutation UpdateViewerProfile($input: UpdateViewerProfileInput!) {
    updateViewerProfile(input: $input) {
      ...ViewerProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

/** Saves 기본 정보; every field is checked by the server (Korean 400, code INVALID_PHONE, INVALID_NICKNAME…). */
export async function updateViewerProfile(client: GraphqlRequester, input: UpdateViewerProfileInput): Promise<ViewerProfile> {
  const data = await client.request<UpdateViewerProfileMutation, UpdateViewerProfileMutationVariables>(UPDATE_VIEWER_PROFILE_MUTATION, { input });
  return data.updateViewerProfile;
}

export const UPDATE_NOTIFICATION_SETTINGS_MUTATION = /* GraphQL */ `
  mutation UpdateNotificationSettings($mutedKinds: [String!]!) {
    updateNotificationSettings(mutedKinds: $mutedKinds) {
      ...ViewerProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export async function updateNotificationSettings(client: GraphqlRequester, mutedKinds: string[]): Promise<ViewerProfile> {
  const data = await client.request<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>(
    UPDATE_NOTIFICATION_SETTINGS_MUTATION,
    { mutedKinds },
  );
  return data.updateNotificationSettings;
}

export const REQUEST_EMAIL_CHANGE_MUTATION = /* GraphQL */ `
  mutation RequestEmailChange($newEmail: String!, $currentPassword: String!) {
    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) {
      newEmail
      expiresAt
    }
  }
`;

export async function requestEmailChange(
  client: GraphqlRequester,
  input: { newEmail: string; currentPassword: string },
): Promise<PendingEmailChange> {
  const data = await client.request<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>(REQUEST_EMAIL_CHANGE_MUTATION, input);
  return data.requestEmailChange;
}

export const CONFIRM_EMAIL_CHANGE_MUTATION = /* GraphQL */ `
  mutation ConfirmEmailChange($code: String!) {
    confirmEmailChange(code: $code) {
      ...ViewerProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export async function confirmEmailChange(client: GraphqlRequester, code: string): Promise<ViewerProfile> {
  const data = await client.request<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>(CONFIRM_EMAIL_CHANGE_MUTATION, { code });
  return data.confirmEmailChange;
}

export const CHANGE_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $newPasswordConfirm: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, newPasswordConfirm: $newPasswordConfirm) {
      revokedSessions
    }
  }
`;

export async function changePassword(client: GraphqlRequester, input: ChangePasswordMutationVariables): Promise<number> {
  const data = await client.request<ChangePasswordMutation, ChangePasswordMutationVariables>(CHANGE_PASSWORD_MUTATION, input);
  return data.changePassword.revokedSessions;
}

export const DELETE_ACCOUNT_MUTATION = /* GraphQL */ `
  mutation DeleteAccount($confirmation: String!, $currentPassword: String!) {
    deleteAccount(confirmation: $confirmation, currentPassword: $currentPassword)
  }
`;

export async function deleteAccount(client: GraphqlRequester, input: DeleteAccountMutationVariables): Promise<void> {
  await client.request<DeleteAccountMutation, DeleteAccountMutationVariables>(DELETE_ACCOUNT_MUTATION, input);
}

/** The `extensions.code` of a refused call (INVALID_PHONE, WRONG_PASSWORD…), to show the message by its field. */
export function graphqlErrorCode(error: unknown): string | undefined {
  const response = (error as { response?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.response;
  const code = response?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
