// Azure RBAC on one Web PubSub service: assigns each given built-in role to one principal.
// Web PubSub Service Owner 12cf5a90-567b-43ae-8102-96cf46c7d9b4 lets the API send messages and mint
// client access tokens when access keys are disabled.

param webPubSubName string

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
  '12cf5a90-567b-43ae-8102-96cf46c7d9b4'
]

resource webPubSub 'Microsoft.SignalRService/webPubSub@2024-03-01' existing = {
  name: webPubSubName
}

resource assignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for roleId in roleDefinitionIds: {
  name: guid(webPubSub.id, principalId, roleId)
  scope: webPubSub
  properties: {
    principalId: principalId
    principalType: principalType
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleId)
  }
}]
