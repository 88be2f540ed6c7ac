import CampaignModel
import JSONReading

extension PreviewConfig {
    /// `"maxVariants": N`: the run's variant limit (`RunLimits`), from 1 up to
    /// `RunLimits.configVariantCeiling`. A pull request may edit this file,
    /// so it cannot lift the limit without bound; the command line can.
    mutating func readLimits(_ fields: [String: LocatedJSON], with reader: inout ConfigReader) {
        guard let value = fields["maxVariants"] else { return }
        let ceiling = RunLimits.configVariantCeiling
        let expected = "a whole number of variants from 1 to \(ceiling) (above that, give --max-variants on the command line)"
        guard let count = reader.log.integer(value, atLeast: 1, expected: expected) else { return }
        guard count <= ceiling else {
            reader.log.error(value, expected: expected)
            return
        }
        limits.maxVariants = count
    }
}
