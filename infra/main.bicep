// Solution Portal on Azure, deployed into one resource group by `azd up`:
// Static Web App (web) -> linked Flex Consumption function app (api, Node 22) -> Cosmos DB
// (serverless, Entra-only), Blob/Queue storage (Entra-only), Web PubSub (hub 'portal', Entra-only),
// Communication Services e-mail (Azure-managed domain), Log Analytics + Application Insights,
// and the role assignments that let the API's managed identity use them. No keys or secrets.
targetScope = 'resourceGroup'

@minLength(1)
@maxLength(64)
@description('azd environment name; part of every resource name and the azd-env-name tag.')
param environmentName string

@minLength(1)
@description('Region for everything except the static web app and the global e-mail resources.')
param location string = resourceGroup().location

@description('Region of the static web app (the service exists in a few regions only).')
@allowed([
  'westeurope'
  'eastus2'
  'centralus'
  'westus2'
  'eastasia'
])
param staticWebAppLocation string = 'westeurope'

@description('Object id of the developer running azd; gets data access for local runs. Empty skips it.')
param principalId string = ''

@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param principalType string = 'User'

@description('Entra tenant id that issues the tokens; empty means the deployment tenant.')
param entraTenantId string = ''

@minLength(36)
@description('Client id of the SPA app registration (MSAL in the browser).')
param entraClientId string

@minLength(36)
@description('Client id of the API app registration; audience and scope are derived from it when empty.')
param entraApiClientId string

@description('Expected aud of API access tokens; empty means entraApiClientId (v2 access tokens).')
param entraApiAudience string = ''

@description('Scope the SPA requests; empty means api://<entraApiClientId>/access_as_user.')
param entraApiScope string = ''

@description('Any OpenID authority instead of the tenant (ADR 0033); empty means the tenant\'s Entra authority.')
param entraAuthority string = ''

@description('Comma-separated e-mail addresses that are always admins.')
param adminEmails string = ''

@allowed([
  'true'
  'false'
])
param demoMode string = 'false'

@description('The AEP integration (ADR 0014): records are posted to {aepEndpoint}/records. Empty: the portal keeps them itself.')
param aepEndpoint string = ''

@secure()
@description('Bearer key of the AEP integration (empty without one).')
param aepApiKey string = ''

@allowed([
  'Free_F1'
  'Standard_S1'
])
param webPubSubSku string = 'Standard_S1'

@description('Data residency of the e-mail resources.')
@allowed([
  'Europe'
  'UK'
  'United States'
])
param emailDataLocation string = 'Europe'

@description('Extra browser origins allowed to GET blobs (e.g. a custom domain). The SWA origin is always allowed.')
param extraCorsOrigins array = []

var abbrs = loadJsonContent('abbreviations.json')
var resourceToken = toLower(uniqueString(subscription().id, resourceGroup().id, environmentName))
var tags = {
  'azd-env-name': environmentName
  application: 'solution-portal'
}

var functionAppName = '${abbrs.webSitesFunctions}${resourceToken}'
var deploymentContainerName = 'app-package-${take(functionAppName, 32)}-${take(resourceToken, 7)}'
var cosmosDatabaseName = 'portal'
var webPubSubHubName = 'portal'

var tenantId = empty(entraTenantId) ? tenant().tenantId : entraTenantId
var apiAudience = empty(entraApiAudience) ? entraApiClientId : entraApiAudience
var apiScope = empty(entraApiScope) ? 'api://${entraApiClientId}/access_as_user' : entraApiScope

module monitoring 'core/monitoring.bicep' = {
  name: 'monitoring'
  params: {
    logAnalyticsName: '${abbrs.operationalInsightsWorkspaces}${resourceToken}'
    applicationInsightsName: '${abbrs.insightsComponents}${resourceToken}'
    location: location
    tags: tags
  }
}

module staticWebApp 'core/static-web-app.bicep' = {
  name: 'static-web-app'
  params: {
    name: '${abbrs.webStaticSites}${resourceToken}'
    location: staticWebAppLocation
    tags: tags
    serviceName: 'web'
  }
}

