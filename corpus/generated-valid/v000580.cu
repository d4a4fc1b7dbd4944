// cudagen 0.1 seed 580 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,if_else,while,ternary,bitwise,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define CHUNK_2 256
__host__ __device__ unsigned int stencil3(const char *input4, float a5) {
    auto k6 = (((56 > a5) && (a5 >= a5)) || (BLOCK_SIZE_1 > (~input4[5]))) ? (23.875F) : 16.75F;
    const int idx7 = 36u + k6;
    int lim8{61};
    lim8 = a5;
    lim8 = input4[1];
    float lo9[3] = {k6, -13.75f, k6};
    return idx7;
}
template <class T>
__global__ void __launch_bounds__(512, 3) combine10_kernel(const T *in11, int *__restrict__ data12, int len13) {
    unsigned tid14 = threadIdx.x;
    if (tid14 >= len13) {
        return;
    }
    int pass15 = 0;
    while (pass15 < pass15) {
        if ((3 * gridDim.x) < tid14) {
            signed char res16 = (((data12[0] % 31U) >= 4) ? (tid14 + blockIdx.x) : BLOCK_SIZE_1) - pass15;
            T hi17 = len13;
        }
        T res18{static_cast<T>(pass15 + static_cast<T>(*in11))};
        ++pass15;
    }
    (*data12) = pass15;
}
__global__ void rank19(float q20) {
    int i21 = threadIdx.x;
    if ((i21 <= i21) && ((i21 & 1) && (gridDim.y < gridDim.x))) {
        q20 = (((q20 - threadIdx.y) + i21) >= blockDim.x) ? q20 : 5;
        const int *z22 = nullptr;
    } else if (q20 <= (q20 * 26l)) {
    } else {
    }
}
// Helper used by the kernels below.
static __host__ double run_grow23(int lane24, const double *input25) {
    lane24 = lane24 ^ lane24;
    size_t h26 = lane24;
    bool t27(lane24);
    return 45;
}
__global__ void march28(int *__restrict__ dst29, float *__restrict__ dst30, int count31) {
    unsigned int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    count31 = 1000;
    (*dst29) = (-2'571);
    float *x33 = dst30;
}
/* Helper used by the kernels below. */
__global__ void __launch_bounds__(256, 2) fuse34(int *__restrict__ buf35, int len36) {
    extern __shared__ double dyn_37[];
    int idx38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx38 >= len36) {
        return;
    }
    (*buf35) = CHUNK_2;
    float idx39{float(buf35[blockIdx.x & 7])};
}
int main(void) {
    int count40 = 2'873;
    count40 = sizeof(float);
    unsigned long v41 = sizeof(float);
    v41 = 4 - (v41);
    combine10_kernel<<<(020), 2 * 16>>>(static_cast<const long*>(nullptr), nullptr, v41 + (57 + v41));
    rank19<<<1, 512, 256, nullptr>>>(count40);
    march28<<<1, 64>>>((int*)nullptr, (float*)nullptr, v41);
    return 0;
}
