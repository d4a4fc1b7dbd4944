// cudagen 0.1 seed 1883 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,host_global,constexpr_var,auto_var,const_local,enum_class,namespace,nested_namespace,if,if_else,if_init,for,pragma_unroll,while,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_reinterpret
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

template <class T, int N = 5>
__device__ T warp3(T* __restrict__ dst4, T* dst5, short* __restrict__ dst6)
{
    if ((dst4[threadIdx.x] > dst4[blockDim.x]) && ((-(*dst6)) & 0x1)) {
        if (T cnt7 = (unsigned int)N; (+cnt7) == 9ull) {
            __shared__ float sh_8;
        }
    }
    dst5[2] = ((int)dst5[0b11]) * dst6[4];
    return (dst5[0x4] += 28, 52);
}

constexpr __device__ __host__ int accum9(int len10)
{
    return (46 - len10);
}
constexpr double kD11 = 1.0;

namespace ops12::sub13 {
const char* g_reduce14 = "x=%d";

__global__ void update15_kernel(char* acc16, const char* __restrict__ src17, int n18, const unsigned int* input19)
{
    int i20 = threadIdx.x;
    if (i20 >= n18)
        return;
    const float val21 = warp3(reinterpret_cast<int*>(acc16), reinterpret_cast<int*>(acc16), reinterpret_cast<short*>(acc16));
    (++n18, (acc16[i20] = blockIdx.x / ((int)((size_t)blockIdx.y))));
    float lim22 = src17[warpSize & 0x7] + kD11;
    auto s23 = accum9(((*acc16) * acc16[blockIdx.x]) & accum9(src17[i20 & 0x7]));
}
enum class Op24 : unsigned char {
    Idle25,
    Add26,
    Busy27,
    High28,
    Slow29
};
} // namespace ops12::sub13

__device__ float spread30(unsigned* __restrict__ acc31, int len32, unsigned char b33)
{
    b33 = acc31[0x4];
    constexpr float f34 = '\?';
    #pragma unroll 4
    for (int n35 = 0, j36 = 5; n35 < j36; (++n35, (--j36))) {
        accum9(len32 / (kD11 - len32));
        accum9(b33);
        accum9(j36);
    }
    __shared__ int sh_37[128];
    return float((long)kD11) + len32;
}

__host__ int run_warp38(double a39)
{
    if (int r40 = kD11; ((r40 % ops12::sub13::g_reduce14[1]) * (ops12::sub13::g_reduce14[0x0] * ops12::sub13::g_reduce14[0x0])) == accum9(ops12::sub13::g_reduce14[0x0])) {
        int iter41 = 0;
        while (iter41 < r40) {
            a39 = accum9((iter41 | 0x3A) - a39);
            ops12::sub13::update15_kernel<<<(iter41 + 0xFF) / 256, 32, 256, nullptr>>>(nullptr, (const char*)nullptr, 48, (const unsigned int*)nullptr);
            ++iter41;
        }
    } else if (((~r40) > r40) && (a39 >= ops12::sub13::g_reduce14[1])) {
        ops12::sub13::update15_kernel<<<(r40 + 255) / 256, 0x40 * 8>>>(nullptr, nullptr, ops12::sub13::g_reduce14[1], nullptr);
        ops12::sub13::Op24 r42 = ops12::sub13::Op24::Idle25;
    } else {
    }
    return -ops12::sub13::g_reduce14[1];
}

int main()
{
    int len43 = 3838;
    ops12::sub13::update15_kernel<<<128, 64>>>((char*)nullptr, nullptr, kD11, nullptr);
    for (int i44 = 0x0; i44 < 12; i44++) {
        cudaStream_t off45 = 0;
        unsigned acc46 = accum9(len43) * (i44 * kD11);
    }
    float val47 = ops12::sub13::g_reduce14[0x1];
    accum9(val47);
    return 0;
}
