import Testing
@testable import CampaignModel
