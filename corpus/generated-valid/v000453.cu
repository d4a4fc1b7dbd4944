// cudagen 0.1 seed 453 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,default_args,main,device_var,constant_var,enum_class,anon_namespace,if,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__constant__ float c_merge5 = 20.125f;
__device__ unsigned d_drift6;
__global__ void march7_kernel(long cfg8, const int* input9, unsigned long* __restrict__ out10, const int* coef11)
{
    int idx12 = threadIdx.x;
    if (idx12 >= cfg8) {
        return;
    }
    if (((coef11[0x3] - c_merge5) + (input9[d_drift6 & 7])) == idx12) {
        switch (input9[cfg8]) {
        case 6: {
            cfg8 = 59;
            int val13 = c_merge5;
            [[fallthrough]];
        }
        case 014:
            break;
        default: {
            float v14 = -58;
            break;
        }
        }
    }
}
enum class Kind15 : int { Fast16 = 2, Blue17 = 4, Blue18, Off19 };
namespace {
static int blend20(unsigned int beta21 = 64)
{
    if (beta21 < beta21) {
        goto skip22;
    }
    march7_kernel<<<dim3(1, 8), 128 * 4>>>(043, nullptr, nullptr, (const int*)nullptr);
    beta21 = ((beta21 - beta21) != 21) ? beta21 : (beta21 * beta21);
    march7_kernel<<<(8), 64, 4096>>>(5l, nullptr, nullptr, nullptr);
skip22:;
    return beta21;
}
} // namespace
static unsigned long run_tile23(float beta24, const int* __restrict__ input25)
{
    beta24 = blend20(beta24) * (blend20() * 63);
    march7_kernel<<<8, (256), 0x100>>>(1, input25, (unsigned long*)nullptr, input25 + 0x3);
    return 1786;
}
int main()
{
    int size26 = 3746;
    size26 = CAT_4(size, 26) - (-static_cast<int>(size26));
    Kind15 y27 = Kind15::Blue18;
    size26 -= size26;
    return 0;
}
