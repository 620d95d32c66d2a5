// Azure RBAC on one Communication Services resource: assigns each given built-in role to one
// principal. "Communication and Email Service Owner" 09976791-48a7-449e-bb21-39d1a415f350 lets an
// Entra identity send e-mail; it covers Communication resources only (unlike the general Contributor
// role) and is assigned on this one resource.

param communicationServiceName string

@description('Object (principal) id that receives the roles.')
param principalId string

@allowed([
  'ServicePrincipal'
  'User'
  'Group'
])
param principalType string = 'ServicePrincipal'

@description('Built-in role definition GUIDs to assign.')
param roleDefinitionIds array = [
  '09976791-48a7-449e-bb21-39d1a415f350'
]

resource communicationService 'Microsoft.Communication/communicationServices@2023-04-01' existing = {
  name: communicationServiceName
}

resource assignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for roleId in roleDefinitionIds: {
  name: guid(communicationService.id, principalId, roleId)
  scope: communicationService
  properties: {
    principalId: principalId
    principalType: principalType
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleId)
  }
}]
