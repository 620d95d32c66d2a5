// Who may use what: data-plane access for the API's managed identity and, when a principal id is
// given (azd fills AZURE_PRINCIPAL_ID with the signed-in developer), the same access for that person
// so the API can run locally against the Azure resources with DefaultAzureCredential.

param storageAccountName string
param cosmosAccountName string
param webPubSubName string
param communicationServiceName string

@description('Principal id of the function app system-assigned identity.')
param apiPrincipalId string

@description('Optional developer object id; empty skips the developer assignments.')
param developerPrincipalId string = ''

@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param developerPrincipalType string = 'User'

var roles = {
  storageBlobDataOwner: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  storageBlobDataContributor: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe'
  storageBlobDelegator: 'db58b8e5-c6ad-4a2a-8342-4190687cbf4a'
  storageQueueDataContributor: '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
  webPubSubServiceOwner: '12cf5a90-567b-43ae-8102-96cf46c7d9b4'
  communicationAndEmailServiceOwner: '09976791-48a7-449e-bb21-39d1a415f350'
}

// Blob Data Owner (a superset of Blob Data Contributor) is what the Functions host needs for
// identity-based AzureWebJobsStorage and for the Flex deployment container; Blob Delegator is listed
// explicitly for user-delegation SAS; Queue Data Contributor serves the jobs queue trigger and sender.
module apiStorage '../core/storage-roles.bicep' = {
  name: 'access-api-storage'
  params: {
    storageAccountName: storageAccountName
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
    roleDefinitionIds: [
      roles.storageBlobDataOwner
      roles.storageBlobDelegator
      roles.storageQueueDataContributor
    ]
  }
}

module apiCosmos '../core/cosmos-sql-role.bicep' = {
  name: 'access-api-cosmos'
  params: {
    accountName: cosmosAccountName
    principalId: apiPrincipalId
  }
}

module apiWebPubSub '../core/web-pubsub-roles.bicep' = {
  name: 'access-api-webpubsub'
  params: {
    webPubSubName: webPubSubName
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
    roleDefinitionIds: [
      roles.webPubSubServiceOwner
    ]
  }
}

module apiCommunication '../core/communication-roles.bicep' = {
  name: 'access-api-communication'
  params: {
    communicationServiceName: communicationServiceName
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
    roleDefinitionIds: [
      roles.communicationAndEmailServiceOwner
    ]
  }
}

module developerStorage '../core/storage-roles.bicep' = if (!empty(developerPrincipalId)) {
  name: 'access-developer-storage'
  params: {
    storageAccountName: storageAccountName
    principalId: developerPrincipalId
    principalType: developerPrincipalType
    roleDefinitionIds: [
      roles.storageBlobDataContributor
      roles.storageBlobDelegator
      roles.storageQueueDataContributor
    ]
  }
}

module developerCosmos '../core/cosmos-sql-role.bicep' = if (!empty(developerPrincipalId)) {
  name: 'access-developer-cosmos'
  params: {
    accountName: cosmosAccountName
    principalId: developerPrincipalId
  }
}

module developerWebPubSub '../core/web-pubsub-roles.bicep' = if (!empty(developerPrincipalId)) {
  name: 'access-developer-webpubsub'
  params: {
    webPubSubName: webPubSubName
    principalId: developerPrincipalId
    principalType: developerPrincipalType
    roleDefinitionIds: [
      roles.webPubSubServiceOwner
    ]
  }
}

module developerCommunication '../core/communication-roles.bicep' = if (!empty(developerPrincipalId)) {
  name: 'access-developer-communication'
  params: {
    communicationServiceName: communicationServiceName
    principalId: developerPrincipalId
    principalType: developerPrincipalType
    roleDefinitionIds: [
      roles.communicationAndEmailServiceOwner
    ]
  }
}
