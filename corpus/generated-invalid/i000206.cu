// cudagen 0.1 seed 206 invalid:typedef_conflict
// features: kernel,launch,builtin_vars,host_device_function,default_args,main,host_global,constexpr_var,if,for,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define BLOCK_SIZE_2 (0x8 * 16)
#define CHUNK_3 32
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
int g_scale6 = CHUNK_3 + 31;

__global__ void spread7(int stride8, int *acc9, float beta10)
{
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int h12{44U};
    char stride13 = 0x1;
}

inline __host__ __device__ int step14(int len15, int count16)
{
    for (int i17 = 0; i17 < 10; i17++) {
        float t18 = count16;
        (len15++, (count16 = i17));
    }
    return count16;
}

__host__ __device__ unsigned int kick19(int len20 = -57)
{
    float q21 = ((unsigned char)((CHUNK_3 == len20) ? len20 : len20)) | sizeof(unsigned int);
    constexpr short flag22 = 2;
    if (12 <= (+q21)) {
        goto skip23;
    }
    len20 %= 0x31UL;
skip23:;
    return flag22 ^ len20;
}
typedef int value_t29;
typedef float value_t29;

int main()
{
    int len24 = 0xD3F;
    int res25 = g_scale6 + TWICE_PLUS_4(-len24, 4);
    for (int n26 = 0; n26 < 13; n26++) {
        signed char e27{42lu};
        int w28 = res25;
        if ((w28 ^ BLOCK_SIZE_2) <= len24) {
            return w28 * w28;
        }
    }
    len24 += g_scale6;
    spread7<<<(res25 + 127) / 128, 128 * 2>>>((unsigned long long)res25, (int*)nullptr, (res25 % CHUNK_3) & L' ');
    return 0x0;
}
