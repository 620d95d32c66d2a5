// Links an existing backend (here the function app) to an existing Standard static web app, so
// https://<swa>/api/* is proxied to https://<backend>/api/*. Linking also adds an
// "Azure Static Web Apps (Linked)" identity provider to the backend, which then accepts only
// traffic proxied by the static web app. A static web app can have one linked backend.

param staticWebAppName string

@description('Resource id of the backend, e.g. a Microsoft.Web/sites function app.')
param backendResourceId string

@description('Region of the backend; required for Functions and App Service backends.')
param backendLocation string

param linkName string = 'api'

resource staticWebApp 'Microsoft.Web/staticSites@2024-04-01' existing = {
  name: staticWebAppName
}

resource linkedBackend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: staticWebApp
  name: linkName
  properties: {
    backendResourceId: backendResourceId
    region: backendLocation
  }
}

output id string = linkedBackend.id
