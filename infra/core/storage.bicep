// Storage: a StorageV2 account with no public blob access, no shared-key access (Entra ID only, so
// SAS links must be user-delegation SAS), TLS 1.2 minimum, private blob containers, storage queues
// and a CORS rule that lets the given origins GET/HEAD blobs through read-only SAS links.

@description('Storage account name: 3-24 lower-case letters and digits, globally unique.')
@minLength(3)
@maxLength(24)
param name string

param location string = resourceGroup().location
param tags object = {}

@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
])
param skuName string = 'Standard_LRS'

@description('Private blob containers to create.')
param containerNames array = []

@description('Storage queues to create.')
param queueNames array = []

@description('Browser origins (e.g. https://<swa-host>) allowed to GET blobs. Empty means no CORS rule.')
param corsAllowedOrigins array = []

@description('Days a deleted blob or container can be restored.')
param deleteRetentionDays int = 7

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: name
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: skuName
  }
  properties: {
    accessTier: 'Hot'
    allowBlobPublicAccess: false
    allowCrossTenantReplication: false
    allowSharedKeyAccess: false
    defaultToOAuthAuthentication: true
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      defaultAction: 'Allow'
      bypass: 'AzureServices'
    }
  }
}

// One rule: the portal's origin may GET/HEAD a blob it holds a read-only SAS link for.
var corsRules = [
  {
    allowedOrigins: corsAllowedOrigins
    allowedMethods: [
      'GET'
      'HEAD'
    ]
    allowedHeaders: [
      '*'
    ]
    exposedHeaders: [
      'Content-Disposition'
      'Content-Length'
      'Content-Type'
      'ETag'
      'Last-Modified'
    ]
    maxAgeInSeconds: 3600
  }
]

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: storage
  name: 'default'
  properties: {
    cors: {
      corsRules: empty(corsAllowedOrigins) ? [] : corsRules
    }
    deleteRetentionPolicy: {
      enabled: true
      days: deleteRetentionDays
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: deleteRetentionDays
    }
  }
}

resource containers 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = [for containerName in containerNames: {
  parent: blobService
  name: containerName
  properties: {
    publicAccess: 'None'
  }
}]

resource queueService 'Microsoft.Storage/storageAccounts/queueServices@2023-05-01' = {
  parent: storage
  name: 'default'
}

resource queues 'Microsoft.Storage/storageAccounts/queueServices/queues@2023-05-01' = [for queueName in queueNames: {
  parent: queueService
  name: queueName
}]

output name string = storage.name
output id string = storage.id
output primaryBlobEndpoint string = storage.properties.primaryEndpoints.blob
output primaryQueueEndpoint string = storage.properties.primaryEndpoints.queue
