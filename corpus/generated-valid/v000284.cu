// cudagen 0.1 seed 284 valid
// features: kernel,restrict_params,launch,host_device_function,constexpr_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,if_else,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_static,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 (8)
#define WARPS_3 3
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
constexpr int STEPS9 = (0b111);
enum class Axis10 { Blue11, High12 = 6, Off13 = 9 };
__managed__ int m_step14 = 0x21;

__global__ void mix15(int n16, int *out17, const float *__restrict__ src18, int count19) {
    extern __shared__ int dyn_20[];
    dyn_20[5] = m_step14;
    if (CAT_8(n, 16) < (*src18)) {
        float t21[7]{-17, 4.5f, 7.f, static_cast<float>(NUM_ITERS_1), 3.0f, static_cast<float>(src18[0x5]), static_cast<float>(dyn_20[n16])};
        n16 += m_step14;
    } else {
        n16 |= WARPS_3;
    }
}

constexpr __host__ __device__ int clamp22(int stride23) {
    stride23 = STEPS9;
    --stride23;
    return STEPS9;
}

int main() {
    int size24 = 604;
    size24 = clamp22(m_step14) * (CAT_8(size, 24) + (16));
    (--m_step14, (size24 = clamp22(CAT_8(size, 24))));
    mix15<<<2, 64>>>(26, nullptr, static_cast<const float*>(nullptr), STEPS9);
    return 0;
}
