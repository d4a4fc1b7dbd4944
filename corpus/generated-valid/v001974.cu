// cudagen 0.1 seed 1974 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,local_array,if,for,pragma_unroll,while,do_while,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 42
#endif
#undef TUNE_4
#define TUNE_4 24
constexpr unsigned BLOCK5 = 5;

static __global__ void __maxnreg__(64) blend6_kernel(unsigned char cfg7, short *out8)
{
    int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass10 = 0;
    do {
        unsigned char idx11(BLOCK5);
        ++pass10;
    } while (pass10 < (0x6));
    int val12(pass10);
}

__global__ void pivot13_kernel(int stride14)
{
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w16 = 0x0;
    while (w16 < stride14) {
        stride14 = MOD8_1(w16);
        if ((!w16) && (TUNE_4 == threadIdx.x)) {
            float diff17 = MOD8_1(int(gridDim.y + 44l));
            #pragma unroll
            for (int it18 = 0x0; it18 < stride14; ++it18) {
                if (blockIdx.x != (i15 - 8)) {
                    return;
                }
            }
            stride14 = BLOCK5;
        }
        ++w16;
    }
}

__global__ void __maxnreg__(32) tally19(int stride20, const unsigned int *src21)
{
    unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    short tmp23 = stride20 + (src21[stride20 & 7] * stride20);
    #pragma unroll 2
    for (int it24 = 0; it24 < tmp23; ++it24) {
        stride20 = stride20 ^ 7U;
    }
    tmp23 = BLOCK5;
    double x25 = (unsigned long)BLOCK5;
    double off26{0x33};
    int prod27[8] = {020U, 0b101101L};
}

__global__ void split28_kernel(const float *__restrict__ input29, const int *coef30, const unsigned short *in31, double *dst32)
{
    int i33 = threadIdx.x;
    dst32[threadIdx.x & 7] = -(~i33);
    int lim34 = *input29;
}

int main()
{
    int len35 = 16;
    len35 = (BLOCK5 / len35) * TUNE_4;
    unsigned short t36 = static_cast<unsigned int>(TUNE_4);
    blend6_kernel<<<dim3((TUNE_4 + 0b11101000) * 0b10), dim3(4 * (BLOCK5 + 3), 8), 256, 0>>>(0x6, nullptr);
    pivot13_kernel<<<dim3((len35 + 255) / 256, 128, (len35 + 31) / 32), 0x80, 0>>>(35);
    tally19<<<(len35 + 127) / 128, (BLOCK5 + 59), sizeof(float) * 256, 0>>>((0x2c | len35) / (t36 & 0b1000000), static_cast<const unsigned*>(nullptr));
    return 0b0;
}
