/// The members of one JSON object that a reader knows about, by key.
///
/// Built by `CampaignReader.fields(of:at:known:)`, which has already warned
/// about unknown and repeated keys; a repeated key yields its last value.
struct ObjectFields {
    /// Where the object is.
    let path: JSONPath
    /// Offset of the object's `{`: problems about missing keys are placed there.
    let offset: Int
    private let byKey: [String: JSONMember]

    init(path: JSONPath, offset: Int, byKey: [String: JSONMember]) {
        self.path = path
        self.offset = offset
        self.byKey = byKey
    }

    subscript(key: String) -> JSONMember? { byKey[key] }
}
