// cudagen 0.1 seed 871 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,main,device_array,shared_var,extern_shared,constexpr_var,local_array,enum,if,if_else,for,pragma_unroll,ternary,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef WARPS_1
#define WARPS_1 2
inline constexpr int RADIUS4 = (WARPS_1 * (WARPS_1 + 14));
enum Axis5 : short { OFF6, HIGH7, HIGH8 };
__device__ int d_filter9[64];
// NOTE: keep in sync with the host reference.

__global__ void probe10(int lane11, int lane12, const size_t *in13)
{
    extern __shared__ int dyn_14[];
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    lane11 = lane12;
    unsigned long long hi16[5] = {};
    if ((in13[lane12]) == lane12) {
        unsigned int acc17[8] = {static_cast<unsigned int>(blockIdx.x - dyn_14[lane12]), unsigned(33)};
        float v18(threadIdx.y);
    } else {
        unsigned int off19 = threadIdx.x;
    }
}

template <typename T, int N>
__global__ void shade20_kernel(T *buf21, const T *input22, T *dst23)
{
    for (int i24 = 9; i24 > 0; --i24) {
        dst23[5] = threadIdx.x;
    }
    T u25 = 8;
    u25 = d_filter9[threadIdx.z];
    #pragma unroll 2
    for (int n26 = 0; n26 < 12; n26 += 3) {
        d_filter9[n26] = RADIUS4 + ((d_filter9[0xf] >> n26) + (dst23[3] - threadIdx.z));
    }
    u25 = u25;
}

int main(void)
{
    int size27 = 2'032;
    for (int i28 = 0; i28 < 10; i28 += 0x2) {
        size27 = -RADIUS4;
        size27++;
    }
    probe10<<<dim3((size27 + 127) / 128, 16), 0x200>>>(RADIUS4, 18 + ((size27 != 0xd) ? OFF6 : RADIUS4), (const unsigned long*)nullptr);
    shade20_kernel<float, 8><<<HIGH7 + 63, (RADIUS4 + 0x1E0)>>>((float*)nullptr, nullptr, nullptr);
    return 0;
}
