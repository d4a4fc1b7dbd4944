// cudagen 0.1 seed 136 invalid:narrowing_in_braces
// features: kernel,kernel_from_macro,restrict_params,launch,builtin_vars,device_function,device_noinline,host_function,main,constexpr_var,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 4
#define CHUNK_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__device__ __noinline__ float lerp6(short p7) {
    p7 = 62;
    (p7--, (p7 ^= p7));
    --p7;
    return static_cast<int>(35 + (p7 - p7));
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_8(map_drift9, double)
DEFINE_MAP_KERNEL_8(map_bias10, int)
// Helper used by the kernels below.

void grow11(int *acc12, float alpha13, size_t *__restrict__ dst14) {
    map_bias10<<<sizeof(float) * (CHUNK_3 + (RADIUS_2 + 60)), (TILE_DIM_1 + (RADIUS_2 + (RADIUS_2 + (RADIUS_2 + (TILE_DIM_1 + (TILE_DIM_1 + (RADIUS_2 + 1)))))))>>>(acc12, ((*acc12) - dst14[7]) - 41L);
    map_drift9<<<sizeof(int) * 2, 1 << (RADIUS_2 + 4)>>>(nullptr, (CHUNK_3 - alpha13) + (*dst14));
}

void run_trace15(double *__restrict__ data16, const int *coef17) {
    map_drift9<<<16, 32 * RADIUS_2>>>(data16, *coef17);
    data16[6]++;
    data16[0] += static_cast<int>(49) - ((data16[4] * (*coef17)) + (data16[6] - 22.625));
    data16[7] = ((+(*coef17)) + sizeof(unsigned)) * 6;
}

int main() {
    int len18 = 2876;
    char vals22{len18};
    constexpr double stride19 = -0.0;
    if ((len18 += 2483, (len18 * 21)) >= (len18 += 2959, (-49))) {
        constexpr float h20 = 22.625F;
        unsigned int u21 = len18;
    }
    return 0;
}
