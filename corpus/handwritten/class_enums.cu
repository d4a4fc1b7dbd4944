#include "prelude.cuh"

// Unscoped and scoped enumerations, fixed underlying types, opaque
// declarations, bitmask operators on enum class, and enums as kernel params.
enum Color { Red, Green = 5, Blue };
enum : long { kBig = 1L << 40 };
enum class Axis : unsigned char { X, Y, Z };
enum class Access : unsigned { None = 0, Read = 1u << 0, Write = 1u << 1, Exec = 1u << 2 };
enum struct Mode : short;                  // opaque declaration
enum struct Mode : short { Fast = -1, Accurate = 1 };

constexpr Access operator|(Access a, Access b) { return Access(unsigned(a) | unsigned(b)); }
constexpr Access operator&(Access a, Access b) { return Access(unsigned(a) & unsigned(b)); }
constexpr bool any(Access a) { return a != Access::None; }

struct Surface {
    enum Format { RGBA8, R32F, RG16F } format;
    Access access;
};

__host__ __device__ int components(Surface::Format f)
{
    switch (f) {
    case Surface::RGBA8: return 4;
    case Surface::RG16F: return 2;
    default: return 1;
    }
}

__global__ void project(float *v, Axis axis, Mode mode, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int k = static_cast<int>(axis);
    v[3 * i + k] = mode == Mode::Fast ? 0.0f : v[3 * i + k] * 0.0f;
}

int main()
{
    Surface s{Surface::R32F, Access::Read | Access::Write};
    Color c = Blue;
    int x = c + Green;
    project<<<1, 32>>>(nullptr, Axis::Z, Mode::Accurate, 32);
    static_assert(sizeof(Axis) == 1, "Axis is one byte");
    static_assert(kBig > 0, "big enum");
    return any(s.access & Access::Exec) ? 1 : x + components(s.format);
}
