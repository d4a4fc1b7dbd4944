// cudagen 0.1 seed 896 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,if,goto,compound_assign,bitwise,shift,logical,comparison,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,cast_c,sizeof,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 256
#define WARPS_2 (020)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 38
#endif

__device__ __host__ int merge6(int count7)
{
    int m8 = count7;
    count7 %= count7 * ((m8 - 50u) + sizeof(float));
    m8 = 010 - m8;
    double f9 = m8;
    count7 ^= m8;
    m8 ^= count7;
    count7 ^= TUNE_5;
    return (53 & (m8 + TUNE_5));
}

__global__ void update10_kernel(int len11, short q12, bool a13)
{
    extern __shared__ size_t dyn_14[];
    int i15 = threadIdx.x;
    if (i15 >= len11) {
        return;
    }
    if ((gridDim.z >= sizeof(int)) && (i15 != q12)) {
        return;
    }
    ACCUM_3(len11, (merge6((int)((int)dyn_14[4]))));
    unsigned char f16 = ~(19L & (blockIdx.y + 44));
    int hi17 = WARPS_2;
}

unsigned long long check_fold18(double a19)
{
    if ((a19 != WARPS_2) && (a19 < a19)) {
        goto out20;
    }
    update10_kernel<<<TUNE_5, 1 << 7, TUNE_5 + (TUNE_5 + 240), (cudaStream_t)0>>>(62U, a19, merge6(18));
    update10_kernel<<<(8), 1 << 5>>>(a19, merge6(a19 * a19), 0);
    merge6(merge6(TUNE_5));
out20:;
    return merge6(merge6(merge6(a19)));
}

int main()
{
    int count21 = 24;
    count21 += WARPS_2;
    update10_kernel<<<0x2, 1 << 7, sizeof(int) * 0x40, (cudaStream_t)0>>>(+count21, 3, !((-count21) >= WARPS_2));
    update10_kernel<<<0x1 << 3, 512>>>(merge6(count21 + 48), (count21) * (count21), check_fold18(count21));
    if ((count21 <= TUNE_5) && count21) {
        return 0x92blu;
    }
    merge6(count21);
    if (count21 <= 7) {
        return count21;
    }
    return 0;
}
