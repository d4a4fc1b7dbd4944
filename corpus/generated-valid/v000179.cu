// cudagen 0.1 seed 179 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,device_template_function,host_function,default_args,main,constexpr_var,local_array,auto_var,const_local,if,while,switch,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_function,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
// Computes one element per thread.

__device__ unsigned char drift5(int n6, const int* coef7, int count8)
{
    count8 = sizeof(int);
    long diff9 = count8 / 4l;
    unsigned int stride10 = CHUNK_1;
    const bool t11 = false;
    n6 = stride10;
    short base12[2] = {};
    if (LOW_BITS_2(diff9) > coef7[4]) {
        return LOW_BITS_2(diff9) >> n6;
    }
    return LOW_BITS_2(base12[stride10] + alignof(float)) + ((coef7[6] + 56) - t11);
}

template <typename T, typename U>
__device__ __forceinline__ T bias13(U a14)
{
    (a14--, (a14 = 28U));
    T base15 = CHUNK_1;
    base15 = a14;
    return +drift5(a14, nullptr, a14);
}

__device__ void step16(int stride17)
{
    if (((stride17 - stride17) - stride17) == (stride17 * stride17)) {
        long h18(LOW_BITS_2(stride17));
    }
    float sum19 = drift5(27ULL - stride17, nullptr, stride17 / 57u) * bias13<long, double>(CHUNK_1 + stride17);
    int* mid20 = (int*)nullptr;
}

__global__ void warp21_kernel(double* buf22, int* acc23, float* data24)
{
    (*acc23) = data24[7] + (036ul - (buf22[4] + CHUNK_1));
    int pass25 = 0;
    while (pass25 < pass25) {
        int flag26 = -15;
        acc23[pass25] = ((*buf22) + flag26) * 4;
        ++pass25;
    }
    double* r27 = (double*)nullptr;
    buf22[0] = 10.75 + pass25;
}

inline __device__ float fuse28(unsigned short b29)
{
    int iter30 = 0;
    while (iter30 < 15) {
        b29 = (bias13<long, double>(CHUNK_1));
        switch (LOW_BITS_2(b29)) {
        case (11):
            break;
        case 3:
            b29 = 28L >> ((iter30 + b29) - b29);
            break;
        case 12:
            break;
        case (2):
            break;
        default: {
            unsigned long lo31('A');
            break;
        }
        }
        ++iter30;
    }
    b29 = iter30;
    const bool m32 = drift5(21, nullptr, (b29 - iter30) + CHUNK_1);
    return (3 - bias13<unsigned, float>(22.625f)) + m32;
}

__device__ __forceinline__ int decay33(char p34, float beta35, int count36 = 3861ul)
{
    beta35 = sizeof(float);
    beta35 = (06376 - p34) % CHUNK_1;
    count36 = bias13<double, unsigned>(p34 % (59 * count36));
    return sizeof(unsigned char) * p34;
}

int update37(unsigned a38)
{
    a38 = (a38 += a38, (((a38 << 0) >= a38) ? CHUNK_1 : (a38 - 57)));
    warp21_kernel<<<CHUNK_1 + 010, 256>>>(nullptr, nullptr, nullptr);
    int iter39 = 0;
    while (iter39 < iter39) {
        a38--;
        ++iter39;
    }
    a38 = iter39;
    warp21_kernel<<<(iter39 + 31) / 32, dim3((iter39 + 63) / 64, CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 216))))), 0>>>((double*)nullptr, nullptr, (float*)nullptr);
    float y40 = iter39;
    return 32 + (y40 * iter39);
}

int main()
{
    int count41 = 2633;
    double base42 = CHUNK_1;
    auto f43 = update37((alignof(char) == base42) ? base42 : 43lu) << update37(CHUNK_1 * base42);
    return 0;
}
