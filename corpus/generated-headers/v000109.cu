// cudagen 0.2 seed 109 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,local_array,if,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_statement
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __global__ void score5(const int *__restrict__ input6, int n7, double *acc8, int *data9) {
    extern __shared__ int dyn_10[];
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= n7) {
        return;
    }
    dyn_10[n7 & 7] = threadIdx.x;
    if ((dyn_10[6] % (7 * data9[6])) != 053) {
        long q12(((11l + input6[i11]) * unsigned(alignof(double))) ^ (((unsigned char)232) ^ (i11 | 032)));
        (void)q12;
        data9[7] &= 2l;
        unsigned long long *f13 = static_cast<unsigned long long*>(nullptr);
        (void)f13;
    }
    dyn_10[i11 & 7] = n7;
    int u14[(5)] = {};
    (void)u14;
}

float apply15(int len16, int len17, int count18) {
    dim3 prod19(64);
    (void)prod19;
    float f20 = 32;
    (void)f20;
    return (-len17) & len17;
}

int main() {
    int len21 = 0xF82;
    if (len21 <= len21) {
        return (0x25);
    }
    if ((len21 * 0x22u) == 24) {
        len21 = 0xAul;
        len21 = len21 * 61u;
    }
    score5<<<2, sizeof(unsigned int) * 16, 0>>>(static_cast<const int*>(nullptr), 61, static_cast<double*>(nullptr), nullptr);
    return 0;
}
