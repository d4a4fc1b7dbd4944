// cudagen 0.1 seed 631 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,main,device_var,shared_var,shared_2d,static_shared,constexpr_var,local_array,const_local,if,do_while,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 19
#endif
// Helper used by the kernels below.

__global__ void kick4(int *dst5)
{
    unsigned int e6 = dst5[0x5];
    const unsigned int diff7 = *dst5;
    static __shared__ int sh_8[4][12];
    ++e6;
}

__host__ __device__ float clamp9(int *buf10, const int *input11, const float *__restrict__ in12)
{
    if ((*in12) > ((*input11) * (*in12))) {
        return input11[6];
    }
    double stride13(((*buf10) >> 2) - (((*buf10) * sizeof(short)) + (*in12)));
    if (((sizeof(float) <= buf10[2]) ? 1088 : 0x27) != (*in12)) {
        return CHUNK_1;
    }
    {
        stride13 -= input11[4];
        int idx14[2] = {};
    }
    return stride13;
}

__host__ __device__ float sweep15(float *dst16)
{
    (*dst16) -= -(((dst16[0b101] + (*dst16)) > 42U) ? (46UL * dst16[5]) : 3371);
    dst16[3] = dst16[0b10];
    dst16[5] = 1.875f;
    (*dst16) *= 25;
    return CHUNK_1 + dst16[5];
}
__device__ int d_weigh17;
/* Layout: row-major, no padding. */

__global__ void accum18(unsigned char *__restrict__ buf19, int lane20, int count21)
{
    long cnt22 = (d_weigh17 << CHUNK_1);
    int cnt23(((cnt22 / 0x26UL) * sweep15((float*)nullptr)) - ((count21 + d_weigh17) - d_weigh17));
    int w24[5] = {0x3A, static_cast<int>(3ull), 0x36, 0x9bfL, 2};
    if ((buf19[d_weigh17] - 0x3c) >= 43) {
        return;
    }
    int acc25 = +clamp9(&d_weigh17, (const int*)nullptr, nullptr);
    sweep15(nullptr);
}

static __global__ void apply26(int *acc27, unsigned beta28, unsigned short q29)
{
    q29 = sizeof(size_t);
    {
        d_weigh17 ^= -TUNE_3;
        unsigned long mid30(clamp9(&d_weigh17, nullptr, (const float*)nullptr));
    }
}

__device__ void gather31(float cfg32, int *__restrict__ dst33)
{
    unsigned int z34 = sizeof(long long);
    __shared__ float sh_35[12][7];
    int lim36 = sweep15(&cfg32);
    long sum37 = (cfg32 >= 48) ? ((d_weigh17 - 0xCul) - (z34 + 13u)) : lim36;
    sum37 = z34;
}

__global__ void bump38(const unsigned int *in39, const short *coef40)
{
    if (40lu < clamp9(&d_weigh17, &d_weigh17, nullptr)) {
        return;
    }
    int pass41 = 0;
    do {
        d_weigh17 *= -(+sweep15(nullptr));
        unsigned e42[2] = {};
        ++pass41;
    } while (pass41 < d_weigh17);
    clamp9(&d_weigh17, &d_weigh17, (const float*)nullptr);
    d_weigh17 |= (((19ll > coef40[6]) ? 11 : 5UL) < (*in39)) ? TUNE_3 : pass41;
    d_weigh17 -= (((*in39) - pass41) - pass41) * d_weigh17;
}

int main()
{
    int n43 = 1669;
    int iter44 = 0;
    do {
        n43 = 4'383lu;
        sweep15(nullptr);
        ++iter44;
    } while (iter44 < 0xf);
    kick4<<<dim3((iter44 + 0x7F) / 128, 2 * 4), (CHUNK_1 + (CHUNK_1 + 0b1110110)), sizeof(double) * 128, (cudaStream_t)0>>>(&n43);
    accum18<<<dim3(64 * 2, 1 << 2, (n43 + 0xff) / 256), (64), (CHUNK_1 + (TUNE_3 + (TUNE_3 + 91))) * 2, (cudaStream_t)0>>>(nullptr, n43 - (63 * iter44), 0x1bL + iter44);
    apply26<<<dim3(TUNE_3 + 16), dim3((n43 + 31) / 32, (n43 + 0b11111) / 32, 1 << 2), 0x0, nullptr>>>((int*)nullptr, sweep15(nullptr), 0x20 * ((n43 == n43) ? iter44 : n43));
    return 0;
}
