// cudagen 0.1 seed 1844 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,main,constant_array,host_global,auto_var,const_local,struct,struct_methods,enum_class,if,do_while,switch,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b
static long long g_blend4;

struct Acc5 {
    float z6;
    int val7;
    __host__ __device__ void apply8(int f9)
    {
        val7 = TWICE_PLUS_2(z6, z6);
    }
};
__constant__ int c_kick10[8] = {' ', 0x1d, 47, 9L, 1, 36lu, '0', -3297};

__global__ void __launch_bounds__(8 * 8, 2) trace11_kernel(const int *coef12, const float *src13, int *out14, const int *src15)
{
    int iter16 = 0;
    do {
        if (src15 == nullptr) {
            continue;
        }
        ++iter16;
    } while (iter16 < (011));
    out14[iter16]--;
}
// Helper used by the kernels below.

template <class T>
__global__ void __launch_bounds__(1 << 8) grow17(T p18, const int *coef19)
{
    int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p18--;
    p18 = idx20;
    const float val21 = 14.875f / (threadIdx.x + 1.875F);
}

__global__ void __launch_bounds__(1024) grow22_kernel(const short *src23, int len24, bool q25)
{
    auto val26 = len24;
    Acc5 tmp27{23.25f, 48};
    val26--;
    tmp27.apply8(sizeof(unsigned int));
    (len24--, (q25 = val26 - (*src23)));
    const float val28 = (q25);
}

__global__ void update29_kernel(int len30, float *acc31, signed char *acc32)
{
    int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid33 >= len30) {
        return;
    }
    if (warpSize > 19) {
        return;
    }
    if ((gid33 % 33) >= blockIdx.x) {
        return;
    }
    ++len30;
}
enum class Mode34 { Idle35, Blue36 };

__global__ void decay37_kernel(const size_t *input38, const int *input39, const float *input40)
{
    int gid41 = threadIdx.x;
    switch (input39[gridDim.z]) {
    case 2 * 4:
        break;
    case 9: {
        Acc5 z42 = Acc5{0x2D, 0ul};
        break;
    }
    case 1:
        break;
    case (12):
        break;
    }
}

int main()
{
    int len43 = 363;
    dim3 lim44 = dim3(0200, (len43 + 31) / 32);
    --len43;
    trace11_kernel<<<dim3((8), (len43 + 255) / 256, (len43 + 255) / 256), (128)>>>(&len43, nullptr, &len43, &len43);
    grow17<double><<<16 * 4, 32 * 4>>>(len43, &len43);
    grow22_kernel<<<(len43 + 31) / 32, sizeof(int) * 64>>>(nullptr, len43, (42l + g_blend4) >= g_blend4);
    update29_kernel<<<(len43 + 127) / 128, dim3((128))>>>(g_blend4, nullptr, static_cast<signed char*>(nullptr));
    return 0;
}
