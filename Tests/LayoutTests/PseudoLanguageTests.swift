import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// `en-XA` and `ar-XB`: the campaign's own text made longer and accented, or
/// forced right-to-left, at run time, wherever a language is accepted.
@Suite struct PseudoLanguageTests {
    let engine = Fixtures.engine()

    @Test func enXAIsAccentedBracketedAndAboutFortyPercentLonger() {
        let text = "Welcome back, {player_name}!"
        let pseudo = PseudoLanguage.accented.transform(text)
        #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
        #expect(pseudo.contains("{player_name}"), "placeholders are kept as written: \(pseudo)")
        #expect(!pseudo.contains("Welcome"), "letters are accented: \(pseudo)")
        let growth = Double(pseudo.count - 2) / Double(text.count)
        #expect(growth >= 1.35 && growth <= 1.6, "\(growth): \(pseudo)")
    }

    /// Word by word, so a line a wrap starts is right to left too.
    @Test func arXBForcesEachWordOfTheOwnTextRightToLeft() {
        let pseudo = PseudoLanguage.rightToLeft.transform("Claim {points}\n\nnow")
        #expect(pseudo == "\u{202E}Claim\u{202C} \u{202E}{points}\u{202C}\n\n\u{202E}now\u{202C}")
    }

    @Test func codesAreFoundInAnyCaseAndOnlyThoseTwo() {
        #expect(PseudoLanguage(code: "en-xa") == .accented)
        #expect(PseudoLanguage(code: "AR_XB") == .rightToLeft)
        #expect(PseudoLanguage(code: "en") == nil && PseudoLanguage(code: "ar") == nil && PseudoLanguage(code: nil) == nil)
    }

    @Test func aPseudoLanguageIsDerivedFromTheOwnTextEvenWhenATranslationExists() {
        var campaign = Fixtures.modal
        campaign.localizations["ar"] = Localization(header: "مرحبا", body: "نص", buttons: [:])
        let localization = campaign.localization(for: "ar-XB")
        #expect(localization?.header == PseudoLanguage.rightToLeft.transform(Fixtures.modal.header!))
        #expect(localization?.buttons["claim"] == PseudoLanguage.rightToLeft.transform("Claim reward"))
    }

    @Test func arXBLaysOutMirroredWithoutAMissingLocalizationWarning() {
        let ltr = engine.layout(Fixtures.modal, in: Environment(language: "en-XA"))
        let rtl = engine.layout(Fixtures.modal, in: Environment(language: "ar-XB"))
        #expect(ltr.environment.direction == .leftToRight)
        #expect(rtl.environment.direction == .rightToLeft)
        var localized = Fixtures.modal
        localized.localizations["fr"] = Localization(header: "Bonjour")
        for language in PseudoLanguage.allCases.map(\.rawValue) {
            let tree = engine.layout(localized, in: Environment(language: language))
            #expect(!tree.diagnostics.contains { $0.code == Diagnostic.Code.missingLocalization }, "\(language)")
        }
        let header = ltr.allBoxes.first { $0.text?.text.hasPrefix("[") == true }
        #expect(header != nil, "the en-XA header is drawn in brackets")
    }
}
