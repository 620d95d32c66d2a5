// Cosmos DB for NoSQL: a serverless account with key (local) auth disabled, so every client must use
// Entra ID and data-plane RBAC; one SQL database and its containers, each partitioned on /id.
// Note: with Entra auth the data plane cannot create databases or containers; they live here.

@description('Cosmos DB account name: 3-44 lower-case letters, digits and hyphens, globally unique.')
@minLength(3)
@maxLength(44)
param accountName string

param location string = resourceGroup().location
param tags object = {}

@description('SQL database name.')
param databaseName string

@description('Containers to create in the database; each uses partition key /id.')
param containerNames array

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-05-15' = {
  name: accountName
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    capabilities: [
      {
        name: 'EnableServerless'
      }
    ]
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    enableFreeTier: false
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-05-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
  }
}

// Composite indexes for the app's ORDER BY queries, generated from the adapter (api/src/adapters/cosmos-indexes.test.ts).
var indexingPolicies = loadJsonContent('cosmos-indexes.json')

// Serverless containers take no throughput settings.
resource containers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-05-15' = [for containerName in containerNames: {
  parent: database
  name: containerName
  properties: {
    resource: {
      id: containerName
      partitionKey: {
        paths: [
          '/id'
        ]
        kind: 'Hash'
        version: 2
      }
      indexingPolicy: contains(indexingPolicies, containerName) ? indexingPolicies[containerName] : null
    }
  }
}]

output accountName string = account.name
output endpoint string = account.properties.documentEndpoint
output databaseName string = database.name
