// cudagen 0.1 seed 796 invalid:static_vla
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,managed_var,shared_var,extern_shared,enum,if,for,while,do_while,ternary,compound_assign,shift,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_function,macro_stringize,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 51
#endif
#undef TUNE_7
#define TUNE_7 24
__managed__ double m_fuse8 = 21.375;

__global__ void update9_kernel(double* acc10, int* out11)
{
    extern __shared__ int dyn_12[];
    double prod13 = *out11;
    ACCUM_2(dyn_12[4], (MAX2_1((dyn_12[0] - dyn_12[1]) % 43L, long(prod13) * (*acc10))));
    __shared__ unsigned int sh_14;
}
enum Level15 { BUSY16 = 3, ADD17, MUL18 };

__global__ void norm19_kernel(int stride20, const float* input21)
{
    if (stride20 + stride20) {
        return;
    }
    stride20 -= 8 + m_fuse8;
    stride20++;
    stride20 = +((*input21) + MAX2_1(input21[1], m_fuse8));
    float z22 = input21[3];
}
/* NOTE: keep in sync with the host reference. */

__host__ __device__ void decay23(long b24)
{
    int w25 = 0;
    do {
        int w26 = 0;
        while (w26 < 16) {
            for (int n27 = 0; n27 < 011; ++n27) {
                float idx28 = 9 * w25;
            }
            ACCUM_2(b24, (62lu));
            ++w26;
        }
        ++w25;
    } while (w25 < (MUL18 + (BUSY16 + BUSY16)));
}

float check_kick29(int len30, double* dst31, const double* __restrict__ input32)
{
    dst31[len30] *= 10.125;
    update9_kernel<<<(len30 + 31) / 32, 1 << 7>>>(dst31, reinterpret_cast<int*>(dst31));
    for (int i33 = len30; i33 > 0; --i33) {
        float w34 = (dst31[0] - ((dst31 == nullptr) ? m_fuse8 : 15.0f)) / 9;
        m_fuse8 -= input32[len30];
        norm19_kernel<<<(len30 + 127) / 128, 1 << 6, 0, nullptr>>>((6 >> i33) - i33, reinterpret_cast<const float*>(input32));
    }
    (*dst31) = dst31[len30] * input32[len30] * dst31[4];
    return dst31[len30];
}

int main()
{
    int n35 = 2745;
    static int scratch39[n35];
    update9_kernel<<<TUNE_7 + (TUNE_7 + 80), dim3((BUSY16 + 1))>>>(nullptr, (int*)nullptr);
    unsigned w36 = 7;
    const char* lim37 = STR_4(tile size);
    char acc38 = w36;
    acc38++;
    update9_kernel<<<dim3((w36 + 127) / 128), dim3((4))>>>((double*)nullptr, nullptr);
    return 0;
}
