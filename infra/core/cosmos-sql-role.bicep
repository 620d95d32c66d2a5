// Cosmos DB data-plane RBAC: assigns a built-in SQL role (default "Cosmos DB Built-in Data
// Contributor") on the whole account to one Entra principal. Data-plane roles are separate from
// Azure RBAC and are the only way in once disableLocalAuth is true.

@description('Existing Cosmos DB account name.')
param accountName string

@description('Object (principal) id of the user, group or managed identity.')
param principalId string

@description('Built-in role: 00000000-0000-0000-0000-000000000002 = Data Contributor, ...0001 = Data Reader.')
@allowed([
  '00000000-0000-0000-0000-000000000001'
  '00000000-0000-0000-0000-000000000002'
])
param roleDefinitionGuid string = '00000000-0000-0000-0000-000000000002'

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-05-15' existing = {
  name: accountName
}

resource assignment 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-05-15' = {
  parent: account
  name: guid(account.id, principalId, roleDefinitionGuid)
  properties: {
    principalId: principalId
    roleDefinitionId: '${account.id}/sqlRoleDefinitions/${roleDefinitionGuid}'
    scope: account.id
  }
}
