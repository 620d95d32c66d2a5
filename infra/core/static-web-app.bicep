// Azure Static Web Apps (Standard SKU, needed for a linked backend). Content is uploaded by
// `azd deploy` through the SWA CLI, so no repository or build settings are stored here.

param name string

@description('Static Web Apps runs in few regions: westus2, centralus, eastus2, westeurope, eastasia.')
@allowed([
  'westeurope'
  'eastus2'
  'centralus'
  'westus2'
  'eastasia'
])
param location string = 'westeurope'

param tags object = {}

@description('azd service name, written to the azd-service-name tag so `azd deploy` finds the site.')
param serviceName string = 'web'

resource staticWebApp 'Microsoft.Web/staticSites@2024-04-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': serviceName })
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    provider: 'Custom'
    allowConfigFileUpdates: true
    stagingEnvironmentPolicy: 'Disabled'
  }
}

output id string = staticWebApp.id
output name string = staticWebApp.name
output defaultHostname string = staticWebApp.properties.defaultHostname
output uri string = 'https://${staticWebApp.properties.defaultHostname}'
