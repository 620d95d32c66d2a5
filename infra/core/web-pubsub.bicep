// Azure Web PubSub: one service with access-key auth disabled (Entra ID only) and one hub that
// refuses anonymous connections. Clients connect with tokens the API mints through the service's
// REST API using its managed identity (role "Web PubSub Service Owner").

@description('Web PubSub service name, globally unique.')
param name string

param location string = resourceGroup().location
param tags object = {}

@description('Free_F1: 20 connections, 20k messages a day, no SLA. Standard_S1: 1,000 connections per unit.')
@allowed([
  'Free_F1'
  'Standard_S1'
])
param skuName string = 'Standard_S1'

@description('Units; Free_F1 allows only 1.')
@minValue(1)
param capacity int = 1

@description('Hub the API publishes to.')
param hubName string = 'portal'

resource webPubSub 'Microsoft.SignalRService/webPubSub@2024-03-01' = {
  name: name
  location: location
  tags: tags
  sku: {
    name: skuName
    tier: skuName == 'Free_F1' ? 'Free' : 'Standard'
    capacity: skuName == 'Free_F1' ? 1 : capacity
  }
  properties: {
    disableLocalAuth: true
    disableAadAuth: false
    publicNetworkAccess: 'Enabled'
    tls: {
      clientCertEnabled: false
    }
  }
}

resource hub 'Microsoft.SignalRService/webPubSub/hubs@2024-03-01' = {
  parent: webPubSub
  name: hubName
  properties: {
    anonymousConnectPolicy: 'deny'
  }
}

output name string = webPubSub.name
output endpoint string = 'https://${webPubSub.properties.hostName}'
output hubName string = hub.name
