// png_compare ACTUAL.png REFERENCE.png: whether a screenshot still looks like its reference, at
// a coarse tolerance, so that a broken stylesheet or a missing board fails while a font's
// antialiasing does not. Both images are cut into 16 x 16 blocks; a block differs when its mean
// colour is more than 32 (of 255) away from the reference's in some channel; the images match
// when they have the same size and at most 2% of the blocks differ. Exit 0 match, 1 no match,
// 2 an unreadable file. Reads 8-bit RGB and RGBA, non-interlaced: what Chromium writes.
#include <zlib.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace {

struct Image {
    std::uint32_t width = 0;
    std::uint32_t height = 0;
    std::vector<std::uint8_t> rgb;  // 3 bytes per pixel, rows top to bottom
};

std::uint32_t big_endian(const std::uint8_t* p) {
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) |
           std::uint32_t(p[3]);
}

int paeth(int a, int b, int c) {
    const int p = a + b - c;
    const int pa = std::abs(p - a);
    const int pb = std::abs(p - b);
    const int pc = std::abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

// Undoes the per-row filters (PNG specification, section 9) in place.
bool unfilter(std::vector<std::uint8_t>& data, std::uint32_t width, std::uint32_t height,
              std::uint32_t channels, std::vector<std::uint8_t>& pixels) {
    const std::size_t stride = std::size_t(width) * channels;
    pixels.assign(stride * height, 0);
    for (std::uint32_t y = 0; y < height; ++y) {
        const std::uint8_t filter = data[y * (stride + 1)];
        const std::uint8_t* in = &data[y * (stride + 1) + 1];
        std::uint8_t* row = &pixels[y * stride];
        const std::uint8_t* up = y > 0 ? &pixels[(y - 1) * stride] : nullptr;
        for (std::size_t x = 0; x < stride; ++x) {
            const int a = x >= channels ? row[x - channels] : 0;
            const int b = up != nullptr ? up[x] : 0;
            const int c = up != nullptr && x >= channels ? up[x - channels] : 0;
            int predicted = 0;
            switch (filter) {
                case 0:
                    break;
                case 1:
                    predicted = a;
                    break;
                case 2:
                    predicted = b;
                    break;
                case 3:
                    predicted = (a + b) / 2;
                    break;
                case 4:
                    predicted = paeth(a, b, c);
                    break;
                default:
                    return false;
            }
            row[x] = static_cast<std::uint8_t>(in[x] + predicted);
        }
    }
    return true;
}

std::optional<Image> read_png(const char* path) {
    std::ifstream file(path, std::ios::binary);
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(file), {}};
    constexpr std::array<std::uint8_t, 8> kSignature{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (bytes.size() < 8 || !std::equal(kSignature.begin(), kSignature.end(), bytes.begin()))
        return std::nullopt;
    Image image;
    std::uint32_t channels = 0;
    std::vector<std::uint8_t> compressed;
    for (std::size_t at = 8; at + 12 <= bytes.size();) {
        const std::uint32_t length = big_endian(&bytes[at]);
        if (at + 12 + std::size_t(length) > bytes.size()) return std::nullopt;
        const std::string type(bytes.begin() + at + 4, bytes.begin() + at + 8);
        const std::uint8_t* body = &bytes[at + 8];
        if (type == "IHDR" && length >= 13) {
            image.width = big_endian(body);
            image.height = big_endian(body + 4);
            const std::uint8_t depth = body[8];
            const std::uint8_t colour = body[9];
            const std::uint8_t interlace = body[12];
            if (depth != 8 || interlace != 0 || (colour != 2 && colour != 6)) return std::nullopt;
            channels = colour == 2 ? 3 : 4;
        } else if (type == "IDAT") {
            compressed.insert(compressed.end(), body, body + length);
        } else if (type == "IEND") {
            break;
        }
        at += 12 + std::size_t(length);
    }
    if (channels == 0 || image.width == 0 || image.height == 0 || image.width > 20000 ||
        image.height > 20000)
        return std::nullopt;
    std::vector<std::uint8_t> filtered((std::size_t(image.width) * channels + 1) * image.height);
    uLongf size = filtered.size();
    if (uncompress(filtered.data(), &size, compressed.data(), compressed.size()) != Z_OK ||
        size != filtered.size())
        return std::nullopt;
    std::vector<std::uint8_t> pixels;
    if (!unfilter(filtered, image.width, image.height, channels, pixels)) return std::nullopt;
    image.rgb.resize(std::size_t(image.width) * image.height * 3);
    for (std::size_t i = 0, n = std::size_t(image.width) * image.height; i < n; ++i) {
        for (std::size_t c = 0; c < 3; ++c) image.rgb[i * 3 + c] = pixels[i * channels + c];
    }
    return image;
}

constexpr std::uint32_t kBlock = 16;
constexpr int kChannelTolerance = 32;
constexpr double kDifferingBlocksAllowed = 0.02;

std::array<int, 3> block_mean(const Image& image, std::uint32_t bx, std::uint32_t by) {
    std::array<long, 3> sum{};
    long pixels = 0;
    for (std::uint32_t y = by; y < std::min(by + kBlock, image.height); ++y) {
        for (std::uint32_t x = bx; x < std::min(bx + kBlock, image.width); ++x) {
            const std::uint8_t* p = &image.rgb[(std::size_t(y) * image.width + x) * 3];
            for (std::size_t c = 0; c < 3; ++c) sum[c] += p[c];
            ++pixels;
        }
    }
    return {int(sum[0] / pixels), int(sum[1] / pixels), int(sum[2] / pixels)};
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: png_compare ACTUAL.png REFERENCE.png\n");
        return 2;
    }
    const std::optional<Image> actual = read_png(argv[1]);
    const std::optional<Image> reference = read_png(argv[2]);
    if (!actual || !reference) {
        std::fprintf(stderr, "png_compare: cannot read %s as an 8-bit RGB(A) PNG\n",
                     !actual ? argv[1] : argv[2]);
        return 2;
    }
    if (actual->width != reference->width || actual->height != reference->height) {
        std::fprintf(stderr, "png_compare: %ux%u, the reference is %ux%u\n", actual->width,
                     actual->height, reference->width, reference->height);
        return 1;
    }
    long blocks = 0;
    long differing = 0;
    for (std::uint32_t y = 0; y < actual->height; y += kBlock) {
        for (std::uint32_t x = 0; x < actual->width; x += kBlock) {
            const std::array<int, 3> a = block_mean(*actual, x, y);
            const std::array<int, 3> r = block_mean(*reference, x, y);
            ++blocks;
            for (std::size_t c = 0; c < 3; ++c) {
                if (std::abs(a[c] - r[c]) > kChannelTolerance) {
                    ++differing;
                    break;
                }
            }
        }
    }
    const double share = double(differing) / double(blocks);
    std::printf("png_compare: %ld of %ld blocks differ (%.2f%%, at most %.2f%% allowed)\n",
                differing, blocks, share * 100, kDifferingBlocksAllowed * 100);
    return share <= kDifferingBlocksAllowed ? 0 : 1;
}
