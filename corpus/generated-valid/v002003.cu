// cudagen 0.1 seed 2003 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,device_var,shared_var,constexpr_var,struct,if,if_else,goto,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_init_capture,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 59
#endif
#if TUNE_5 == 5
#define CONFIG_6 4
#else
#define CONFIG_6 19
#endif
static __global__ void sweep7_kernel(int len8, int *buf9, int len10, short p11)
{
    int idx12 = threadIdx.x;
    ++len10;
    if ((threadIdx.y - sizeof(long)) > 6) {
        return;
    }
    if (((*buf9) + idx12) > len8) {
        return;
    }
    len10 = len8;
    int f13 = (*buf9) + idx12 + 35;
    signed char u14((float)CAT_3(p, 11));
    bool x15 = f13;
}
__global__ void __maxnreg__(32) spread16(bool alpha17, double alpha18, int lane19, float cfg20)
{
    unsigned i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i21 >= lane19) {
        return;
    }
    constexpr int f22 = 19;
    if (alpha17) {
        return;
    }
    alpha18 = (i21 ? i21 : 57) - alpha17;
    alpha17 = lane19;
    cfg20 = LOW_BITS_2(alpha17);
    __shared__ unsigned int sh_23[256];
}
struct Cell24 {
    int count25;
    long count26;
};
// Computes one element per thread.
__global__ void blend27(size_t b28, int *acc29, unsigned b30, int len31)
{
    int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((b30) >= acc29[6]) {
        goto done33;
    }
    if (('a' - CAT_3(len, 31)) < (len31 * b30)) {
        len31 = CONFIG_6;
        b30--;
    } else {
    }
done33:;
}
static __device__ long long d_bump34 = 0x2E;
template <typename T>
__device__ float merge35(T *__restrict__ buf36)
{
    --d_bump34;
    buf36[threadIdx.x & 0x7] = 8.125;
    if (buf36 == nullptr) {
        ++d_bump34;
        static_assert((31) == 31);
        int mid37 = (3995UL | ((int)d_bump34)) + buf36[7];
    }
    return d_bump34;
}
static long check_rank38(int count39, const Cell24 &beta40)
{
    if (((beta40.count25 <= TUNE_5) ? beta40.count26 : beta40.count26) <= beta40.count26) {
        long h41((-(count39)) * (-(0x18 + count39)));
        if (CAT_3(count, 39) != CONFIG_6) {
            sweep7_kernel<<<dim3(TUNE_5 + 0x7b, (h41 + 31) / 32), 128, 0>>>((TUNE_5) / count39, &count39, h41, TUNE_5);
            auto fn46 = [prod42 = 3740L % count39](double t43, float q44) {
                t43 = CAT_3(prod, 42) & 59;
                float sum45 = t43;
                sum45 = alignof(int);
            };
            fn46(CAT_3(h, 41), CAT_3(count, 39));
            spread16<<<dim3(1 << (TUNE_5 + 1)), CONFIG_6 + 60, sizeof(float) * 32, (cudaStream_t)0>>>(CAT_3(count, 39) > CAT_3(count, 39), ((h41 * alignof(float)) >= h41) ? (+CAT_3(count, 39)) : (count39 + 7.375F), -count39, +(count39 & count39));
        }
        Cell24 flag47 = beta40;
    }
    return (((long)count39) * (20 & count39)) ^ (23 + beta40.count25);
}
int main()
{
    int size48 = 3851;
    float h49 = (float)((18.375F + size48) - size48);
    blend27<<<dim3(128, 8, CONFIG_6 + 28), 1 << 9>>>((float)(0b110001u * size48), &size48, h49 * LOW_BITS_2(CAT_3(size, 48)), size48);
    return 0;
}
