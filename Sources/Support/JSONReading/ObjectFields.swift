/// The members of one JSON object that a reader knows about, by key.
///
/// Built by `ProblemCollector.fields(of:at:known:)`, which has already warned
/// about unknown and repeated keys; a repeated key yields its last value.
package struct ObjectFields {
    /// Where the object is.
    package let path: JSONPath
    /// Offset of the object's `{`: problems about missing keys are placed there.
    package let offset: Int
    private let byKey: [String: JSONMember]

    package init(path: JSONPath, offset: Int, byKey: [String: JSONMember]) {
        self.path = path
        self.offset = offset
        self.byKey = byKey
    }

    package subscript(key: String) -> JSONMember? { byKey[key] }
}
