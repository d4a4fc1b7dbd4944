// cudagen 0.1 seed 2300 valid
// features: kernel,launch_bounds,grid_constant,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,host_global,struct,struct_template,enum_class,namespace,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 48
#endif
/* Helper used by the kernels below. */
struct Bounds7 {
    double mass8;
    double w9;
};
__global__ void fuse10_kernel(__grid_constant__ const Bounds7 q11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Bounds7 hi13{static_cast<double>(threadIdx.z * gid12), -13.625};
    hi13.w9 -= 1 + MAX2_2(q11.mass8 + 24, 7);
}
static size_t check_tally14(unsigned cfg15) {
    if (cfg15 != cfg15)
        return cfg15;
    cfg15 >>= (cfg15 & 1) ? 30ULL : 'z';
    fuse10_kernel<<<(cfg15 + 63) / 64, sizeof(float) * 8>>>(Bounds7{});
    return 22 + ((cfg15 - 0b100110) * 48);
}
__global__ void __launch_bounds__(1 << (NUM_ITERS_1 + 0x6)) lerp16_kernel(__grid_constant__ const Bounds7 cfg17) {
    double res18 = -((3 | threadIdx.z) * cfg17.w9);
    Bounds7 r19 = Bounds7{res18, 0x9};
    --res18;
    r19.mass8++;
    res18 /= r19.w9;
}
/* Layout: row-major, no padding. */
template <typename T>
struct Sample20 {
    T weight21, z22;
    __host__ __device__ T total23() const {
        return 23.0;
    }
};
namespace util24 {
__global__ void decay25(float *__restrict__ out26) {
    if ((threadIdx.x * 04727) <= (*out26))
        return;
    if (short(*out26) != (*out26))
        return;
}
} // namespace util24
enum class State27 { Blue28, High29 };
static bool g_score30;
const float g_scatter31 = 16.625f;
int main() {
    int count32 = 4082;
    count32 -= g_score30;
    count32--;
    check_tally14(check_tally14(g_score30));
    ACCUM_4(count32, (g_scatter31));
    count32 >>= (g_score30);
    lerp16_kernel<<<NUM_ITERS_1 + NUM_ITERS_1, 0b100000, sizeof(int) * 64>>>(Bounds7{9.0, 5.0});
    util24::decay25<<<(8), sizeof(int) * 32, sizeof(float) * 256, nullptr>>>(nullptr);
    return 0;
}
