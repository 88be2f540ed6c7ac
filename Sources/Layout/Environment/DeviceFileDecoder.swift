import BoxTreeModel
import JSONReading
import Foundation
import NumberText

/// Reads a team's device files (docs/devices.md, "Custom devices") into
/// `Device` values added to a `DeviceCatalog`.
///
/// A device file is input like any other (in CI, possibly a pull request's),
/// so it is read with the project's located-JSON reader: every problem at
/// once, one line each with the file, JSON path, expected and found, and
/// caps on its size and how many devices it adds. An id names output files
/// and goldens, so it is held to a file-name-safe shape and may not take a
/// built-in device's id, nor another custom one's with other values (the
/// same device given twice, by preview.json and `--device-file`, is one): a
/// golden must never change its meaning because a file was added.
public enum DeviceFileDecoder {
    /// Device files are small; anything larger is not one.
    public static let maximumFileSize = 64 * 1024
    /// At most this many devices in one file…
    public static let maximumDevicesPerFile = 32
    /// …and this many custom devices in a catalog, from all its files.
    public static let maximumCustomDevices = 64

    static let fileKeys = ["$schema", "devices"]
    static let deviceKeys = ["id", "name", "kind", "screen", "scale", "safeArea", "statusBarHeight", "cornerRadius", "homeIndicator"]
    static let insetKeys = ["top", "left", "bottom", "right"]
    /// The smallest and largest screen side, in points: past either a
    /// message's layout means nothing (and a huge one would be a huge PNG).
    static let screenSides = 240.0...2000.0
    /// What each orientation's safe area must leave, in points, each way.
    static let minimumSafeSide = 200.0

    /// Reads the device file at `url` and returns `catalog` with its devices
    /// after the ones it has.
    /// - Parameter name: how messages name the file; by default the path as given.
    /// - Throws: every problem of the file, or one at `$` when it cannot be read.
    public static func adding(contentsOf url: URL, named name: String? = nil,
                              to catalog: DeviceCatalog) throws(InputProblems) -> DeviceCatalog {
        let root = try LocatedJSON.read(contentsOf: url, named: name, expected: "a readable device file", maximumSize: maximumFileSize)
        return try adding(root, to: catalog)
    }

    /// Reads a device file's bytes; `file` names it in messages.
    public static func adding(_ data: Data, file: String, to catalog: DeviceCatalog) throws(InputProblems) -> DeviceCatalog {
        try adding(LocatedJSON.parse(data, file: file), to: catalog)
    }

    private static func adding(_ root: LocatedJSON, to catalog: DeviceCatalog) throws(InputProblems) -> DeviceCatalog {
        var log = JSONProblemLog(file: root.file)
        let expectedDevices = "an array of 1 to \(maximumDevicesPerFile) device objects"
        guard root.isObject else {
            log.error(root, expected: "an object such as {\"devices\": [...]} (a device file)")
            throw InputProblems(problems: log.errors)
        }
        let fields = log.members(of: root, known: fileKeys, unknownKeys: .error)
        guard let list = fields["devices"] else {
            log.missing("devices", in: root, expected: expectedDevices)
            throw InputProblems(problems: log.errors)
        }
        guard let elements = list.elements, (1...maximumDevicesPerFile).contains(elements.count) else {
            log.error(list, expected: expectedDevices, found: list.elements.map { "an array of \($0.count)" })
            throw InputProblems(problems: log.errors)
        }
        let room = maximumCustomDevices - catalog.customDevices.count
        if elements.count > room {
            log.error(list, expected: "at most \(maximumCustomDevices) custom devices in all (\(max(room, 0)) more here)",
                      found: "an array of \(elements.count)")
            throw InputProblems(problems: log.errors)
        }
        // Ids this file gives; the catalog's are checked once a device is whole.
        var taken: Set<String> = []
        var devices: [Device] = []
        for element in elements {
            guard let (device, id) = device(element, taken: &taken, log: &log) else { continue }
            if let known = catalog.device(named: device.id) {
                // The same device given twice (preview.json's file and --device-file) is one device.
                if known != device {
                    log.error(id, expected: "an id no other device has", found: "\(id.summary) (a device of an earlier file, with other values)")
                }
                continue
            }
            devices.append(device)
        }
        guard !log.hasErrors else { throw InputProblems(problems: log.errors) }
        return catalog.adding(devices)
    }

