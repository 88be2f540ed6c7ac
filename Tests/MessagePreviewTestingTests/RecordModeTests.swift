@testable import MessagePreviewTesting
import Testing

@Suite struct RecordModeTests {
    @Test func missingIsTheDefault() throws {
        #expect(try PreviewRecordMode.effective(nil, environment: [:]) == (.missing, false))
        #expect(try PreviewRecordMode.effective(.failed, environment: [:]) == (.failed, false))
    }

    @Test func theEnvironmentVariableOverridesTheAssertion() throws {
        for mode in PreviewRecordMode.allCases {
            #expect(try PreviewRecordMode.effective(.never, environment: ["MESSAGEPREVIEW_RECORD": mode.rawValue]) == (mode, false))
        }
        #expect(try PreviewRecordMode.effective(.all, environment: ["MESSAGEPREVIEW_RECORD": ""]) == (.all, false))
    }

    @Test func nothingIsRecordedWhenCIIsSet() throws {
        #expect(try PreviewRecordMode.effective(.all, environment: ["CI": "true"]) == (.never, true))
        #expect(try PreviewRecordMode.effective(nil, environment: ["CI": "1", "MESSAGEPREVIEW_RECORD": "all"]) == (.never, true))
        // An empty CI counts as unset, as for `preview-cli golden record`.
        #expect(try PreviewRecordMode.effective(.all, environment: ["CI": ""]) == (.all, false))
    }

    @Test func anUnknownModeIsAnError() {
        #expect(throws: PreviewAssertionError.invalidRecordMode("sometimes")) {
            try PreviewRecordMode.effective(nil, environment: ["MESSAGEPREVIEW_RECORD": "sometimes"])
        }
    }
}
