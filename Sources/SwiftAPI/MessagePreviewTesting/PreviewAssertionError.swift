import CampaignModel
import Foundation

/// Why an assertion could not compare anything; reported as a test failure.
public enum PreviewAssertionError: Error, CustomStringConvertible, Equatable {
    /// `MESSAGEPREVIEW_RECORD` holds something other than a mode's name.
    case invalidRecordMode(String)
    /// The campaign file does not decode, or is not a campaign.
    case campaign([String])
    /// The matrix names an unknown device or has an empty axis.
    case matrix(String)
    /// Fonts, lint configuration or another part of the set-up failed.
    case setUp(String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            "\(PreviewRecordMode.environmentVariable)=\(value) is not a record mode; expected "
                + PreviewRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .campaign(let problems): problems.joined(separator: "\n")
        case .matrix(let reason): reason
        case .setUp(let reason): reason
        }
    }
}
