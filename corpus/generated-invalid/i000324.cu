// cudagen 0.1 seed 324 invalid:attribute_on_variable
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,host_global,constexpr_var,struct,aligned_struct,enum_class,namespace,nested_namespace,if,for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 30
#endif
unsigned char g_clamp6 = 14 * 3;
enum struct Kind7 : short { Busy8, Low9 = 6, Add10, Off11 };
// Returns the accumulated value.

__global__ void mix12_kernel(unsigned int* __restrict__ buf13, double* buf14, int* __restrict__ buf15) {
    unsigned i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int acc17 = MIN2_1(buf13[i16], TUNE_5 / buf15[3]) * ((12 * buf15[threadIdx.y]) + (gridDim.x - 47));
    int flag18 = *buf15;
    ++(*buf15);
}

namespace kern19::sub20 {
struct __align__(8) Sample21 {
    long weight22;
    float count23;
    int mass24;
};
enum class State25 { Idle26 = 1, Low27 = 5 };
} // namespace kern19::sub20
/* Layout: row-major, no padding. */

struct Stats28 {
    float w29;
    long vel30;
};

static __global__ void apply31_kernel(int lane32, unsigned cfg33) {
    int res34{0b11111L};
    cfg33 /= TUNE_5 * CAT_3(lane, 32);
    (res34--, (lane32 &= 28ll));
    (res34--, (lane32 *= (TUNE_5)));
    float v35 = static_cast<long>(4);
}

__global__ void score36(float* __restrict__ out37, unsigned int cfg38) {
    unsigned int gid39 = threadIdx.x;
    cfg38 |= cfg38;
    cfg38 /= CAT_3(gid, 39);
}
// Computes one element per thread.

inline __host__ __device__ float pivot40(int count41, const unsigned* coef42, int count43) {
    for (int n44 = 0; n44 < count41; n44 += 2) {
        long flag45(n44);
        Kind7 f46 = Kind7::Low9;
    }
    return static_cast<int>(count41);
}

__host__ __device__ unsigned char trace47(int n48, Stats28 b49) {
    kern19::sub20::Sample21 u50 = kern19::sub20::Sample21{0x25, '0', n48};
    n48 %= b49.vel30;
    u50 = kern19::sub20::Sample21{37, 7.875F, -22l};
    u50.mass24 %= 0x927L;
    pivot40(n48, (const unsigned int*)nullptr, 34);
    short t51(b49.vel30);
    pivot40(n48, static_cast<const unsigned int*>(nullptr), (TUNE_5) + t51);
    return double(b49.w29);
}

__device__ double pack52(float q53, double beta54, kern19::sub20::State25 q55) {
    unsigned z56 = 24lu;
    if ((CAT_3(beta, 54) + q53) != warpSize) {
        return -12.0;
    }
    z56 = gridDim.x;
    q53++;
    int hi57 = unsigned((warpSize % z56) + 0x40);
    if (z56 >= sizeof(kern19::sub20::Sample21)) {
        return (hi57 += CAT_3(q, 53), blockDim.x) + (threadIdx.z + z56);
    }
    --beta54;
    return beta54 + 15.375;
}
__global__ int misplaced59;

int main() {
    int size58 = 0xf7;
    g_clamp6--;
    if ((g_clamp6) > 0b100) {
        return (0x12 > (size58 * g_clamp6)) ? g_clamp6 : CAT_3(size, 58);
    }
    trace47(static_cast<int>(8) * MOD8_2(size58), Stats28{6.75f, 4603l});
    g_clamp6++;
    --size58;
    mix12_kernel<<<sizeof(unsigned int) * 16, (0x100), TUNE_5 + 4066, 0>>>(nullptr, nullptr, nullptr);
    apply31_kernel<<<8, TUNE_5 + (TUNE_5 + (TUNE_5 + 166)), sizeof(int) * 0x40, 0>>>(CAT_3(size, 58), g_clamp6);
    score36<<<(size58 + 0xFF) / 256, (TUNE_5 + 2) * 0b10, sizeof(float) * 128>>>(nullptr, U' ');
    return 0;
}
