import Foundation
@testable import JSONReading
import Testing
@testable import CampaignModel

@Suite("CampaignDecoder: rejected files")
struct CampaignDecoderErrorTests {
    @Test func malformedJSONIsOneProblemWithLineAndColumn() {
        let json = """
        {
          "id": "c1",
          "type": "modal",
        }
        """
        #expect(rejection(json, file: "welcome.json") == [
            "welcome.json: $: expected valid JSON, found a trailing comma before \"}\" at line 4, column 1",
        ])
    }

    @Test func unclosedObject() {
        #expect(rejection(#"{"id": "c1""#) == [
            "test.json: $: expected valid JSON, found the file ends inside an object (missing \"}\") at line 1, column 12",
        ])
    }

    @Test func missingColon() {
        #expect(rejection("{\"id\" \"c1\"}") == [
            "test.json: $: expected valid JSON, found unexpected \"\\\"\" where \":\" was expected after an object key at line 1, column 7",
        ])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(rejection(#"{"header": "héllo" x}"#) == [
            "test.json: $: expected valid JSON, found unexpected \"x\" where \",\" or \"}\" was expected at line 1, column 20",
        ])
    }

    @Test(arguments: [
        (#"{"a": 01}"#, "a number with a leading zero at line 1, column 7"),
        (#"{"a": 1.}"#, "a number with no digits after \".\" at line 1, column 7"),
        (#"{"a": -}"#, "a \"-\" without digits after it at line 1, column 7"),
        (#"{"a": True}"#, "unexpected \"True\" where a value was expected at line 1, column 7"),
        (#"{"a": NaN}"#, "unexpected \"NaN\" where a value was expected at line 1, column 7"),
        (#"{'a': 1}"#, "unexpected \"'\" where a quoted object key was expected at line 1, column 2"),
        (#"{a: 1}"#, "unexpected \"a\" where a quoted object key was expected at line 1, column 2"),
        (#"{"a": "\x"}"#, "an invalid escape \\x inside a string at line 1, column 8"),
        (#"{"a": "\ud800"}"#, "an unpaired surrogate \\uD800 inside a string at line 1, column 8"),
        (#"{"a": "\u12"}"#, "a \\u escape without four hex digits inside a string at line 1, column 8"),
        ("{\"a\": \"one\ntwo\"}", "a line break inside a string (write it as \\n) at line 1, column 11"),
        ("{\"a\": \"\u{1}\"}", "a control character (U+0001) inside a string at line 1, column 8"),
        (#"{"a": "open"#, "the file ends inside a string at line 1, column 7"),
        (#"{"a": [1, 2,]}"#, "a trailing comma before \"]\" at line 1, column 13"),
        (#"{"a": 1} {"#, "more text after the end of the JSON value (unexpected \"{\") at line 1, column 10"),
        ("{\"a\": 1 // note\n}", "unexpected \"/\" where \",\" or \"}\" was expected at line 1, column 9"),
        ("// note\n{}", "a comment, which JSON does not allow at line 1, column 1"),
        ("{\"a\": \u{201C}x\u{201D}}", "unexpected \"\u{201C}\" (U+201C) where a value was expected at line 1, column 7"),
    ])
    func syntaxErrorsSayWhatAndWhere(json: String, found: String) {
        #expect(rejection(json) == ["test.json: $: expected valid JSON, found \(found)"])
    }

    @Test func anEmptyFileIsOneProblem() {
        #expect(rejection(Data()) == ["test.json: $: expected a JSON object, found an empty file"])
        #expect(rejection(" \n\t") == ["test.json: $: expected a JSON object, found only whitespace"])
    }

    @Test func textThatIsNotUTF8IsOneProblem() {
        // "Café" in Latin-1.
        let data = Data(#"{"id": "Caf"#.utf8) + Data([0xE9]) + Data(#"", "type": "modal"}"#.utf8)
        #expect(rejection(data) == [
            "test.json: $: expected UTF-8 text, found a byte that is not UTF-8 (0xE9) at line 1, column 12",
        ])
        #expect(rejection(Data([0xFF, 0xFE, 0x7B, 0x00])) == [
            "test.json: $: expected UTF-8 text, found UTF-16 text (it starts with a UTF-16 byte order mark) at line 1, column 1",
        ])
    }

    @Test(arguments: [
        ("[]", "an array"), ("\"modal\"", "string \"modal\""), ("42", "number 42"), ("null", "null"), ("true", "bool true"),
    ])
    func theTopLevelMustBeAnObject(json: String, found: String) {
        #expect(rejection(json) == ["test.json: $: expected a campaign object, found \(found)"])
    }

    @Test func aMissingIDIsReported() {
        #expect(rejection(#"{"type": "modal"}"#) == ["test.json: id: expected a non-empty string, found nothing (key missing)"])
    }

    @Test func anEmptyIDIsReported() {
        #expect(rejection(#"{"id": "", "type": "modal"}"#) == [#"test.json: id: expected a non-empty string, found string """#])
    }

    @Test func aNumericIDIsReported() {
        #expect(rejection(#"{"id": 42, "type": "modal"}"#) == ["test.json: id: expected a non-empty string, found number 42"])
    }

    @Test func aMissingOrNonStringTypeIsReported() {
        #expect(rejection(#"{"id": "c1"}"#) == [
            #"test.json: type: expected a string such as "slideup", "modal" or "fullscreen", found nothing (key missing)"#,
        ])
        #expect(rejection(#"{"id": "c1", "type": ["modal"]}"#) == [
            #"test.json: type: expected a string such as "slideup", "modal" or "fullscreen", found an array"#,
        ])
    }

    @Test func valuesOfTheWrongTypeAreEachReported() {
        let json = #"""
        {"id": "c1", "type": "modal", "header": 7, "body": null, "imageURL": {}, "showCloseButton": "yes",
         "dismissOnScrimTap": 1, "autoDismissAfter": "8", "extras": [], "buttons": {}, "style": "dark", "localizations": []}
        """#
        #expect(rejection(json) == [
            "test.json: header: expected a string, found number 7",
            "test.json: body: expected a string, found null",
            "test.json: imageURL: expected a string, found an object",
            #"test.json: showCloseButton: expected a bool (true or false), found string "yes""#,
            "test.json: dismissOnScrimTap: expected a bool (true or false), found number 1",
            #"test.json: autoDismissAfter: expected a number of seconds (0 or more) or null, found string "8""#,
            "test.json: extras: expected an object, found an array",
            "test.json: buttons: expected an array of buttons, found an object",
            #"test.json: style: expected a style object, found string "dark""#,
            "test.json: localizations: expected an object of localizations by language code, found an array",
        ])
    }

    @Test func aNegativeOrHugeTimerIsReported() {
        #expect(rejection(#"{"id": "c1", "type": "modal", "autoDismissAfter": -1}"#) == [
            "test.json: autoDismissAfter: expected a number of seconds (0 or more) or null, found number -1",
        ])
        #expect(rejection(#"{"id": "c1", "type": "modal", "autoDismissAfter": 1e999}"#) == [
            "test.json: autoDismissAfter: expected a number of seconds (0 or more) or null, found number 1e999 (out of range)",
        ])
    }

    @Test func badColoursAreReportedWithTheirPath() {
        let json = #"""
        {"id": "c1", "type": "modal",
         "style": {"backgroundColor": "white", "frameColor": "#12345", "textColor": 255},
         "buttons": [{"id": "a", "text": "A"}, {"id": "b", "text": "B", "style": {"textColor": "#GGGGGG"}}]}
        """#
        let colour = "expected a colour #RGB, #RRGGBB or #RRGGBBAA"
        #expect(rejection(json) == [
            #"test.json: style.backgroundColor: \#(colour), found string "white""#,
            ##"test.json: style.frameColor: \##(colour), found string "#12345""##,
            "test.json: style.textColor: \(colour), found number 255",
            ##"test.json: buttons[1].style.textColor: \##(colour), found string "#GGGGGG""##,
        ])
    }

    @Test func badEnumValuesListTheChoices() {
        let json = #"""
        {"id": "c1", "type": "slideup", "layout": "textOnly", "orientation": "sideways", "slidePosition": "middle",
         "style": {"headerAlignment": "left", "bodyAlignment": 1}}
        """#
        #expect(rejection(json) == [
            #"test.json: layout: expected "textWithImage" or "imageOnly", found string "textOnly""#,
            #"test.json: orientation: expected "portrait", "landscape" or "any", found string "sideways""#,
            #"test.json: slidePosition: expected "top" or "bottom", found string "middle""#,
            #"test.json: style.headerAlignment: expected "leading", "center" or "trailing", found string "left""#,
            #"test.json: style.bodyAlignment: expected "leading", "center" or "trailing", found number 1"#,
        ])
    }

    @Test func duplicateButtonIDsAreReported() {
        let json = #"""
        {"id": "c1", "type": "modal", "buttons": [
          {"id": "ok", "text": "OK"}, {"id": "no", "text": "No"}, {"id": "ok", "text": "OK again"}
        ]}
        """#
        #expect(rejection(json) == [
            #"test.json: buttons[2].id: expected an ID unique in this message, found string "ok" (already used by buttons[0])"#,
        ])
    }

    @Test func buttonsNeedAnIDAndText() {
        let json = #"""
        {"id": "c1", "type": "modal", "buttons": [{"text": "OK"}, {"id": "", "text": 5}, {"id": "x"}, "cancel"]}
        """#
        #expect(rejection(json) == [
            "test.json: buttons[0].id: expected a non-empty string, found nothing (key missing)",
            #"test.json: buttons[1].id: expected a non-empty string, found string """#,
            "test.json: buttons[1].text: expected a string, found number 5",
            "test.json: buttons[2].text: expected a string, found nothing (key missing)",
            #"test.json: buttons[3]: expected a button object, found string "cancel""#,
        ])
    }

    @Test func wrongTypesInsideActionsAreErrors() {
        let json = #"""
        {"id": "c1", "type": "modal",
         "clickAction": {"type": "openURL", "url": "https://example.com", "external": "yes"},
         "buttons": [
           {"id": "a", "text": "A", "action": {"type": "navigate", "route": 7}},
           {"id": "b", "text": "B", "action": {"type": "navigate", "route": "home", "arguments": [1]}},
           {"id": "c", "text": "C", "action": {"type": 3}},
           {"id": "d", "text": "D", "action": {"type": "openURL", "url": false}}
         ]}
        """#
        #expect(rejection(json) == [
            #"test.json: clickAction.external: expected a bool (true or false), found string "yes""#,
            "test.json: buttons[0].action.route: expected a string, found number 7",
            "test.json: buttons[1].action.arguments: expected an object, found an array",
            #"test.json: buttons[2].action.type: expected an action type such as "dismiss", "openURL", "navigate" or "requestPushPermission", found number 3"#,
            "test.json: buttons[3].action.url: expected a string, found bool false",
        ])
    }

    @Test func localizationsAreChecked() {
        let json = #"""
        {"id": "c1", "type": "modal", "buttons": [{"id": "ok", "text": "OK"}],
         "localizations": {"fr": {"header": 1, "buttons": {"ok": ["D'accord"]}}, "de": "Hallo", "es": {"buttons": "Vale"}}}
        """#
        #expect(rejection(json) == [
            "test.json: localizations.fr.header: expected a string, found number 1",
            "test.json: localizations.fr.buttons.ok: expected a string, found an array",
            #"test.json: localizations.de: expected a localization object, found string "Hallo""#,
            #"test.json: localizations.es.buttons: expected an object of button texts by button ID, found string "Vale""#,
        ])
    }

    @Test func everyProblemIsReportedAtOnceInDocumentOrder() {
        let json = #"""
        {
          "style": {"textColor": "blue"},
          "type": 5,
          "buttons": [{"id": "a", "text": "A"}, {"id": "a", "text": "B"}],
          "orientation": "up"
        }
        """#
        #expect(rejection(json, file: "campaigns/welcome.json") == [
            "campaigns/welcome.json: id: expected a non-empty string, found nothing (key missing)",
            #"campaigns/welcome.json: style.textColor: expected a colour #RGB, #RRGGBB or #RRGGBBAA, found string "blue""#,
            #"campaigns/welcome.json: type: expected a string such as "slideup", "modal" or "fullscreen", found number 5"#,
            #"campaigns/welcome.json: buttons[1].id: expected an ID unique in this message, found string "a" (already used by buttons[0])"#,
            #"campaigns/welcome.json: orientation: expected "portrait", "landscape" or "any", found string "up""#,
        ])
    }

    @Test func theErrorDescriptionIsOneLinePerProblem() {
        do {
            _ = try decodeCampaign(#"{"id": 1, "type": 2}"#, file: "x.json")
            Issue.record("expected a rejection")
        } catch {
            #expect(error.description == """
            x.json: id: expected a non-empty string, found number 1
            x.json: type: expected a string such as "slideup", "modal" or "fullscreen", found number 2
            """)
            #expect(error.problems.map(\.path) == ["id", "type"])
            #expect(error.problems[0].expected == "a non-empty string")
            #expect(error.problems[0].found == "number 1")
            #expect(error.localizedDescription == error.description)
        }
    }

    @Test func longAndOddValuesAreQuotedOnOneShortLine() {
        let long = String(repeating: "a", count: 100)
        #expect(rejection(#"{"id": "c1", "type": "modal", "layout": "\#(long)\nmore"}"#) == [
            #"test.json: layout: expected "textWithImage" or "imageOnly", found string "\#(String(repeating: "a", count: 40))…""#,
        ])
        #expect(rejection(#"{"id": "c1", "type": "modal", "layout": "a\"b\\c\n\u202Ed"}"#) == [
            #"test.json: layout: expected "textWithImage" or "imageOnly", found string "a\"b\\c\n\u{202E}d""#,
        ])
    }

    @Test func anUnreadableFileIsOneProblem() {
        let missing = URL(fileURLWithPath: "/nonexistent/welcome.json")
        #expect(throws: InputProblems(problems: [
            InputProblem(file: "/nonexistent/welcome.json", path: "", expected: "a readable campaign file", found: "no such file"),
        ])) {
            try CampaignDecoder().decode(contentsOf: missing)
        }
        #expect(throws: InputProblems(problems: [
            InputProblem(file: "/tmp", path: "", expected: "a readable campaign file", found: "a directory"),
        ])) {
            try CampaignDecoder().decode(contentsOf: URL(fileURLWithPath: "/tmp"))
        }
        let web = URL(string: "https://example.com/campaign.json")!
        #expect(throws: InputProblems(problems: [
            InputProblem(file: "https://example.com/campaign.json", path: "", expected: "a readable campaign file", found: "a URL that is not a local file"),
        ])) {
            try CampaignDecoder().decode(contentsOf: web)
        }
    }

    @Test func anEndlessDeviceFileIsRefusedUnread() throws {
        // /dev/zero never ends: only regular files are read.
        let zero = URL(fileURLWithPath: "/dev/zero")
        guard FileManager.default.fileExists(atPath: zero.path) else { return }
        #expect(throws: InputProblems(problems: [
            InputProblem(file: "/dev/zero", path: "", expected: "a readable campaign file", found: "not a regular file (a FIFO, device or socket)"),
        ])) {
            try CampaignDecoder().decode(contentsOf: zero)
        }
    }
}
