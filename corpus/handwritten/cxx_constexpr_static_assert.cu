#include "prelude.cuh"

// Compile-time computation: constexpr functions, constructors and variables,
// if constexpr, and static_assert at namespace, class and block scope.
constexpr unsigned long long factorial(unsigned n) { return n <= 1 ? 1ull : n * factorial(n - 1); }

constexpr int popcount(unsigned v)
{
    int c = 0;
    for (; v; v &= v - 1) ++c;   // C++14 relaxed constexpr
    return c;
}

constexpr bool is_pow2(unsigned v) { return v && !(v & (v - 1)); }

struct Extent {
    int w, h;
    constexpr Extent(int a, int b) : w(a), h(b) {}
    constexpr int area() const { return w * h; }
};

constexpr Extent kTile{32, 8};
constexpr int kTileElems = kTile.area();
constexpr int kTable[] = {popcount(0u), popcount(7u), popcount(0xFFu)};

static_assert(factorial(10) == 3628800ull, "factorial");
static_assert(is_pow2(kTileElems), "tile size must be a power of two");
static_assert(kTable[2] == 8, "popcount");

template <int BlockSize>
struct ReduceConfig {
    static_assert(is_pow2(BlockSize), "BlockSize must be a power of two");
    static_assert(BlockSize >= 32 && BlockSize <= 1024, "BlockSize out of range");
    static constexpr int kWarps = BlockSize / 32;
};

template <typename T>
__host__ __device__ constexpr T identity_for_max()
{
    if constexpr (sizeof(T) == 1) return T(-128);
    else if constexpr (sizeof(T) == 2) return T(-32768);
    else return T(-2147483647 - 1);
}

__global__ void fill_tile(int *out)
{
    constexpr int n = ReduceConfig<kTileElems>::kWarps;
    static_assert(n == 8, "eight warps per tile");
    out[threadIdx.x] = n + identity_for_max<int>();
}

int main()
{
    fill_tile<<<1, kTileElems>>>(nullptr);
    return (int)factorial(5) - 120 + kTable[1] + identity_for_max<short>();
}
