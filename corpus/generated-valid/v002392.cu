// cudagen 0.1 seed 2392 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,auto_var,if,if_else,if_init,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define RADIUS_2 4
#define TILE_DIM_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 7
#else
#define TUNE_9 30
#endif
#undef TUNE_9
#define TUNE_9 12

__global__ void tally10_kernel(unsigned long cfg11, const int *__restrict__ input12, int count13, int *__restrict__ out14)
{
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg11++;
    int q16 = threadIdx.x;
    unsigned long long s17 = cfg11;
    SWAP_4(int, q16, count13);
    int diff18 = 9ul;
}

static __global__ void trace19_kernel(int len20, float *data21)
{
    if (short k22 = TUNE_9; data21[0] == 20L) {
        if (auto x23 = 40; data21 == nullptr) {
            k22 = RADIUS_2;
            (*data21) = ((((k22 > len20) ? CAT_7(x, 23) : x23) != k22) ? (x23 | warpSize) : (len20 - blockDim.x)) - x23;
        }
    }
}

float check_rank24(int count25, int count26, float *__restrict__ dst27)
{
    count25 = dst27[count25 & 7];
    long long val28 = (-((dst27 == nullptr) ? dst27[0] : (*dst27))) + 8;
    return count25 + ((4.75f + dst27[count26 & 7]) - static_cast<size_t>(count25));
}

int main()
{
    int n29 = 04310;
    if (n29 < ((int)25U)) {
        trace19_kernel<<<(n29 + 31) / 32, RADIUS_2 + 0x1c, 0x0>>>(n29 - 017, static_cast<float*>(nullptr));
        check_rank24((n29 + n29) / ((n29 >= CAT_7(n, 29)) ? n29 : n29), 25, nullptr);
    } else {
    }
    tally10_kernel<<<(TUNE_9 + 0x4) * RADIUS_1, 64, 4096>>>(n29, nullptr, (-n29) * n29, &n29);
    return 0x0;
}
