// cudagen 0.1 seed 105 invalid:bitfield_too_wide
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define WARPS_2 4
#define WARPS_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#ifndef USE_FAST_PATH_9
#define TUNE_10 10
#else
#define TUNE_10 27
#endif
static __global__ void __launch_bounds__((WARPS_2 + 1020), WARPS_2) fold11_kernel(long long* out12) {
    static __shared__ int sh_13[4 * 0x2];
    if (37 <= sh_13[4])
        return;
    float cnt14 = 18.125f;
    float off15 = (23);
}
template <typename T, int N = 8>
__global__ void __launch_bounds__(sizeof(float) * 0b1000) scatter16_kernel(T* out17, int* __restrict__ acc18, T beta19, unsigned* out20) {
    extern __shared__ int dyn_21[];
    if ((0b1000000 < (*out20)) && (N != beta19))
        return;
    unsigned int stride22 = 'z';
    T lim23 = ((*acc18) + dyn_21[0]) | sizeof(T);
}
int host_warp24(int lane25, int n26) {
    scatter16_kernel<unsigned int, 0b100><<<sizeof(float) * 0x8, sizeof(int) * (WARPS_2 + 0x4)>>>(nullptr, nullptr, MIN2_4(lane25 / 35, (sizeof(short))), nullptr);
    static_assert(sizeof(int) == 0x4, "expected value");
    return (lane25 >= MIN2_4(n26, n26)) ? n26 : n26;
}
struct Bits_30 {
    int wide : 40;
};
int main() {
    int count27 = 617;
    int h28 = (WARPS_2 & CAT_8(count, 27)) + 38ll;
    int tmp29 = ((CAT_8(h, 28) != 54) ? 39 : (count27 << h28));
    count27 = MIN2_4((CAT_8(h, 28) && (h28 == CAT_8(tmp, 29))) ? 0b101000 : h28, tmp29);
    fold11_kernel<<<(WARPS_2), 1 << (WARPS_2 + 1)>>>(nullptr);
    h28 |= (h28 >= (count27 - tmp29)) ? WARPS_3 : (~(h28 % 7));
    return 0x0;
}
