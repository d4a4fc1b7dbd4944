// cudagen 0.1 seed 1566 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 256
#define TILE_DIM_2 (16)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#if TILE_DIM_1 == 256
#define CONFIG_5 7
#else
#define CONFIG_5 22
#endif
enum class Mode6 { Blue7, On8 = 6, Fast9 };
// Returns the accumulated value.

__global__ void march10_kernel(const float* input11, const long* __restrict__ coef12) {
    extern __shared__ int dyn_13[];
    unsigned int hi14 = dyn_13[6] + 4U;
    hi14 <<= 2;
    double val15 = dyn_13[hi14] ^ dyn_13[hi14];
}

__global__ void __launch_bounds__(2 * 16) weigh16(unsigned int p17, unsigned char p18, int len19, long long beta20) {
    if ((~p17) != alignof(int))
        return;
    int w21 = ~beta20;
    beta20 = p18 * 17;
    char mid22(56U);
    w21 = 26 + p17 + CONFIG_5;
    int w23[3] = {};
}

int main() {
    int len24 = 2892;
    float f25 = -len24;
    double s26 = f25;
    (f25++, (f25 = ((unsigned char)(60 + f25)) | ((f25 >= 0b100101l) ? (sizeof(int) - len24) : (f25 += s26, len24))));
    march10_kernel<<<4 * 16, 1 << (CONFIG_5 + 2), 0, (cudaStream_t)0>>>(&f25, nullptr);
    int q27 = (len24 += s26, TILE_DIM_1) * static_cast<int>(f25);
    weigh16<<<8, 64>>>(52u, len24, 54L, 571);
    return 0;
}
