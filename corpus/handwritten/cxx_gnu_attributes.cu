#include "prelude.cuh"

// GNU attributes and standard attributes as they appear in real headers:
// aligned/__align__, packed, noinline/always_inline, unused, const/pure,
// visibility, weak, section, [[nodiscard]], [[maybe_unused]], alignas.
struct __align__(16) float4_t { float x, y, z, w; };
struct alignas(8) int2_t { int x, y; };

struct __attribute__((packed)) WireHeader {
    unsigned char kind;
    unsigned int length;
    unsigned short crc;
};

static_assert(sizeof(WireHeader) == 7, "packed header");
static_assert(alignof(float4_t) == 16, "aligned vector");

__attribute__((noinline)) int slow_path(int x) { return x * 31 + 7; }
static inline __attribute__((always_inline)) int fast_path(int x) { return x << 1; }
__attribute__((const)) int square(int x) { return x * x; }
__attribute__((pure)) int first_byte(const WireHeader *h) { return h->kind; }
__attribute__((visibility("default"))) int exported_counter = 0;
__attribute__((weak)) int tunable_threshold = 64;
__attribute__((unused)) static int debug_level = 0;

[[nodiscard]] int checked_len(const WireHeader &h) { return (int)h.length; }

__device__ __attribute__((noinline)) float4_t madd(float4_t a, float4_t b, float s)
{
    return float4_t{a.x + s * b.x, a.y + s * b.y, a.z + s * b.z, a.w + s * b.w};
}

__global__ void axpy4(const float4_t *__restrict__ x, float4_t *__restrict__ y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = madd(y[i], x[i], 2.0f);
}

int main([[maybe_unused]] int argc, char **argv)
{
    WireHeader h = {1, 128u, 0xBEEF};
    int len = checked_len(h);
    axpy4<<<1, 64>>>(nullptr, nullptr, 64);
    return slow_path(fast_path(len)) + square(first_byte(&h)) + exported_counter + tunable_threshold + (argv != nullptr);
}
