// cudagen 0.1 seed 2191 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,if_else,for,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define TILE_DIM_2 ((5))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 2
int run_blend6(const float *__restrict__ coef7) {
    for (int n8 = 0x0; n8 < 13; n8++) {}
    return coef7[0b101];
}
enum class Color9 : short {
    Slow10,
    Busy11 = 6,
    Busy12,
    Low13 = 10,
    Green14
};
__global__ void __launch_bounds__(512) march15_kernel(const float *__restrict__ in16, const int *__restrict__ coef17, const unsigned int *__restrict__ coef18) {
    if (((in16[blockDim.x] <= (*in16)) ? (*coef18) : sizeof(int)) <= 8) {
        return;
    }
    int h19 = coef18[warpSize & 0x7];
}
// NOTE: keep in sync with the host reference.
template <typename T, class U>
__global__ void __maxnreg__(64) filter20_kernel(const T *__restrict__ input21) {
    extern __shared__ unsigned int dyn_22[];
    int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    char acc24[0x3] = {};
    if (static_cast<unsigned>(dyn_22[idx23]) <= 14l) {
        return;
    }
}
int main(void) {
    int len25 = 596;
    march15_kernel<<<dim3((16), (CHUNK_1 + (CHUNK_1 + (TILE_DIM_2 + (TILE_DIM_2 + (TILE_DIM_2 + 0x2d))))) * (CHUNK_1 + CHUNK_1), (TILE_DIM_2 + (TILE_DIM_2 + (TILE_DIM_2 + (TILE_DIM_2 + 492))))), (CHUNK_1 + (TILE_DIM_2 + 1)) * (TILE_DIM_2 + (TILE_DIM_2 + 6))>>>(nullptr, &len25, nullptr);
    if (run_blend6(static_cast<const float*>(nullptr)) <= len25) {
        constexpr int sum26 = 11;
    } else {
        len25 = (len25 & (CAT_5(len, 25) - len25)) + (len25 / 0x1B);
        const char *res27 = "path\\to";
    }
    filter20_kernel<long, long><<<dim3(sizeof(float) * 2, sizeof(unsigned int) * CHUNK_1), TILE_DIM_2 + 507>>>(nullptr);
    return 0;
}