module storage 'core/storage.bicep' = {
  name: 'storage'
  params: {
    name: '${abbrs.storageStorageAccounts}${resourceToken}'
    location: location
    tags: tags
    containerNames: [
      'uploads'
      'documents'
      'templates'
      'exports'
      'aep-records'
      'previews'
      deploymentContainerName
    ]
    queueNames: [
      'jobs'
      'jobs-poison'
    ]
    corsAllowedOrigins: concat([staticWebApp.outputs.uri], extraCorsOrigins)
  }
}

module cosmos 'core/cosmos.bicep' = {
  name: 'cosmos'
  params: {
    accountName: '${abbrs.documentDBDatabaseAccounts}${resourceToken}'
    location: location
    tags: tags
    databaseName: cosmosDatabaseName
    containerNames: [
      'users'
      'solutions'
      'engagements'
      'catalogue'
      'reference'
      'clients'
      'countries'
      'jobs'
      'outbox'
      'counters'
      'documents'
      'audit'
      'invitations'
      'presence'
      'identities'
      'rate-cards'
      'solution-versions'
      'solution-history'
    ]
  }
}

module webPubSub 'core/web-pubsub.bicep' = {
  name: 'web-pubsub'
  params: {
    name: '${abbrs.signalRServiceWebPubSub}${resourceToken}'
    location: location
    tags: tags
    skuName: webPubSubSku
    hubName: webPubSubHubName
  }
}

module communication 'core/communication.bicep' = {
  name: 'communication'
  params: {
    communicationServiceName: '${abbrs.communicationServices}${resourceToken}'
    emailServiceName: '${abbrs.communicationEmailServices}${resourceToken}'
    tags: tags
    dataLocation: emailDataLocation
  }
}

module api 'app/api.bicep' = {
  name: 'api'
  params: {
    planName: '${abbrs.webServerFarms}${resourceToken}'
    appName: functionAppName
    location: location
    tags: tags
    storageAccountName: storage.outputs.name
    deploymentContainerName: deploymentContainerName
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    entraTenantId: tenantId
    entraClientId: entraClientId
    entraApiAudience: apiAudience
    entraApiScope: apiScope
    entraAuthority: entraAuthority
    adminEmails: adminEmails
    demoMode: demoMode
    cosmosEndpoint: cosmos.outputs.endpoint
    cosmosDatabaseName: cosmos.outputs.databaseName
    webPubSubEndpoint: webPubSub.outputs.endpoint
    webPubSubHubName: webPubSub.outputs.hubName
    acsEmailEndpoint: communication.outputs.endpoint
    mailSender: communication.outputs.senderAddress
    portalPublicUrl: staticWebApp.outputs.uri
    aepEndpoint: aepEndpoint
    aepApiKey: aepApiKey
  }
}

module access 'app/access.bicep' = {
  name: 'access'
  params: {
    storageAccountName: storage.outputs.name
    cosmosAccountName: cosmos.outputs.accountName
    webPubSubName: webPubSub.outputs.name
    communicationServiceName: communication.outputs.communicationServiceName
    apiPrincipalId: api.outputs.principalId
    developerPrincipalId: principalId
    developerPrincipalType: principalType
  }
}

module staticWebAppBackend 'core/static-web-app-backend.bicep' = {
  name: 'static-web-app-backend'
  params: {
    staticWebAppName: staticWebApp.outputs.name
    backendResourceId: api.outputs.id
    backendLocation: api.outputs.location
  }
}

// azd stores these outputs as environment values (`azd env get-values`).
output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
output AZURE_RESOURCE_GROUP string = resourceGroup().name
output PORTAL_PUBLIC_URL string = staticWebApp.outputs.uri
output STATIC_WEB_APP_NAME string = staticWebApp.outputs.name
output FUNCTION_APP_NAME string = api.outputs.name
output FUNCTION_APP_HOSTNAME string = api.outputs.defaultHostname
output COSMOS_ENDPOINT string = cosmos.outputs.endpoint
output COSMOS_DATABASE string = cosmos.outputs.databaseName
output STORAGE_ACCOUNT_NAME string = storage.outputs.name
output WEBPUBSUB_ENDPOINT string = webPubSub.outputs.endpoint
output WEBPUBSUB_HUB string = webPubSub.outputs.hubName
output ACS_EMAIL_ENDPOINT string = communication.outputs.endpoint
output MAIL_SENDER string = communication.outputs.senderAddress
output APPLICATIONINSIGHTS_NAME string = monitoring.outputs.applicationInsightsName
