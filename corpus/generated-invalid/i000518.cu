// cudagen 0.1 seed 518 invalid:call_bad_arg_type
// features: kernel,launch,builtin_vars,device_function,device_noinline,static_device_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,struct,if,compound_assign,bitwise,incdec,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 24
#endif
struct Stats3 {
    bool flag4;
    float flag5;
    int weight6;
    float vel7;
};
__global__ void lerp8_kernel(float p9, int len10, unsigned alpha11)
{
    extern __shared__ unsigned long dyn_12[];
    unsigned int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid13 >= len10)
        return;
    ++alpha11;
    len10 |= (unsigned int)(alpha11 / ('\x7f' ^ len10));
}
__constant__ double c_lerp14 = 21.125;
static __device__ __noinline__ void sweep15(long p16 = 8L)
{
    float e17(((18.25F - c_lerp14) / TUNE_2) * ((1488 | p16) + (13 | p16)));
    float m18[6] = {e17, '0', -23.625f, static_cast<float>(-11.25f)};
    m18[1] = 23u;
}
int consume20(const int *p)
{
    return p[0];
}
int main()
{
    int size19 = 0x820;
    float vals21[2] = {1.0f, 2.0f};
    consume20(vals21);
    --size19;
    size19 = (~size19) - 0b1101;
    lerp8_kernel<<<0x1, (TUNE_2 + 245)>>>(14.875f, (float)(sizeof(double) - size19), 18);
    return 0;
}
