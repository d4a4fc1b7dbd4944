// cudagen 0.1 seed 2398 valid
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,constant_array,managed_var,constexpr_var,if,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_stringize,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define TILE_DIM_2 128
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 25
#endif

__global__ void filter8_kernel(int lane9)
{
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float flag11 = MAX2_3(threadIdx.x + (i10 * lane9), blockDim.x);
    if (!(lane9 > 0x3D)) {
        goto out12;
    }
    if ((blockIdx.z & 1)) {
        return;
    }
out12:;
}
__constant__ long long c_clamp13[8] = {54L, 43, 13, 61, 25, 3L, 2, 38};
// Returns the accumulated value.

constexpr __device__ __host__ int norm14(int stride15)
{
    int u16 = -1693l;
    u16 += 64u;
    return +stride15;
}
__managed__ int m_warp17 = 2352U;

__global__ void __maxnreg__(64) grow18(int len19, int n20, double* out21, unsigned int* acc22)
{
    unsigned tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!(tid23 >= 17u)) {
        return;
    }
    n20++;
}

__host__ __device__ void pivot24(int stride25, double cfg26, int n27)
{
    n27 = (cfg26 * MAX2_3(cfg26, n27)) - n27;
    for (int it28 = 0; it28 < stride25; ++it28) {
        double m29 = (sizeof(unsigned int) % stride25);
        if (m29 < (+stride25)) {
            return;
        }
    }
}

__host__ void host_update30(int n31 = 2)
{
    int k32 = static_cast<unsigned int>((m_warp17 << m_warp17));
    const char* diff33 = STR_5(TILE_DIM_1);
}

int main()
{
    int len34 = 1'821;
    len34 <<= 4;
    ++len34;
    filter8_kernel<<<2, 0x40 * (TILE_DIM_1 + 4), 0x0>>>(m_warp17);
    grow18<<<(TILE_DIM_1 + 60) * 2, 8 * TILE_DIM_1, 0x0>>>(~(m_warp17 >> m_warp17), MAX2_3(len34 | 6, 5), nullptr, (unsigned int*)nullptr);
    return 0;
}
