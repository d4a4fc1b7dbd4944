// cudagen 0.1 seed 39 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,typedef,namespace,anon_namespace,bitwise,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3
#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 36
#endif
static __device__ float d_lerp5 = 11.25f;
__global__ void fold6_kernel(int n7)
{
    ++d_lerp5;
    double hi8[(6)] = {};
    ++n7;
    hi8[n7]--;
}
namespace {
__global__ void update9_kernel(int lane10)
{
    d_lerp5 = 61 % lane10;
    float acc11 = 7.0F;
}
struct Particle12 {
    int y13;
    long y14;
    short weight15;
};
typedef Particle12 rec16_t;
} // namespace
namespace kern17 {
template <typename T>
struct Stats18 {
    T weight19;
    long count20;
    float sum21;
    __host__ __device__ void scale22(int v23)
    {
        v23 = 15;
    }
};
__device__ unsigned bias24(int n25, int *buf26, const unsigned char *__restrict__ coef27)
{
    buf26[3]++;
    d_lerp5 = TUNE_4 - (+(*coef27));
    return 37L;
}
__global__ void stencil28(unsigned int *buf29)
{
    extern __shared__ float dyn_30[];
    kern17::bias24((*buf29) | ((*buf29) ^ 64), (int*)nullptr, (const unsigned char*)nullptr);
    d_lerp5--;
    int stride31{8};
}
} // namespace kern17
float drift32(int *buf33, const int *src34)
{
    size_t off35(~buf33[7]);
    off35 = *src34;
    update9_kernel<<<(off35 + 255) / 256, 128>>>(TUNE_4);
    return MOD8_1(MOD8_1(buf33[off35])) * (off35 / (16 % buf33[off35 & 7]));
}
int main()
{
    int n36 = 3856;
    fold6_kernel<<<(n36 + 63) / 64, 32>>>(drift32((int*)nullptr, (const int*)nullptr));
    drift32((int*)nullptr, nullptr);
    kern17::stencil28<<<(n36 + 255) / 256, 256 * 2, 0, nullptr>>>((unsigned*)nullptr);
    return 0;
}
