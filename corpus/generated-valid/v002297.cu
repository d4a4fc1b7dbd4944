// cudagen 0.1 seed 2297 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,device_array,shared_var,extern_shared,using_alias,namespace,nested_namespace,if,for,pragma_unroll,switch,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_launch,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

constexpr __host__ __device__ int kick3(int count4, int lane5) {
    count4 = 29U;
    (lane5--, (lane5 = 1552));
    return lane5;
}

unsigned int run_shade6(const float* __restrict__ in7, int lane8 = 50ul) {
    lane8 = *in7;
    if (kick3(kick3(lane8, lane8), in7[1] + (*in7)) > lane8) {
        if ((lane8 & 1))
            lane8 = ((62ul - lane8) << lane8) % lane8;
        kick3(lane8, kick3(+lane8, in7[3] + 0ul));
    }
    return in7[2];
}
/* Layout: row-major, no padding. */

__global__ void gather9(const float* __restrict__ src10, int n11) {
    extern __shared__ float dyn_12[];
    unsigned int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i13 >= n11)
        return;
    dyn_12[n11] = (dyn_12[n11]);
    char v14 = i13;
    #pragma unroll 2
    for (int n15 = 0; n15 < n11; ++n15) {
        kick3(kick3(~n11, 4595), (61 * i13) ^ (n15 + i13));
        unsigned int f16 = kick3(~n15, (n11 += i13, (2849 + v14)));
    }
    int k17 = kick3(kick3(i13 - src10[i13 & 0b111], (*src10) - i13), kick3((n11 == dyn_12[n11 & 7]) ? 1 : v14, kick3(v14, 1209)));
}
static __device__ int d_relax18[8] = {'\a', 34};

namespace util19::sub20 {
__device__ unsigned long d_tile21[32];
} // namespace util19::sub20

float check_mix22(const float* __restrict__ input23, unsigned* __restrict__ dst24) {
    --dst24[5];
    auto fn26 = [](int val25) -> float {
        gather9<<<(2), 16 * 4, 0>>>((const float*)nullptr, val25);
        return 10 ^ (val25 - sizeof(unsigned));
    };
    dst24[6] = input23[5];
    kick3(*dst24, *input23);
    if ((input23[6] > (*input23)) || ((input23 == nullptr) || ((*dst24) & 1))) {
        if ((dst24[0b110] ^ dst24[6]) == 57U)
            return +kick3(*input23, -28);
        gather9<<<1, 64 * 8, sizeof(double) * 256, nullptr>>>(input23, *dst24);
    }
    return 7.75F / ((dst24[3]));
}
static_assert(((0b1110)) > 13, "size check");
using idx27_t = int;

__global__ void filter28(const double* __restrict__ src29) {
    extern __shared__ float dyn_30[];
    int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (blockDim.x << d_relax18[1]) {
    case 0: {
        idx27_t base32 = d_relax18[idx31 & 7];
        #pragma unroll
        for (int j33 = 14; j33 > 0; --j33) {
            bool mid34 = j33 <= dyn_30[0b111];
            float r35(29U * (((signed char)threadIdx.x) + 6));
            util19::sub20::d_tile21[14] = 27;
        }
        break;
    }
    case 0b1 << 3:
        break;
    case 3:
        break;
    case 5 * 2:
        break;
    }
}

int main() {
    int n36 = 38;
    if (n36) {
        float cnt37(n36);
        idx27_t cnt38{5};
    }
    filter28<<<sizeof(unsigned int), sizeof(float) * 8, 0, 0>>>((const double*)nullptr);
    return 0;
}
