// Exercises <ratio>: compile-time unit conversion of kernel tile sizes with std::ratio.
#include <ratio>

using KiB = std::ratio<1024>;
using TileFraction = std::ratio_divide<std::ratio<3>, std::ratio<4>>;

template <typename R>
constexpr long long scaled(long long v)
{
    return v * R::num / R::den;
}

constexpr int kShared = static_cast<int>(scaled<KiB>(16) / sizeof(float));
constexpr int kTile = static_cast<int>(scaled<TileFraction>(64));

__global__ void stage(const float *in, float *out, int n)
{
    __shared__ float buf[kShared];
    int i = blockIdx.x * kTile + threadIdx.x;
    if (threadIdx.x < kTile && i < n) {
        buf[threadIdx.x] = in[i];
        out[i] = buf[threadIdx.x] * 2.0f;
    }
}

void launch_stage(const float *in, float *out, int n)
{
    static_assert(std::ratio_equal_v<TileFraction, std::ratio<6, 8>>);
    static_assert(std::ratio_less<std::milli, std::centi>::value);
    stage<<<(n + kTile - 1) / kTile, kTile>>>(in, out, n);
}