    /// The device at `value`, with where its id is written.
    private static func device(_ value: LocatedJSON, taken: inout Set<String>, log: inout JSONProblemLog) -> (Device, LocatedJSON)? {
        guard value.isObject else {
            log.error(value, expected: "a device object with id, name, screen, scale, safeArea and statusBarHeight")
            return nil
        }
        let fields = log.members(of: value, known: deviceKeys, unknownKeys: .error)
        func required(_ key: String, expected: String) -> LocatedJSON? {
            if let field = fields[key] { return field }
            log.missing(key, in: value, expected: expected)
            return nil
        }
        let idValue = required("id", expected: idExpectation)
        let id = idValue.flatMap { self.id($0, taken: &taken, log: &log) }
        let name = required("name", expected: nameExpectation).flatMap { self.name($0, log: &log) }
        let kind = fields["kind"].map { kindIsPad($0, log: &log) } ?? false
        let screen = required("screen", expected: screenExpectation).flatMap { self.screen($0, log: &log) }
        let scale = required("scale", expected: scaleExpectation).flatMap { self.scale($0, log: &log) }
        let statusBar = required("statusBarHeight", expected: "the status bar's height in points, from 0 to 100").flatMap {
            log.number($0, in: 0...100, expected: "the status bar's height in points, from 0 to 100")
        }
        let safeAreas = required("safeArea", expected: safeAreaExpectation).flatMap { self.safeAreas($0, screen: screen, log: &log) }
        var cornerRadius = 0.0
        if let field = fields["cornerRadius"] {
            let limit = min(150, (screen?.width ?? 480) / 2)
            let expected = "the screen's corner radius in points, from 0 to \(Int(limit)) (half its width at most)"
            cornerRadius = log.number(field, in: 0...limit, expected: expected) ?? 0
        }
        let homeIndicator = fields["homeIndicator"].map { self.homeIndicator($0, screen: screen, log: &log) }
        guard let id, let idValue, let name, let kind, let screen, let scale, let statusBar, let safeAreas else { return nil }
        let indicator: HomeIndicatorSize?
        switch homeIndicator {
        case .invalid?: return nil
        case .size(let size)?: indicator = size
        case .none?: indicator = nil
        case nil: indicator = .typical(portraitSize: screen, isPad: kind, safeAreaPortrait: safeAreas.portrait)
        }
        let device = Device(id: id, name: name, portraitSize: screen, scale: scale, safeAreaPortrait: safeAreas.portrait,
                            safeAreaLandscape: safeAreas.landscape, statusBarHeight: statusBar, isPad: kind,
                            screenCornerRadius: cornerRadius, homeIndicator: indicator)
        return (device, idValue)
    }

    static let homeIndicatorExpectation = "false (a Home button, no bar) or the bar's widths in points, such as {\"portraitWidth\": 140, \"landscapeWidth\": 219}"

    /// What a device file says of the home indicator.
    private enum HomeIndicatorField {
        case size(HomeIndicatorSize)
        case none
        case invalid
    }

    /// `false`, or `{"portraitWidth", "landscapeWidth"}`, each from 20 pt to
    /// the screen's side in that orientation.
    private static func homeIndicator(_ value: LocatedJSON, screen: Size?, log: inout JSONProblemLog) -> HomeIndicatorField {
        if value.bool == false { return .none }
        guard value.isObject else {
            log.error(value, expected: homeIndicatorExpectation)
            return .invalid
        }
        let fields = log.members(of: value, known: ["portraitWidth", "landscapeWidth"], unknownKeys: .error)
        var widths: [Double] = []
        for (key, side) in [("portraitWidth", screen?.width), ("landscapeWidth", screen?.height)] {
            let limit = side ?? screenSides.upperBound
            let expected = "the bar's width in points, from 20 to \(NumberText.plain(limit)) (the screen's width)"
            guard let field = fields[key] else {
                log.missing(key, in: value, expected: expected)
                continue
            }
            if let width = log.number(field, in: 20...limit, expected: expected) { widths.append(width) }
        }
        guard widths.count == 2 else { return .invalid }
        return .size(HomeIndicatorSize(portraitWidth: widths[0], landscapeWidth: widths[1]))
    }

    static let scaleExpectation = "whole pixels per point: 1, 2, 3 or 4"
    static let idExpectation = "an id of 2 to 40 lowercase letters, digits and '-', starting with a letter, such as acme-phone"
    static let nameExpectation = "a one-line name of at most 60 characters, such as \"Acme Phone 2\""
    static let screenExpectation = "the portrait screen in points, such as {\"width\": 412, \"height\": 892}"
    static let safeAreaExpectation = "{\"portrait\": {...}, \"landscape\": {...}}: each orientation's insets in points"

    private static func id(_ value: LocatedJSON, taken: inout Set<String>, log: inout JSONProblemLog) -> String? {
        guard let id = log.string(value, expected: idExpectation) else { return nil }
        guard isValidID(id) else {
            log.error(value, expected: idExpectation)
            return nil
        }
        if id == "all" || DeviceCatalog.builtIn.device(named: id) != nil {
            log.error(value, expected: "an id no built-in device has ('preview-cli devices' lists them)")
            return nil
        }
        guard taken.insert(id).inserted else {
            log.error(value, expected: "an id no other device has", found: "\(value.summary) (given to a device before this one in this file)")
            return nil
        }
        return id
    }

