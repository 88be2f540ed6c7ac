import Imaging

/// Pixels shown in a terminal: each cell is two pixels stacked, drawn as an
/// upper-half block `▀` whose foreground is the top pixel and whose
/// background is the bottom one.
///
/// The image is shrunk to at most `columns` pixels across, keeping its
/// aspect (a cell is about twice as tall as wide, so two stacked pixels make
/// it square), by averaging every source pixel that falls in each target
/// pixel. Integer arithmetic only: the same image gives the same text.
enum HalfBlockPicture {
    /// Without colours, brightness becomes ink density, as on paper: dark pixels print dense blocks.
    static let inkRamp: [Character] = ["█", "▓", "▒", "░", " "]

    static func grid(of image: RasterImage, columns: Int, colored: Bool) -> CellGrid {
        guard image.width > 0, image.height > 0, columns > 0 else { return CellGrid(columns: 0, rows: 0) }
        let width = min(columns, image.width)
        let height = max(1, Int((Double(image.height) * Double(width) / Double(image.width)).rounded()))
        let pixels = downsample(image, width: width, height: height)
        var grid = CellGrid(columns: width, rows: (height + 1) / 2)
        for row in 0..<grid.rows {
            for column in 0..<width {
                let top = pixels[2 * row * width + column]
                let bottom = 2 * row + 1 < height ? pixels[(2 * row + 1) * width + column] : nil
                var cell = Cell()
                if colored {
                    cell.character = "▀"
                    cell.foreground = top
                    cell.background = bottom
                } else {
                    let luma = bottom.map { (top.luma + $0.luma + 1) / 2 } ?? top.luma
                    cell.character = inkRamp[min(inkRamp.count - 1, luma * inkRamp.count / 256)]
                }
                grid[column, row] = cell
            }
        }
        return grid
    }

    /// Box-filtered pixels, composited over white, row by row.
    static func downsample(_ image: RasterImage, width: Int, height: Int) -> [TerminalColor] {
        var result: [TerminalColor] = []
        result.reserveCapacity(width * height)
        image.pixels.withUnsafeBytes { bytes in
            for y in 0..<height {
                let y0 = y * image.height / height, y1 = max(y0 + 1, (y + 1) * image.height / height)
                for x in 0..<width {
                    let x0 = x * image.width / width, x1 = max(x0 + 1, (x + 1) * image.width / width)
                    var red = 0, green = 0, blue = 0, alpha = 0
                    for sourceY in y0..<y1 {
                        let rowOffset = sourceY * image.stride
                        for sourceX in x0..<x1 {
                            // Native-endian premultiplied ARGB32, as Cairo lays it out.
                            let value = bytes.loadUnaligned(fromByteOffset: rowOffset + sourceX * 4, as: UInt32.self)
                            alpha += Int(value >> 24)
                            red += Int((value >> 16) & 255)
                            green += Int((value >> 8) & 255)
                            blue += Int(value & 255)
                        }
                    }
                    let count = (x1 - x0) * (y1 - y0)
                    // Premultiplied over white: colour + (255 - alpha), averaged with rounding.
                    let white = 255 * count - alpha
                    func average(_ sum: Int) -> UInt8 { UInt8(min(255, (sum + white + count / 2) / count)) }
                    result.append(TerminalColor(red: average(red), green: average(green), blue: average(blue)))
                }
            }
        }
        return result
    }
}
