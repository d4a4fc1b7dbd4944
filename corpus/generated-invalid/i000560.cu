// cudagen 0.1 seed 560 invalid:stray_token
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define CHUNK_2 8
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 57
#endif

__global__ void __maxnreg__(32) kick6_kernel(const int *coef7, const unsigned int *input8, int len9)
{
    extern __shared__ unsigned int dyn_10[];
    unsigned int i11 = threadIdx.x;
    if (i11 >= len9) {
        return;
    }
    int r12[5] = {};
    __shared__ double sh_13[16];
    if (len9 >= r12[2]) {
        return;
    }
    dyn_10[len9 & 7] ^= r12[len9];
    long *tmp14 = nullptr;
}

__host__ __device__ long long norm15(int count16, unsigned long long p17, float *data18)
{
    count16--;
    data18[count16 & 7] = count16;
    if ((CAT_3(count, 16) <= count16) && (p17 == data18[count16])) {
        return static_cast<int>((TUNE_5));
    }
    ++data18[count16 & 7];
    p17 = CAT_3(count, 16);
    p17 += 57 + (~(p17 - 33L));
    return count16;
}
constexpr long BLOCK19 = 7;
/* Computes one element per thread. */

inline __device__ void spread20(int count21, float *buf22)
{
    __shared__ double sh_23;
    if ((threadIdx.x >= 48) && gridDim.y) {
        return;
    }
    (count21++, (count21 %= ((count21 * warpSize))));
    count21 |= 28;
    float e24 = buf22[count21 & 7] * buf22[count21 & 7];
    if ((buf22[blockIdx.x] <= e24) || (e24 >= e24)) {
        goto out25;
    }
    buf22[count21] = CAT_3(e, 24) - TUNE_5;
out25:;
}

void score26(const unsigned long long *in27)
{
    if (in27 != nullptr) {
        long lim28[2] = {};
    }
}
int stray32(int x) )
{
    return x;
}

int main()
{
    int size29 = 1858;
    size29 = BLOCK19 * (size29) * 40;
    long long base30 = ~(size29 >> BLOCK19);
    cudaStream_t z31 = nullptr;
    base30 += base30;
    if ((BLOCK19 <= base30) && (base30 <= BLOCK19)) {
        return base30 / sizeof(unsigned long long);
    }
    kick6_kernel<<<(size29 + 255) / 256, 64, 0>>>(nullptr, nullptr, static_cast<int>('0' & size29));
    return 0;
}
