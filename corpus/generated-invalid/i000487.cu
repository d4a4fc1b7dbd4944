// cudagen 0.1 seed 487 invalid:launch_bad_config_type
// features: kernel,kernel_static,launch,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,compound_assign,bitwise,shift,incdec,array_index,call,lit_int_octal,lit_float,lit_string,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 25
#endif

#if TUNE_4 == 25
#define CONFIG_5 6
#else
#define CONFIG_5 15
#endif
#undef TUNE_4
#define TUNE_4 8

inline __device__ __host__ float smooth6(float* dst7, double* out8, double p9 = -8.625)
{
    double flag10 = 15.625;
    --(*dst7);
    return TUNE_4;
}

static __global__ void count11_kernel(int len12, const float* src13, float alpha14, const int* input15)
{
    extern __shared__ unsigned int dyn_16[];
    constexpr size_t w17 = 3;
    len12 *= smooth6(nullptr, (double*)nullptr);
}

void run_smooth18(float b19)
{
    smooth6(nullptr, static_cast<double*>(nullptr), b19 + smooth6(nullptr, static_cast<double*>(nullptr)));
    const char* y20 = "x=%d";
}
__global__ void probe_kernel24(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
struct Shape25 {
    int w, h;
};

int main()
{
    int count21 = 2375;
    Shape25 shape26 = {2, 3};
    probe_kernel24<<<shape26, 128>>>(nullptr, 0);
    double z22 = smooth6((float*)nullptr, (double*)nullptr, smooth6(nullptr, static_cast<double*>(nullptr), -022));
    z22 = smooth6(nullptr, (double*)nullptr, 59);
    double flag23 = 8.;
    count11_kernel<<<(count21 + 255) / 0400, 1 << 7>>>((CAT_2(count, 21)) - (flag23 / count21), nullptr, count21 | (~count21), nullptr);
    return 0;
}
