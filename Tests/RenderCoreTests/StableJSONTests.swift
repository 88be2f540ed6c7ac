import BoxTreeModel
import Foundation
import RenderCore
import Testing

@Suite struct StableJSONTests {
    struct Numbers: Codable, Equatable {
        var values: [Double]
    }

    func encoded(_ values: [Double]) throws -> String {
        String(decoding: try StableJSON.encode(Numbers(values: values)), as: UTF8.self)
    }

    @Test func dropsFloatingPointNoiseButKeepsQuarterPangoUnitsExact() throws {
        let text = try encoded([0.1 + 0.2, 52.30000000000001, 212.44140625, 218.24951171875, 1.0 / 4096, -0.0, 393, 1e20, -7.5])
        #expect(text == """
            {
              "values" : [
                0.3,
                52.3,
                212.44140625,
                218.24951171875,
                0.000244140625,
                0,
                393,
                1e+20,
                -7.5
              ]
            }

            """)
    }

    @Test func isIdempotent() throws {
        let first = try StableJSON.encode(Numbers(values: [1.0 / 3, 2.0 / 3, 12345.678901234567]))
        let decoded = try JSONDecoder().decode(Numbers.self, from: first)
        #expect(try StableJSON.encode(decoded) == first)
    }

    @Test func writesEmptyContainersOnOneLine() throws {
        struct Empty: Codable { var list: [Int] = []; var map: [String: Int] = [:] }
        #expect(String(decoding: try StableJSON.encode(Empty()), as: UTF8.self) == "{\n  \"list\" : [],\n  \"map\" : {}\n}\n")
    }
}
