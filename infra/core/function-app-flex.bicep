// Azure Functions on the Flex Consumption plan (FC1, Linux): the plan, a function app with a
// system-assigned managed identity, its code package stored in a blob container reached with that
// identity, the runtime (name/version live in functionAppConfig, not in app settings), scale limits
// and the given app settings. Basic-auth publishing (FTP/SCM) is switched off; azd deploys with Entra.
// Flex rejects FUNCTIONS_WORKER_RUNTIME, FUNCTIONS_EXTENSION_VERSION and WEBSITE_* package settings.

param planName string
param appName string
param location string = resourceGroup().location
param tags object = {}

@description('azd service name, written to the azd-service-name tag so `azd deploy` finds the app.')
param serviceName string = 'api'

@description('Existing storage account that holds the deployment container.')
param storageAccountName string

@description('Existing blob container for the code package.')
param deploymentContainerName string

@allowed([
  'node'
])
param runtimeName string = 'node'

@allowed([
  '20'
  '22'
])
param runtimeVersion string = '22'

@description('App settings as a flat object of name: value strings.')
param appSettings object = {}

@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

@minValue(1)
@maxValue(1000)
param maximumInstanceCount int = 100

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    tier: 'FlexConsumption'
    name: 'FC1'
  }
  properties: {
    reserved: true
  }
}

resource functionApp 'Microsoft.Web/sites@2024-04-01' = {
  name: appName
  location: location
  tags: union(tags, { 'azd-service-name': serviceName })
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      appSettings: [for setting in items(appSettings): {
        name: setting.key
        value: setting.value
      }]
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      scaleAndConcurrency: {
        instanceMemoryMB: instanceMemoryMB
        maximumInstanceCount: maximumInstanceCount
      }
      runtime: {
        name: runtimeName
        version: runtimeVersion
      }
    }
  }
}

resource ftpPublishing 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: functionApp
  name: 'ftp'
  properties: {
    allow: false
  }
}

resource scmPublishing 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: functionApp
  name: 'scm'
  properties: {
    allow: false
  }
}

output id string = functionApp.id
output name string = functionApp.name
output location string = functionApp.location
output principalId string = functionApp.identity.principalId
output defaultHostname string = functionApp.properties.defaultHostName
