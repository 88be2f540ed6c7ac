import RenderCore
import Testing

@Suite struct RenderOptionsTests {
    @Test func choiceFallsBackToTheDefaultAndChecksTheValue() throws {
        var options = RenderOptions()
        #expect(try options.choice("a11y.format", among: ["text", "json"], default: "text") == "text")
        options["a11y.format"] = "json"
        #expect(try options.choice("a11y.format", among: ["text", "json"], default: "text") == "json")
        options["a11y.format"] = "yaml"
        #expect(throws: RenderError.invalidOption(key: "a11y.format", value: "yaml", expected: "one of text, json")) {
            try options.choice("a11y.format", among: ["text", "json"], default: "text")
        }
    }

    @Test func integerChecksTheRange() throws {
        let options = RenderOptions(["ansi.columns": "500", "other": "40"])
        #expect(try options.integer("missing", in: 20...400, default: 80) == 80)
        #expect(try options.integer("other", in: 20...400, default: 80) == 40)
        #expect(throws: RenderError.self) { try options.integer("ansi.columns", in: 20...400, default: 80) }
        #expect(RenderError.invalidOption(key: "k", value: "v", expected: "x").description
            == "invalid value 'v' for the render option k: expected x")
    }
}
