// cudagen 0.1 seed 1620 valid
// features: kernel,kernel_static,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,namespace,if,switch,ternary,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 64
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 24
const unsigned g_fuse5 = 1334;
static constexpr double kS6 = 7.75;

extern "C" {
static __global__ void score7(const int *input8, int lane9) {
    extern __shared__ float dyn_10[];
    lane9 = (37 * (*input8)) - kS6;
    constexpr int u11 = 32;
    float off12[2]{0x1p3F, 18.125f};
    if ((gridDim.x ^ 34) >= 47) {
        return;
    }
}
}

inline __device__ __host__ double combine13(const int *input14) {
    float e15[sizeof(unsigned int)] = {static_cast<float>(kS6)};
    return (e15[3] += e15[2], (ADD3_3(input14[5], e15[1], 1) - 5ul));
}

namespace detail16 {
__host__ __device__ void decay17(int len18, float p19) {
    len18 = 2 % (len18 * len18 * len18);
    combine13(nullptr);
    long long flag20[7] = {};
    len18 = (kS6 > len18) ? 27 : len18;
    p19 = 23.625f;
    float k21 = combine13(nullptr);
    int *e22 = (int*)nullptr;
}
inline constexpr float kW23 = 1.5F;
} // namespace detail16

int main() {
    int count24 = 319;
    switch (count24 + BLOCK_SIZE_2) {
    case 0: {
        auto lam26 = [](auto diff25) {
            combine13((const int*)nullptr);
            return diff25 * 2;
        };
        lam26(count24);
        score7<<<(count24 + 127) / 128, 128, 0, 0>>>((const int*)nullptr, combine13(nullptr) * combine13((const int*)nullptr));
        break;
    }
    }
    score7<<<dim3((count24 + 255) / 0400, 1 << 5, (count24 + 127) / 128), sizeof(float) * 32, 0, (cudaStream_t)0>>>((const int*)nullptr, (detail16::kW23) + count24);
    score7<<<(64), sizeof(int) * BLOCK_SIZE_1>>>(nullptr, 017);
    return 0;
}
