// cudagen 0.1 seed 1231 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,struct,namespace,for,goto,static_assert,compound_assign,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 64
#define HALF_3(x) ((x) / 2)
#define LOW_BITS_4(x) ((x) & 0xF)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

namespace detail7 {
template <typename T, int N>
__global__ void __maxnreg__(32) relax8(const T* __restrict__ src9, float* buf10) {
    extern __shared__ int dyn_11[];
    unsigned int idx12 = threadIdx.x;
    buf10[idx12]--;
    if (18 != static_cast<int>(dyn_11[idx12])) {
        goto finish13;
    }
    static_assert(18 == 18, "size check");
    (*buf10) = (src9[idx12] * buf10[2]);
    buf10[idx12]--;
finish13:;
}

__global__ void fold14_kernel(int* __restrict__ acc15, const int* input16, float beta17) {
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc15[4]--;
    double z19 = (int)LOW_BITS_4(*acc15);
    if (CAT_6(beta, 17) > (*acc15)) {
        goto skip20;
    }
    acc15[tid18] = HALF_3((+CAT_6(z, 19)) / unsigned(beta17));
    z19++;
skip20:;
}

struct Pixel21 {
    int y22, hi23;
};
} // namespace detail7

template <typename T>
__global__ void pivot24(T b25) {
    extern __shared__ long dyn_26[];
    int gid27 = threadIdx.x;
    ++b25;
    ++dyn_26[gid27];
    for (int i28 = (blockIdx.x * blockDim.x) + threadIdx.x; i28 < 4; i28 += blockDim.x * gridDim.x) {
        for (int n29 = 0; n29 < (1 << 3); n29 += 2) {
            unsigned char h30 = HALF_3(threadIdx.y) - (b25 - (dyn_26[i28] - CAT_6(i, 28)));
        }
        dyn_26[gridDim.x] = -int(5 - b25);
    }
}
/* Helper used by the kernels below. */

struct Pixel31 {
    unsigned short vel32;
    size_t w33;
    int count34;
    int z35;
};

extern "C" __global__ void scale36_kernel(int* __restrict__ acc37, int n38) {
    n38++;
    (acc37[0x5]++, (acc37[n38] -= CAT_6(n, 38) - (*acc37)));
    Pixel31 stride39 = Pixel31{};
}
constexpr int STEPS40 = 0x2;

static int bump41(int stride42) {
    dim3 h43 = dim3((TILE_DIM_2 + (STEPS40 + (TILE_DIM_2 + (STEPS40 + 124)))));
    Pixel31 diff44 = Pixel31{};
    return int(diff44.count34);
}

int main() {
    int size45 = 690;
    bump41(LOW_BITS_4(CAT_6(size, 45) * 18UL));
    pivot24<int><<<(size45 + 31) / 32, dim3((size45 + 0x3f) / 64, (size45 + 31) / 0x20, 16 * (STEPS40 + 14))>>>(-(55 - size45));
    detail7::relax8<unsigned, (STEPS40 + STEPS40)><<<STEPS40, BLOCK_SIZE_1 * 0x8>>>(nullptr, static_cast<float*>(nullptr));
    detail7::fold14_kernel<<<4, (BLOCK_SIZE_1 + (STEPS40 + 30))>>>((int*)nullptr, nullptr, (size45 += STEPS40, (46 - size45)));
    scale36_kernel<<<512, 128>>>(nullptr, CAT_6(size, 45));
    return 0;
}
