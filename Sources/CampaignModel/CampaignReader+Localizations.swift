import JSONReading
/// `localizations`: language code -> per-language header, body, image and
/// button texts. Every key is optional; what is left out comes from the campaign.
extension CampaignReader {
    static let localizationKeys = ["header", "body", "buttons", "imageURL"]

    mutating func readLocalizations(in fields: ObjectFields, buttonIDs: Set<String>) -> [String: Localization] {
        guard let member = fields["localizations"] else { return [:] }
        let path = fields.path.appending("localizations")
        guard let languages = member.value.members else {
            problems.error(path, at: member.value.offset, expected: "an object of localizations by language code", found: member.value.summary)
            return [:]
        }
        guard languages.count <= CampaignLimits.maxLocalizations else {
            problems.error(path, at: member.value.offset, expected: "at most \(CampaignLimits.maxLocalizations) localizations",
                           found: "\(languages.count) localizations")
            return [:]
        }
        var localizations: [String: Localization] = [:]
        var seen: Set<String> = []
        for language in languages {
            let languagePath = path.appending(language.key)
            if !seen.insert(language.key).inserted {
                problems.warnRepeatedKey(languagePath, at: language.keyOffset)
            }
            // No device reports such a language, and the key would become part of output file names.
            guard LanguageCode.isValid(language.key) else {
                problems.warning(languagePath, at: language.keyOffset, expected: "a language code such as en, ar or pt-BR",
                                 found: "another key", note: "not a language code such as en, ar or pt-BR, ignored")
                continue
            }
            guard language.value.members != nil else {
                problems.error(languagePath, at: language.value.offset, expected: "a localization object", found: language.value.summary)
                continue
            }
            let entry = problems.fields(of: language.value, at: languagePath, known: Self.localizationKeys)
            localizations[language.key] = Localization(
                header: string("header", in: entry),
                body: string("body", in: entry),
                buttons: readButtonTexts(in: entry, buttonIDs: buttonIDs),
                imageURL: string("imageURL", in: entry)
            )
        }
        return localizations
    }

    private mutating func readButtonTexts(in fields: ObjectFields, buttonIDs: Set<String>) -> [String: String] {
        guard let member = fields["buttons"] else { return [:] }
        let path = fields.path.appending("buttons")
        guard let entries = member.value.members else {
            problems.error(path, at: member.value.offset, expected: "an object of button texts by button ID", found: member.value.summary)
            return [:]
        }
        var texts: [String: String] = [:]
        var seen: Set<String> = []
        for entry in entries {
            let entryPath = path.appending(entry.key)
            if !seen.insert(entry.key).inserted {
                problems.warnRepeatedKey(entryPath, at: entry.keyOffset)
            }
            guard let text = entry.value.stringValue else {
                problems.error(entryPath, at: entry.value.offset, expected: "a string", found: entry.value.summary)
                continue
            }
            // A text for a button that does not exist would never be shown;
            // most likely the button was renamed.
            guard buttonIDs.contains(entry.key) else {
                problems.warning(
                    entryPath, at: entry.keyOffset, expected: "the ID of a button in this message",
                    found: "key \(ProblemText.quoted(entry.key))", note: "no button in this message has this ID, ignored"
                )
                continue
            }
            texts[entry.key] = text
        }
        return texts
    }
}
