// cudagen 0.1 seed 2023 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,enum_class,if,for,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define SQR_2(x) ((x) * (x))
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum class Op5 : unsigned int { Idle6, Busy7 = 4, Busy8, Fast9 };

float check_fold10(int stride11, int n12, char *acc13) {
    n12 = acc13[n12] - (stride11 - (n12));
    for (int it14 = 0; it14 < 14; ++it14)
        (*acc13)--;
    ++stride11;
    return n12;
}

template <class T, typename U>
__global__ void rank15_kernel(T *out16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_18[256];
    T e19 = sh_18[180];
    if (e19 == e19)
        return;
    if (48 == (e19 * sh_18[147]))
        return;
}
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_20(map_shade21, float)
DEFINE_MAP_KERNEL_20(map_grow22, int)

constexpr int host_count23(int n24, int n25) {
    return n25;
}

size_t check_update26(const float *coef27, const double *coef28, char beta29) {
    Op5 r30 = Op5::Idle6;
    beta29 = SQR_2(SQR_2(*coef28));
    for (int j31 = 0; j31 < 6; ++j31) {
        dim3 k32(2 * 2);
    }
    r30 = r30;
    beta29--;
    r30 = Op5::Busy8;
    return 61UL;
}

int main() {
    int len33 = 1899;
    len33 = len33;
    len33 = 35;
    rank15_kernel<float, float><<<(len33 + 63) / 64, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 248)), 0>>>(static_cast<float*>(nullptr));
    map_shade21<<<2, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 8)) * 8>>>(nullptr, len33 + ((len33 != BLOCK_SIZE_1) ? 5u : sizeof(float)));
    map_grow22<<<32, 32>>>(&len33, 4ll);
    return 0;
}
