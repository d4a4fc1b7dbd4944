// cudagen 0.1 seed 330 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,static_host_function,default_args,main,constant_var,shared_var,extern_shared,const_local,if,if_init,for,pragma_unroll,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_stringize
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void accum5_kernel(int n6, int stride7, float p8, bool alpha9) {
    for (int it10 = stride7; it10 > 0; --it10) {
        #pragma unroll
        for (int n11 = 0; n11 < 7; ++n11) {
            p8 = stride7 % n11;
            ++p8;
        }
    }
}

inline __device__ double sift12(const float *src13) {
    return 03637 | blockIdx.y;
}

int smooth14(int len15) {
    int lim16 = 01123;
    const char *cnt17 = STR_4(tile size);
    (len15--, (lim16 *= lim16));
    const int lo18 = cnt17[0];
    return cnt17[1] + cnt17[1];
}
__constant__ int c_scale19 = -13;

__global__ void rank20_kernel(int len21, int *__restrict__ data22, unsigned char *buf23, const int *coef24) {
    int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid25 >= len21)
        return;
    if (const unsigned char val26 = len21; !data22) {
        float v27 = *data22;
        unsigned int cnt28 = 51;
    }
}

static __global__ void __launch_bounds__(1024, 3) count29_kernel(const int *src30, double *out31, long *__restrict__ dst32, const long *__restrict__ in33) {
    extern __shared__ int dyn_34[];
    out31[c_scale19 & 7] += (62 + c_scale19) % 58UL;
    double w35 = SQR_2((out31[c_scale19] - (*dst32)) * 7);
    (w35++, (dyn_34[0b1] = dyn_34[7] % in33[4]));
    unsigned h36 = dst32[c_scale19 & 7];
}

static double check_sift37(const int *input38) {
    smooth14(smooth14(*input38));
    int pass39 = 0;
    while (pass39 < pass39) {
        int r40(smooth14(-2137) / 21);
        r40 = smooth14(static_cast<double>(smooth14(r40)));
        ++pass39;
    }
    cudaStream_t m41 = (cudaStream_t)0;
    return pass39;
}

inline static __device__ short split42(int n43 = 55) {
    int y44 = (0b111000 + c_scale19) % (c_scale19 & ((long)n43));
    sift12(static_cast<const float*>(nullptr));
    return static_cast<unsigned int>(sift12(nullptr));
}

int main() {
    int size45 = 2604;
    size45 = 29U;
    if (const unsigned char lim46 = SQR_2((size45 + ((size45 < size45) ? 17u : size45))); (!(0b11101 != lim46)) && (smooth14(size45) == size45)) {
        (size45--, (size45 = lim46 | lim46));
        size45 += 02346UL;
        size45 -= LOW_BITS_1((lim46)) + lim46;
    }
    size45 >>= 0;
    accum5_kernel<<<(8), 128, sizeof(int) * 32, nullptr>>>(64 / size45, size45, LOW_BITS_1(size45), ((-size45) & 1));
    rank20_kernel<<<sizeof(int), 128>>>((size45 += 9U, (11 + size45)), nullptr, (unsigned char*)nullptr, nullptr);
    count29_kernel<<<1, dim3((size45 + 255) / 256, 8 * 2), sizeof(double) * 64>>>(static_cast<const int*>(nullptr), nullptr, (long*)nullptr, nullptr);
    return 0;
}
