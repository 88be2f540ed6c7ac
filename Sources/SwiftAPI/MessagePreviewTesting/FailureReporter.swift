#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where in the test an assertion was written; failures point there.
struct CallerLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Reports a failure to the test framework that is running the caller:
/// Swift Testing when a `@Test` is current (`Test.current`), XCTest otherwise.
enum FailureReporter {
    static func fail(_ message: String, at location: CallerLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        print("error: \(location.filePath):\(location.line): \(message)")
        #endif
    }
}
