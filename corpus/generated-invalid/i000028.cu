// cudagen 0.1 seed 28 invalid:launch_bounds_too_many_args
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,main,host_global,constexpr_var,enum,if,if_else,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,sizeof,lambda,lambda_init_capture,lambda_iife,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 4
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum Phase5 { BUSY6, HIGH7, GREEN8, ON9 };
const int g_score10 = 10;
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__(sizeof(int) * (ON9 + 125)) fuse11(int n12, unsigned int q13)
{
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (n12 != 50) {
        if (n12 > 24)
            return;
        n12--;
        char r15{44};
    } else {
        ++q13;
    }
}

__global__ void fold16(int count17, float p18, int count19, int* out20)
{
    if ((count17 * count19) > 0b110)
        return;
    count19 = 28 * count17;
}
__global__ void __launch_bounds__(128, 2, 1, 4) bounded_kernel24(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int len21 = 1362;
    ([v22 = HIGH7 + len21] {})();
    if (WARPS_1 > len21) {
        len21 = (g_score10 + len21) - (g_score10 - HALF_2(len21));
        if ((len21 + 54) == g_score10)
            return 58;
        Phase5 base23 = ON9;
    }
    len21 = g_score10;
    fuse11<<<(len21 + 255) / 256, sizeof(int) * (GREEN8 + 14), sizeof(int) * 32>>>(6, 0b1011);
    fold16<<<WARPS_1 + 508, (WARPS_1 + 28)>>>(HALF_2(len21) + len21, g_score10, g_score10, &len21);
    return 0;
}
