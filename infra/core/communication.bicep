// Azure Communication Services e-mail: an Email Communication Service with an Azure-managed domain
// (sender DoNotReply@<guid>.azurecomm.net, no DNS work) linked to a Communication Services resource.
// The API sends through the Communication Services endpoint with its managed identity.

@description('Communication Services resource name, globally unique.')
param communicationServiceName string

@description('Email Communication Service resource name.')
param emailServiceName string

param tags object = {}

@description('Where data is stored at rest; both resources must use the same value to be linked.')
@allowed([
  'Europe'
  'UK'
  'United States'
])
param dataLocation string = 'Europe'

resource emailService 'Microsoft.Communication/emailServices@2023-04-01' = {
  name: emailServiceName
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
  }
}

// An Azure-managed domain is always named AzureManagedDomain and comes with the DoNotReply sender.
resource managedDomain 'Microsoft.Communication/emailServices/domains@2023-04-01' = {
  parent: emailService
  name: 'AzureManagedDomain'
  location: 'global'
  tags: tags
  properties: {
    domainManagement: 'AzureManaged'
    userEngagementTracking: 'Disabled'
  }
}

resource communicationService 'Microsoft.Communication/communicationServices@2023-04-01' = {
  name: communicationServiceName
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
    linkedDomains: [
      managedDomain.id
    ]
  }
}

output communicationServiceName string = communicationService.name
output endpoint string = 'https://${communicationService.properties.hostName}'
output senderDomain string = managedDomain.properties.mailFromSenderDomain
output senderAddress string = 'DoNotReply@${managedDomain.properties.mailFromSenderDomain}'
