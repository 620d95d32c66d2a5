// Azure RBAC on one storage account: assigns each given built-in role to one principal.
// Well-known role ids: Storage Blob Data Owner b7e6dc6d-f1e8-4753-8033-0f276bb0955b,
// Storage Blob Data Contributor ba92f5b4-2d11-453d-a403-e96b0029c9fe,
// Storage Blob Delegator db58b8e5-c6ad-4a2a-8342-4190687cbf4a,
// Storage Queue Data Contributor 974c5e8b-45b9-4653-ba55-5f855dd0fb88.

param storageAccountName string

@description('Object (principal) id that receives the roles.')
param principalId string

@allowed([
  'ServicePrincipal'
  'User'
  'Group'
])
param principalType string = 'ServicePrincipal'

@description('Built-in role definition GUIDs to assign.')
param roleDefinitionIds array

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource assignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for roleId in roleDefinitionIds: {
  name: guid(storage.id, principalId, roleId)
  scope: storage
  properties: {
    principalId: principalId
    principalType: principalType
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleId)
  }
}]
