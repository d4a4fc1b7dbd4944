// cudagen 0.1 seed 1964 valid
// features: kernel,launch_bounds,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,do_while,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_const,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#if WARPS_1 > 40
#define CONFIG_4 7
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 25
#endif
#undef CONFIG_4
#define CONFIG_4 24

__host__ __device__ short scatter5(const double *src6)
{
    float z7 = 'A';
    z7 = src6[1];
    z7++;
    double *hi8 = const_cast<double*>(src6);
    int w9[6]{43, 5, 'A', 2565U, 55, 2198};
    z7++;
    return (w9[3] + w9[2]) | w9[3];
}

__global__ void filter10_kernel(int n11)
{
    int pass12 = 0;
    do {
        float f13 = 3.875F;
        ++pass12;
    } while (pass12 < pass12);
    double y14 = (pass12) * ((42 / threadIdx.x) - (+blockIdx.z));
}

__host__ __device__ float combine15(unsigned cfg16)
{
    int u17[8] = {};
    u17[cfg16]++;
    scatter5((const double*)nullptr);
    cfg16--;
    u17[cfg16] = (scatter5(nullptr) - cfg16) & scatter5(nullptr);
    if (scatter5((const double*)nullptr)) {
        return u17[6] + (u17[4] * u17[cfg16]);
    }
    return 23.875f;
}

__global__ void __launch_bounds__(WARPS_1 + 496) merge18(const float *in19)
{
    extern __shared__ int dyn_20[];
    int gid21 = threadIdx.x;
    constexpr int k22 = 20UL;
    combine15(scatter5((const double*)nullptr));
    dyn_20[0]++;
}
enum Axis23 : short { OFF24 = 2, MUL25, LOW26 = 9, ON27 };

int main()
{
    int len28 = 771;
    unsigned long x29[5] = {};
    long long lo30(combine15(len28 | len28) - ((x29[len28] & x29[4]) / 18lu));
    (--len28, (x29[lo30] = scatter5(nullptr)));
    ++lo30;
    x29[0] = (lo30 += x29[lo30], (57 * lo30));
    filter10_kernel<<<4, 512>>>(x29[len28]);
    merge18<<<(len28 + 255) / 256, 256>>>(nullptr);
    return 0;
}
