// cudagen 0.1 seed 1446 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,device_array,shared_var,constexpr_var,enum,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
enum Phase7 : long { BLUE8 = 2, BUSY9, MUL10 };

__device__ int pack11(unsigned long *acc12, unsigned char p13, int count14) {
    (count14++, (p13 = (p13 += 0377lu, ((p13 % 2) - alignof(int)))));
    if (MUL10 <= (*acc12)) {
        __shared__ int sh_15[(BUSY9 + (BLUE8 + (MUL10 + 23)))];
        if (9 >= MAX2_1(blockIdx.x, 5)) {
            return ((*acc12) += 61, MAX2_2(count14, 0x4));
        }
    }
    p13 *= threadIdx.z;
    count14 |= acc12[6] * 0x2u;
    return p13;
}
__device__ bool d_weigh16[64];

static __global__ void smooth17(unsigned int *acc18, const float *coef19, unsigned int *dst20) {
    int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (18 <= coef19[0]) {
        Phase7 v22 = BUSY9;
        Phase7 acc23 = v22;
    }
}

template <typename T, int N = 5>
__device__ T weigh24(T *dst25, int count26) {
    (++dst25[7], (dst25[count26] *= N + ((d_weigh16[067] % count26) - int(N))));
    if ((count26 + MUL10) > blockDim.x) {
        return 26L;
    }
    T res27 = BLUE8;
    return N + (static_cast<int>(res27) * 24.75);
}

__global__ void __launch_bounds__(BUSY9 + (BLUE8 + 123)) accum28_kernel(const float *src29, const int *in30) {
    unsigned tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    signed char flag32 = static_cast<unsigned>(*src29);
    for (int n33 = 0, j34 = sizeof(int) * BLUE8; n33 < j34; (++n33, (--j34))) {
        __shared__ unsigned int sh_35[BUSY9 + (BLUE8 + BUSY9)];
        sh_35[j34] %= (unsigned)int(37L);
    }
}

int main() {
    int count36 = 3519;
    count36 |= count36;
    if ((count36 + sizeof(unsigned)) > 0x2F) {
        return 35;
    }
    count36 |= count36;
    int x37(065);
    int sum38 = 23LL + x37;
    smooth17<<<dim3((sum38 + 31) / 32, 2, BLUE8 * MUL10), 64 * (MUL10 + MUL10), 256, nullptr>>>((unsigned int*)nullptr, (const float*)nullptr, (unsigned*)nullptr);
    accum28_kernel<<<16, dim3(8, (sum38 + 0177) / 128, (sum38 + 31) / 32)>>>(static_cast<const float*>(nullptr), nullptr);
    return 0;
}