    /// Lowercase ASCII letters, digits and single inner hyphens: the id is a
    /// part of output file names (`acme-phone-portrait-en-l.png`).
    static func isValidID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard (2...40).contains(bytes.count), let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
              bytes.last != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let letter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let hyphen = byte == UInt8(ascii: "-")
            guard letter || digit || hyphen, !(hyphen && previous == byte) else { return false }
            previous = byte
        }
        return true
    }

    /// Whole scales only, as `pngScale`: a fractional one would round points
    /// to a blurry pixel grid.
    private static func scale(_ value: LocatedJSON, log: inout JSONProblemLog) -> Double? {
        guard let scale = log.integer(value, atLeast: 1, expected: scaleExpectation) else { return nil }
        guard scale <= 4 else {
            log.error(value, expected: scaleExpectation)
            return nil
        }
        return Double(scale)
    }

    private static func name(_ value: LocatedJSON, log: inout JSONProblemLog) -> String? {
        guard let name = log.string(value, expected: nameExpectation) else { return nil }
        guard name.count <= 60, !name.contains(where: { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }),
              !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            log.error(value, expected: nameExpectation)
            return nil
        }
        return name
    }

    /// `true` for an iPad-like screen.
    private static func kindIsPad(_ value: LocatedJSON, log: inout JSONProblemLog) -> Bool? {
        switch value.string {
        case "phone"?: return false
        case "pad"?: return true
        default:
            log.error(value, expected: "\"phone\" or \"pad\" (a regular-width screen: wider modals, an iPad's status bar)")
            return nil
        }
    }

    private static func screen(_ value: LocatedJSON, log: inout JSONProblemLog) -> Size? {
        guard value.isObject else {
            log.error(value, expected: screenExpectation)
            return nil
        }
        let fields = log.members(of: value, known: ["width", "height"], unknownKeys: .error)
        let expected = "points, from \(Int(screenSides.lowerBound)) to \(Int(screenSides.upperBound))"
        var sides: [Double] = []
        for key in ["width", "height"] {
            guard let field = fields[key] else {
                log.missing(key, in: value, expected: expected)
                continue
            }
            if let side = log.number(field, in: screenSides, expected: expected) { sides.append(side) }
        }
        guard sides.count == 2 else { return nil }
        guard sides[0] <= sides[1] else {
            log.error(value, expected: "the portrait screen: a width no larger than its height",
                      found: "\(NumberText.plain(sides[0])) x \(NumberText.plain(sides[1]))")
            return nil
        }
        return Size(width: sides[0], height: sides[1])
    }

    private static func safeAreas(_ value: LocatedJSON, screen: Size?,
                                  log: inout JSONProblemLog) -> (portrait: EdgeInsets, landscape: EdgeInsets)? {
        guard value.isObject else {
            log.error(value, expected: safeAreaExpectation)
            return nil
        }
        let fields = log.members(of: value, known: Orientation.allCases.map(\.rawValue), unknownKeys: .error)
        var insets: [Orientation: EdgeInsets] = [:]
        for orientation in Orientation.allCases {
            guard let field = fields[orientation.rawValue] else {
                log.missing(orientation.rawValue, in: value, expected: "the \(orientation.rawValue) insets, such as {\"top\": 48, \"bottom\": 34}")
                continue
            }
            let size = screen.map { orientation == .portrait ? $0 : Size(width: $0.height, height: $0.width) }
            insets[orientation] = self.insets(field, within: size, log: &log)
        }
        guard let portrait = insets[.portrait], let landscape = insets[.landscape] else { return nil }
        return (portrait, landscape)
    }

    /// `{"top", "left", "bottom", "right"}`, each 0 when absent; together they
    /// must leave `minimumSafeSide` points each way of `size`.
    private static func insets(_ value: LocatedJSON, within size: Size?, log: inout JSONProblemLog) -> EdgeInsets? {
        guard value.isObject else {
            log.error(value, expected: "insets in points, such as {\"top\": 48, \"bottom\": 34} (a missing edge is 0)")
            return nil
        }
        let fields = log.members(of: value, known: insetKeys, unknownKeys: .error)
        var edges: [String: Double] = [:]
        var failed = false
        for key in insetKeys {
            guard let field = fields[key] else { continue }
            if let inset = log.number(field, in: 0...200, expected: "points, from 0 to 200") { edges[key] = inset } else { failed = true }
        }
        guard !failed else { return nil }
        let insets = EdgeInsets(top: edges["top"] ?? 0, left: edges["left"] ?? 0, bottom: edges["bottom"] ?? 0, right: edges["right"] ?? 0)
        if let size, size.width - insets.left - insets.right < minimumSafeSide || size.height - insets.top - insets.bottom < minimumSafeSide {
            log.error(value, expected: "insets that leave at least \(Int(minimumSafeSide)) pt of the \(NumberText.plain(size.width)) x "
                      + "\(NumberText.plain(size.height)) pt screen each way")
            return nil
        }
        return insets
    }
}
