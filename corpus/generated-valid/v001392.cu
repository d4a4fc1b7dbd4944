// cudagen 0.1 seed 1392 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,auto_var,struct,struct_methods,struct_template,enum_class,namespace,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
enum class Axis4 { Off5, Add6 };
__global__ void __launch_bounds__(64, 2) split7(int len8, int lane9, int n10, int* out11) {
    int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto flag13 = (len8 += n10, 44l) << 5;
    flag13 += blockDim.x;
    ACCUM_2(len8, (lane9 - (28 / (*out11))));
    flag13 %= flag13 + (~(out11[5] - flag13));
}
constexpr double kS14 = 7.0;
__global__ void shade15(int* dst16, int stride17, float b18, float alpha19) {
    unsigned gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid20 >= stride17)
        return;
    if (((CAT_3(stride, 17) ^ blockDim.x) * b18) < kS14) {
        stride17++;
        constexpr unsigned long long lim21 = 55;
    }
    alpha19 *= dst16[warpSize];
    dst16[gid20 & 7] = blockDim.y & ((3232 + gid20) & (63 * stride17));
    Axis4 y22 = Axis4::Off5;
}
namespace gpu23 {
template <typename T>
struct Tile24 {
    T vel25, id26;
    __host__ __device__ T mix27() const {
        return 15.25f;
    }
};
struct Particle28 {
    signed char sum29;
    int sum30;
    __host__ __device__ signed char bump31(int val32) const {
        return sum29;
    }
    __host__ __device__ int total33() const {
        return sizeof(gpu23::Particle28);
    }
};
inline constexpr float kD34 = 1.25F;
} // namespace gpu23
/* Helper used by the kernels below. */
__global__ void apply35(const double* input36, bool a37, const float* coef38) {
    int tid39 = threadIdx.x;
    double acc40[5] = {8.75F, kS14, kS14, 36L};
    ++acc40[gridDim.y];
    a37 = ADD3_1(a37, (tid39 * 40U) & (blockIdx.x * tid39), gpu23::kD34);
    acc40[tid39]--;
    for (int it41 = 0; it41 < tid39; ++it41) {
        gpu23::Particle28 val42 = gpu23::Particle28{};
    }
    ++acc40[tid39];
}
static int check_stencil43(const gpu23::Tile24<double> &q44, int n45, int n46) {
    for (int n47 = n46; n47 > 0; --n47)
        --n46;
    if (ADD3_1(q44.id26, q44.vel25, 22) <= (n46 + 1721l)) {
        ACCUM_2(n45, (055 - ADD3_1(n45 - 0b11011, q44.id26, q44.vel25 - q44.vel25)));
    }
    Axis4 flag48 = Axis4::Off5;
    n45 = 53U;
    return kS14;
}
int main(void) {
    int n49 = 3395;
    if (((n49 + 50ul) | 28u) < 41U)
        check_stencil43(gpu23::Tile24<double>{kS14, kS14}, sizeof(int), check_stencil43(gpu23::Tile24<double>{kS14, 12.0F}, kS14, check_stencil43(gpu23::Tile24<double>{54U, 11.375f}, 58L, gpu23::kD34)));
    shade15<<<(n49 + 255) / 0400, 128>>>(&n49, ADD3_1(ADD3_1(n49, gpu23::kD34, kS14), (check_stencil43(gpu23::Tile24<double>{}, kS14, -44)), 46U / CAT_3(n, 49)), ADD3_1(n49, kS14 + CAT_3(n, 49), (check_stencil43(gpu23::Tile24<double>{kS14, 19}, CAT_3(n, 49), kS14))), 0b101100U);
    split7<<<dim3(8, 16 * 8), 1 << 8>>>((0b111101ul % n49) << check_stencil43(gpu23::Tile24<double>{33, 8.0}, n49, kS14), check_stencil43(gpu23::Tile24<double>{-3.875f, kS14}, kS14 - n49, ADD3_1(n49, kS14, 12U)), 14, &n49);
    apply35<<<dim3(2), 16 * 2>>>(nullptr, ((n49 & 1) && (n49 >= sizeof(short int))) || (n49 < kS14), nullptr);
    return 0;
}
