// The portal API: a Flex Consumption function app (Node 22) with every app setting the API reads.
// No secrets: storage, Cosmos DB, Web PubSub and e-mail are reached with the app's managed identity
// (DefaultAzureCredential); only the Application Insights connection string is passed, which is an
// ingestion address, not a credential.

param planName string
param appName string
param location string = resourceGroup().location
param tags object = {}

param storageAccountName string
param deploymentContainerName string
param applicationInsightsName string

@description('Entra tenant whose JWKS the API trusts.')
param entraTenantId string

@description('SPA app registration client id; returned to the browser by /api/config.')
param entraClientId string

@description('Expected aud claim of access tokens: the API client id (v2 tokens) or its app id URI.')
param entraApiAudience string

@description('Scope the SPA requests, e.g. api://<api-client-id>/access_as_user.')
param entraApiScope string

@description('Any OpenID authority instead of the tenant (ADR 0033); empty means the tenant\'s Entra authority.')
param entraAuthority string = ''

@description('Microsoft Graph base URL for the profile photo (/me/photo/$value).')
param entraGraphUrl string = 'https://graph.microsoft.com/v1.0'

@description('Scopes of the Graph token the SPA requests for the photo (comma-separated).')
param entraGraphScopes string = 'User.Read'

@description('Comma-separated e-mail addresses that are always admins.')
param adminEmails string

@allowed([
  'true'
  'false'
])
param demoMode string = 'false'

param cosmosEndpoint string
param cosmosDatabaseName string
param webPubSubEndpoint string
param webPubSubHubName string
param acsEmailEndpoint string
param mailSender string
param portalPublicUrl string

@description('NCRONTAB (6 fields). Flex Consumption runs on Linux, where schedules are UTC.')
param dailySummarySchedule string = '0 0 7 * * 1-5'
@description('NCRONTAB schedule of the job sweep that sends again jobs whose queue message was lost (UTC).')
param jobSweepSchedule string = '0 */1 * * * *'

@description('NCRONTAB (6 fields). Flex Consumption runs on Linux, where schedules are UTC.')
param weeklySummarySchedule string = '0 0 7 * * 1'

@description('How long a running job may go without progress before the sweep sends it again (ms).')
param jobLeaseMs string = '120000'

@description('The AEP integration (ADR 0014): records are posted to {aepEndpoint}/records. Empty: the portal keeps them itself.')
param aepEndpoint string = ''

@secure()
@description('Bearer key of the AEP integration (empty without one).')
param aepApiKey string = ''

// A job message is parked on jobs-poison after this many deliveries, and the job's own last try is the same one.
var maxDequeueCount = '5'

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

var appSettings = {
  // Host storage through the managed identity (no connection string).
  AzureWebJobsStorage__accountName: storageAccountName
  // Poison queue after 5 dequeues; overrides host.json so infra states the rule too.
  AzureFunctionsJobHost__extensions__queues__maxDequeueCount: maxDequeueCount
  JOB_MAX_DEQUEUE_COUNT: maxDequeueCount
  JOB_LEASE_MS: jobLeaseMs
  APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsights.properties.ConnectionString
  AUTH_MODE: 'entra'
  ENTRA_TENANT_ID: entraTenantId
  ENTRA_CLIENT_ID: entraClientId
  ENTRA_API_AUDIENCE: entraApiAudience
  ENTRA_API_SCOPE: entraApiScope
  ENTRA_AUTHORITY: entraAuthority
  ENTRA_GRAPH_URL: entraGraphUrl
  ENTRA_GRAPH_SCOPES: entraGraphScopes
  ADMIN_EMAILS: adminEmails
  DEMO_MODE: demoMode
  SEED_DEMO_DATA: 'false'
  COSMOS_ENDPOINT: cosmosEndpoint
  COSMOS_DATABASE: cosmosDatabaseName
  STORAGE_ACCOUNT_NAME: storageAccountName
  WEBPUBSUB_ENDPOINT: webPubSubEndpoint
  WEBPUBSUB_HUB: webPubSubHubName
  ACS_EMAIL_ENDPOINT: acsEmailEndpoint
  MAIL_SENDER: mailSender
  PORTAL_PUBLIC_URL: portalPublicUrl
  AEP_ENDPOINT: aepEndpoint
  AEP_API_KEY: aepApiKey
  DAILY_SUMMARY_SCHEDULE: dailySummarySchedule
  WEEKLY_SUMMARY_SCHEDULE: weeklySummarySchedule
  JOB_SWEEP_SCHEDULE: jobSweepSchedule
}

module functionApp '../core/function-app-flex.bicep' = {
  name: 'function-app'
  params: {
    planName: planName
    appName: appName
    location: location
    tags: tags
    serviceName: 'api'
    storageAccountName: storageAccountName
    deploymentContainerName: deploymentContainerName
    runtimeName: 'node'
    runtimeVersion: '22'
    appSettings: appSettings
  }
}

output id string = functionApp.outputs.id
output name string = functionApp.outputs.name
output location string = functionApp.outputs.location
output principalId string = functionApp.outputs.principalId
output defaultHostname string = functionApp.outputs.defaultHostname
