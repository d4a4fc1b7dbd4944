// cudagen 0.1 seed 1641 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,enum_class,if,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define WARPS_2 5
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef WARPS_2
#define WARPS_2 8
enum class Phase6 { Off7, Add8, Blue9, Add10 };

__global__ void sift11_kernel(int len12, int stride13, const int *coef14, const float *in15) {
    int i16 = threadIdx.x;
    if (i16 >= len12) {
        return;
    }
    if (coef14 != nullptr) {
        return;
    }
    constexpr int mid17 = 32;
    if (stride13 < 39) {
        return;
    }
}

unsigned int check_split18(int n19, bool q20, float *__restrict__ dst21) {
    Phase6 idx22 = Phase6::Add8;
    q20 = -(q20 | (~q20));
    int stride23 = WARPS_2 - dst21[n19];
    return 29;
}

int main() {
    int n24 = 3072;
    sift11_kernel<<<sizeof(unsigned int) * 4, WARPS_2 + (NUM_ITERS_1 + (WARPS_2 + (NUM_ITERS_1 + 488))), 0>>>(47, check_split18(n24, 48 & n24, nullptr), &n24, (const float*)nullptr);
    n24 = MIN2_3(n24, WARPS_2 + n24 + check_split18(n24, n24 >= WARPS_2, nullptr));
    float x25 = (n24 | WARPS_2) & n24;
    return 0;
}
