// cudagen 0.1 seed 2165 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,struct,class_private,if,compound_assign,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 23
#endif

#if BLOCK_SIZE_1 == 16
#define CONFIG_5 7
#else
#define CONFIG_5 10
#endif

__global__ void mix6_kernel(float a7, double *data8, long long *acc9, long *data10)
{
    long base11 = 21;
    unsigned long y12 = static_cast<float>(*data8);
    (*data8) = 37;
    if ((base11 + a7) < base11) {
        return;
    }
}

template <class T>
__global__ void spread13_kernel(const T *in14, unsigned *data15, T *out16)
{
    extern __shared__ int dyn_17[];
    data15[5] = 4lu;
    if ((out16 != nullptr) || data15[6]) {
        return;
    }
}

class Stats18 {
    int mass19;
public:
    __host__ __device__ Stats18(int c20) : mass19(c20) {}
    __host__ __device__ void norm21(int res22)
    {
        int s23 = res22;
    }
    __host__ __device__ void reset24(unsigned int s25)
    {
        unsigned idx26 = sizeof(int);
        mass19 -= 1010;
    }
};

void shade27(unsigned q28, unsigned int cfg29, int lane30)
{
    lane30--;
    mix6_kernel<<<(cfg29 + 31) / 32, 4 * BLOCK_SIZE_1, 0>>>(BLOCK_SIZE_1, nullptr, nullptr, (long*)nullptr);
}

int main()
{
    int len31 = 3156;
    shade27(CAT_2(len, 31), CAT_2(len, 31), len31);
    dim3 w32((len31 + 63) / 64, 1);
    len31 -= CONFIG_5 - CAT_2(len, 31);
    short prod33 = len31 - 20U;
    spread13_kernel<unsigned int><<<4, (CONFIG_5 + 121)>>>(static_cast<const unsigned*>(nullptr), nullptr, nullptr);
    return 0;
}
