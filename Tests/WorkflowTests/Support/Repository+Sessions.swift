import Foundation
import Pipeline
import TestSupport
import Workflow

extension Repository {
    /// Sessions on the bundled fonts, wherever the tests run from.
    static let sessions: PreviewPipeline.SessionFactory = { try PreviewSession(fontsDirectory: fonts) }
}
