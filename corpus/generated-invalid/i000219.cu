// cudagen 0.1 seed 219 invalid:assign_to_const
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,main,shared_var,constexpr_var,struct,class_private,if,if_else,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
/* Helper used by the kernels below. */

__global__ void decay4(int n5, unsigned long *out6, const float *__restrict__ input7, long long q8) {
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid9 >= n5)
        return;
    float u10 = -750e-3f;
    (*out6) = 1639;
    float sum11{u10};
}
/* Returns the accumulated value. */

__global__ void __launch_bounds__((128)) count12(size_t q13, unsigned char *out14, int lane15, long *data16) {
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (out14 != nullptr)
        return;
    --out14[q13];
    out14[lane15]--;
    lane15 = ((BLOCK_SIZE_1 - lane15) - threadIdx.x) * 5lu;
    __shared__ float sh_18[8];
    __shared__ unsigned int sh_19[32];
}
/* Layout: row-major, no padding. */

class Cell20 {
    unsigned int vel21;
public:
    __host__ __device__ Cell20(unsigned c22) : vel21(c22) {}
    __host__ __device__ void apply23(long long x24) {
        ++vel21;
        static_assert((64) > 63);
    }
};

__global__ void __launch_bounds__((BLOCK_SIZE_1 + 64)) shade25_kernel(short int cfg26, int lane27) {
    int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned long sh_29[8];
    if (18 > cfg26) {
        cfg26 = (MOD8_2(lane27) * MOD8_2(sh_29[5])) - 43;
        sh_29[gid28] %= gridDim.x;
    } else if ((sh_29[lane27] + sh_29[2]) >= 25) {}
}

__global__ void bias30_kernel(int *__restrict__ buf31, float a32, const float *__restrict__ input33) {
    int gid34 = threadIdx.x;
    ACCUM_3(buf31[6], (((BLOCK_SIZE_1 * blockIdx.x) / 12UL) * a32));
    float base35 = gid34;
}

__global__ void scale36_kernel(double b37, double *__restrict__ data38, int count39, unsigned short *__restrict__ data40) {
    unsigned idx41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b37--;
    --count39;
    b37 += threadIdx.x;
    Cell20 lim42(b37);
}

template <typename T>
__device__ T fold43(T beta44, int *acc45, int count46) {
    count46 = blockIdx.x;
    count46 = beta44;
    T s47 = 0b1111111;
    if (static_cast<double>((*acc45) / blockDim.z) < (BLOCK_SIZE_1 * acc45[5])) {
        s47 = MOD8_2(count46);
    } else {
        unsigned t48 = sizeof(T);
    }
    return (s47 / (count46 % blockDim.x)) - threadIdx.x;
}

int check_march49(const double *in50, unsigned long long b51, int *__restrict__ acc52) {
    Cell20 u53{5u};
    scale36_kernel<<<2, 512, BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 3968)>>>((sizeof(Cell20) + b51) - (acc52[3] - acc52[b51]), const_cast<double*>(in50), *in50, nullptr);
    shade25_kernel<<<0b10000, BLOCK_SIZE_1, sizeof(double) * 128>>>(22L, *in50);
    return 4083;
}

int main() {
    int n54 = 1'555;
    const int limit58 = 8;
    limit58 = 9;
    bool q55 = n54;
    unsigned char y56 = check_march49((const double*)nullptr, static_cast<int>(q55) - n54, &n54);
    float x57 = sizeof(Cell20) - ((q55 - q55) + 48);
    if (sizeof(double) == y56)
        return q55;
    y56 |= 58U * y56;
    q55 = !q55;
    decay4<<<16, (256), 0>>>(x57, static_cast<size_t*>(nullptr), &x57, check_march49((const double*)nullptr, y56 * y56, &n54));
    count12<<<BLOCK_SIZE_1 + 64, 256>>>(check_march49(nullptr, y56 - BLOCK_SIZE_1, &n54), static_cast<unsigned char*>(nullptr), static_cast<int>(MOD8_2(q55)), nullptr);
    bias30_kernel<<<1, 512>>>(&n54, static_cast<float>(y56) - (BLOCK_SIZE_1 * y56), nullptr);
    return 0;
}
