// cudagen 0.1 seed 465 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,struct,operator_overload,enum_class,if,if_else,for,pragma_unroll,bitwise,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 8
#define RADIUS_2 3
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 29
#endif
struct Body6 {
    unsigned int y7, flag8;
    int flag9;
    float id10;
};
inline __host__ __device__ Body6 operator+(Body6 a, Body6 b) {
    Body6 r = a;
    r.y7 += b.y7;
    r.flag8 += b.flag8;
    r.flag9 += b.flag9;
    r.id10 += b.id10;
    return r;
}
template <typename T, int N = 3>
__device__ __host__ T update11(T p12, const Body6 &q13, Body6 b14) {
    float r15 = (p12);
    if (static_cast<T>(q13.y7 % N) < (TILE_DIM_1)) {
        size_t s16[5] = {1UL, 2, 1lu, 7lu, 2402L};
        if (p12 > (r15 + 0x38)) {
            T res17{22U};
            T q18 = TILE_DIM_1;
        } else {
        }
    }
    return N;
}
__device__ void reduce19(float *buf20, Body6 a21, unsigned long cfg22) {
    a21 = a21;
    update11<double, 0x1>(update11<long, ((RADIUS_2 + 0x1))>(cfg22, a21 + a21, a21), a21, Body6{static_cast<unsigned>(buf20[4]), 10, 0x1, 21u});
    auto lim23 = static_cast<short>(update11<long, 4>((0b111100lu), Body6{static_cast<unsigned>(49), 0b111110ull, 26lu, 3.375f}, a21 + a21));
}
enum class Axis24 : unsigned int { Blue25 = 2, Green26, Mul27 };
template <typename T, class U>
__device__ __forceinline__ float tile28(const T *src29, unsigned long long b30, const T *input31) {
    b30 = update11(static_cast<T>(RADIUS_2), Body6{0x1cLL, static_cast<unsigned int>(input31[threadIdx.x] + 62), static_cast<int>(b30 | 42L), static_cast<float>(update11(static_cast<T>(18.0), Body6{15, 8U, 59, 61L}, Body6{}))}, Body6{0x60dull, static_cast<unsigned int>(2), 38l, 7.125f});
    b30 = 0x57CUL & (threadIdx.x - b30);
    return update11<T, RADIUS_2>(static_cast<T>(0b101100UL + src29[gridDim.x & 7]), Body6{10ul, 8, static_cast<int>(21 + warpSize), 39}, Body6{3u, 22, static_cast<int>(ADD3_3(b30, threadIdx.x, 46)), 0x1p3f});
}
constexpr __host__ int run_bias32(int len33) {
    len33 = len33;
    return TILE_DIM_1;
}
inline __device__ void kick34(int count35) {
    Axis24 e36 = Axis24::Green26;
    unsigned int z37 = count35;
    e36 = Axis24::Blue25;
    e36 = e36;
}
static __global__ void combine38(unsigned int a39) {
    tile28<unsigned int, double>(&a39, RADIUS_2, (const unsigned int*)nullptr);
    if (0x3F != (gridDim.x + a39)) {
        return;
    }
}
__global__ void smooth40(float q41, int len42) {
    unsigned tid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int lim44 = 3 * 6;
    len42 = tile28<float, int>(&q41, 36ul, &q41);
}
template <typename T, int N = 4>
__global__ void fuse45_kernel(const T *src46) {
    int idx47 = threadIdx.x;
}
__device__ size_t blend48(double a49, int count50) {
    auto u51 = update11<int, 4>(54 + threadIdx.x, Body6{61, static_cast<unsigned int>(ADD3_3(gridDim.x, a49, count50)), 63U, 0x1p1F}, Body6{50, 5U, count50, 3.625F});
    #pragma unroll
    for (int i52 = u51; i52 > 0x0; --i52) {
        constexpr int res53 = 19;
    }
    u51 = u51;
    bool off54 = u51 != a49;
    Body6 flag55 = {7U, static_cast<unsigned int>(tile28<unsigned, long>(static_cast<const unsigned int*>(nullptr), count50, static_cast<const unsigned int*>(nullptr))), static_cast<int>(0x24), -17.875f};
    return blockDim.y;
}
int main(void) {
    int count56 = 1196;
    auto off57 = count56 - 3;
    count56 = 0x24 / (off57 ^ (count56 % off57));
    int q58[(0x8)]{off57, 3840, 0u, 43, 0, 39, 55u, 0x35};
    double v59 = off57;
    smooth40<<<(off57 + 127) / 128, 32>>>(v59, count56);
    v59 = static_cast<double>(v59);
    combine38<<<(off57 + 63) / 64, (TILE_DIM_1 + 0x8) * 8>>>(571lu);
    fuse45_kernel<double, 4><<<256, 0x80>>>(nullptr);
    return 0;
}
