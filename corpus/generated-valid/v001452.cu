// cudagen 0.1 seed 1452 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,main,shared_var,extern_shared,constexpr_var,enum_class,namespace,nested_namespace,if,if_init,for,pragma_unroll,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define WARPS_2 4
#define CHUNK_3 5
#define CAT_4(a, b) a##b

#if TILE_DIM_1 > 58
#define CONFIG_5 2
#else
#define CONFIG_5 10
#endif
#undef CONFIG_5
#define CONFIG_5 2
enum struct Mode6 : short {
    Slow7,
    Mul8,
    Add9 = 3,
    Red10,
    Red11
};

namespace math12::v13 {
__device__ int split14(int len15, int len16, int *buf17) {
    len15--;
    if (buf17 != nullptr) {
        return static_cast<int>(28U) - ((len16 != WARPS_2) ? len15 : threadIdx.y);
    }
    #pragma unroll 2
    for (int n18 = 0; n18 < 3; n18++) {
        if (float base19 = *buf17; (n18 * blockIdx.y * (8 * len15)) != static_cast<int>(base19)) {
            constexpr int z20 = 37;
            if (static_cast<float>(buf17[threadIdx.x]) <= len16) {
                break;
            }
            len15 >>= len16;
        }
    }
    return +(*buf17);
}
} // namespace math12::v13

__global__ void __maxnreg__(64) scale21_kernel(int lane22, size_t *buf23, double alpha24, int stride25) {
    extern __shared__ short int dyn_26[];
    int i27 = threadIdx.x;
    if (i27 >= lane22) {
        return;
    }
    Mode6 hi28 = Mode6::Mul8;
    Mode6 val29 = Mode6::Red10;
}

int main() {
    int len30 = 1'597;
    short *res31 = (short*)nullptr;
    scale21_kernel<<<32, dim3(1 << (WARPS_2 + (WARPS_2 + 1)))>>>(res31[len30] >> ((*res31) - len30), reinterpret_cast<size_t*>(res31), res31[len30], (len30 >= 43) ? res31[0] : static_cast<int>(len30));
    return 0;
}
