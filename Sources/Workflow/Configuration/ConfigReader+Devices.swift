import JSONReading
import Layout

extension ConfigReader {
    /// `"deviceFiles"`: a team's device files (docs/devices.md, "Custom
    /// devices"), each relative to the config's folder and held inside it like
    /// every path the file names, their devices added to `deviceCatalog`
    /// before the matrices name them. A device file's own problems name that
    /// file and their own JSON path.
    mutating func readDeviceFiles(_ value: LocatedJSON) {
        guard let paths = log.strings(value, expected: "a device file's path, or an array of them") else { return }
        let elements = value.elements ?? [value]
        for (path, element) in zip(paths, elements) {
            guard let url = self.path(path, at: element, what: "a device file", flag: "--device-file") else { continue }
            do {
                deviceCatalog = try DeviceFileDecoder.adding(contentsOf: url, named: path, to: deviceCatalog)
            } catch {
                error.problems.forEach { log.add($0, at: element) }
            }
        }
    }
}
