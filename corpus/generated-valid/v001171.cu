// cudagen 0.1 seed 1171 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,const_local,enum,typedef,anon_namespace,if,if_else,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define TILE_DIM_2 32
#define CHUNK_3 4
/* Layout: row-major, no padding. */

template <typename T>
__global__ void score4_kernel(T alpha5) {
    unsigned int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    alpha5 = alpha5;
    alpha5 = 127;
    __shared__ float sh_7[128];
}

namespace {
typedef int idx8_t;
enum Kind9 { MUL10, OFF11 };
} // namespace

__global__ void warp12_kernel(idx8_t n13, int n14) {
    idx8_t tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid15 >= n13)
        return;
    if (blockDim.x > (blockIdx.y - 8))
        return;
    const float idx16 = ((unsigned short)n13) + 1051L;
}
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void bias17(const T *coef18, const T *input19, int n20) {
    int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    n20 = *input19;
    n20 = ((*input19) == 30) ? 43l : threadIdx.x;
    if (blockIdx.x != 070) {
        if (((idx8_t)input19[3]) >= threadIdx.y)
            return;
        if ((n20 + (*input19)) < (*coef18))
            return;
        const double v22 = (n20 & n20) - input19[tid21];
    } else if (input19[0] > OFF11) {
    } else {
    }
}

int main() {
    int size23 = 2416;
    unsigned long long s24(((size23 + size23) * (size23 + size23)) << (~size23));
    s24 = size23 << s24;
    score4_kernel<unsigned><<<2, 32, 0>>>(1676);
    warp12_kernel<<<dim3(1, (size23 + 127) / 128), 32, sizeof(int) * 256>>>(s24, 42L);
    bias17<double><<<2 * (OFF11 + OFF11), dim3((size23 + 63) / 64, 1 << (OFF11 + 4), 8 * (OFF11 + 1))>>>(nullptr, (const double*)nullptr, s24 - 42);
    return 0;
}
