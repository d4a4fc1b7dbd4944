// cudagen 0.1 seed 726 invalid:pointless_unsigned_comparison
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,main,device_array,shared_var,shared_2d,typedef,if,if_else,if_init,switch,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void __launch_bounds__(64, 1) fuse3(const float *__restrict__ coef4) {
    unsigned i5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((!(gridDim.x > coef4[threadIdx.x])) || ((i5 - 53) >= 0b101011ll)) {
        if (float h6 = 0.875f; (1674UL - h6) != blockIdx.x) {
            __shared__ int sh_7[15][2];
        }
    } else if (int x8 = i5; threadIdx.y > x8) {}
}

__device__ __forceinline__ void scatter9(float a10, unsigned long long p11, long *__restrict__ data12) {
    a10--;
    double acc13 = p11;
    switch ((*data12) - (*data12)) {
    case 4:
        break;
    case 3: {
        int idx14 = p11;
        break;
    }
    case 5 * 2: {
        int res15 = (a10 += a10, ((-data12[1]) ^ (p11 & 45ul)));
        break;
    }
    case (12):
        break;
    default: {
        float v16 = +(38 + p11);
        break;
    }
    }
}
static __device__ int d_merge17[32];
typedef float *ptr18_t;

static __device__ float update19(float beta20) {
    if (long res21 = 3404; (beta20 == 24) && (res21)) {
        short idx22 = 3 % (d_merge17[blockDim.x] % d_merge17[res21 & 31]);
        d_merge17[idx22 & 0b11111] = 44 % (((gridDim.x <= 45ULL) && (beta20 == idx22)) ? blockIdx.z : 476u);
    }
    float sum23 = 7.5f;
    int lo24 = (d_merge17[blockDim.z] += 0b100001u, ((d_merge17[blockIdx.x & 31] + 6) | (d_merge17[blockIdx.x] - d_merge17[8])));
    if (blockIdx.z == LOW_BITS_1(lo24)) {
        goto out25;
    }
    d_merge17[8]++;
    if ((d_merge17[6] ^ threadIdx.x) == lo24)
        return (threadIdx.x | d_merge17[3]) & 17;
out25:;
    return 0b110101;
}

inline __device__ float shade26(const float *__restrict__ coef27, int len28) {
    len28 ^= (((d_merge17[20] >= coef27[len28 & 7]) || (len28 > 40lu)) ? len28 : (len28 ^ blockDim.z)) % static_cast<unsigned char>(42);
    __shared__ int sh_29[32];
    --len28;
    return (float)(((!coef27) ? blockDim.x : sh_29[1]) - (9 + coef27[6]));
}

int main() {
    int n30 = 337;
    unsigned int size31 = n30;
    if (size31 < 0) {
        n30 = 0;
    }
    n30 = 11;
    ACCUM_2(n30, (n30));
    if ((n30 += 326, n30) != 47)
        return 4014ULL;
    fuse3<<<dim3((n30 + 127) / 128, (n30 + 255) / 256), dim3(4 * 2)>>>(nullptr);
    return 0;
}
