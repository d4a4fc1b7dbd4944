// cudagen 0.1 seed 1076 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,default_args,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,struct,using_alias,if,while,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define WARPS_1 3
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

__global__ void __launch_bounds__(64 * 16, WARPS_1) filter7_kernel(unsigned char *__restrict__ out8, int stride9, int *buf10, int *out11) {
    unsigned int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i12 >= stride9) {
        return;
    }
    stride9 = *out11;
    double w13 = -2.375f;
    --stride9;
    out8[stride9] = buf10[5];
}

struct Sample14 {
    int mass15;
    bool y16;
    unsigned int hi17;
    bool val18;
};

__global__ void grow19(const float *coef20) {
    extern __shared__ float dyn_21[];
    dyn_21[threadIdx.z & 7] = threadIdx.z;
    int y22[(WARPS_1 + (WARPS_1 + 2))]{53, 3, 38, 27u, 53, static_cast<int>(dyn_21[threadIdx.x & 7]), int(WARPS_1), 51};
    dyn_21[threadIdx.x & 7] = 3633UL + dyn_21[warpSize];
    if (y22[threadIdx.z] < (y22[blockIdx.z & 7] + (*coef20))) {
        return;
    }
    y22[blockDim.x] = 15u ^ (y22[warpSize] + 35l);
    y22[3] = MIN2_2(-coef20[5], dyn_21[0]) + dyn_21[3];
}

template <typename T, typename U>
static __device__ unsigned int mix23(const U *input24, U *data25, T cfg26) {
    unsigned int lo27[5] = {64U, static_cast<unsigned>(MIN2_2(cfg26, data25[threadIdx.x & 7]))};
    if (T(input24[4]) > threadIdx.x) {
        return blockIdx.x;
    }
    U diff28 = 50 | lo27[gridDim.x];
    int iter29 = 0;
    while (iter29 < 2) {
        diff28 = sizeof(unsigned) + MIN2_2(iter29, 8);
        ++iter29;
    }
    Sample14 v30 = Sample14{-59, true, static_cast<unsigned int>(gridDim.x), false};
    v30 = Sample14{};
    return MIN2_2((warpSize - WARPS_1) & WARPS_1, threadIdx.x);
}
__constant__ int c_blend31[2] = {49, -27};
using ptr32_t = double*;

template <typename T, typename U>
__global__ void __launch_bounds__(sizeof(float) * (WARPS_1 + 29), 3) rank33_kernel(U a34, const T *__restrict__ input35, signed char beta36, unsigned char a37) {
    unsigned tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    beta36 = 19;
    if (ADD3_3(a34, threadIdx.y, c_blend31[warpSize]) > WARPS_1) {
        return;
    }
    beta36 = warpSize;
    int r39 = (tid38 >> tid38) ^ sizeof(Sample14);
    beta36--;
}

__device__ void tile40(int count41, int len42, int lane43 = -3706) {
    lane43 = warpSize;
    unsigned long long k44[6] = {};
    if (lane43 == c_blend31[lane43]) {
        return;
    }
    len42 = len42;
    len42 = (c_blend31[gridDim.x] | k44[threadIdx.y]) & sizeof(int);
    if ((lane43 < k44[blockDim.z]) && (blockDim.x <= 48)) {
        return;
    }
}

int main(void) {
    int count45 = 2615;
    count45 = count45 >> (53ll & count45);
    count45 = 63ull & ((count45 % 9) * (3903l | count45));
    count45++;
    bool q46{true};
    rank33_kernel<<<32, 1 << (WARPS_1 + (WARPS_1 + 2)), sizeof(float) * (WARPS_1 + (WARPS_1 + 250))>>>(2, (const unsigned*)nullptr, MIN2_2(count45, 60) * ((float)q46), 49);
    q46 = 0;
    filter7_kernel<<<(count45 + 31) / 32, sizeof(float) * 128>>>((unsigned char*)nullptr, count45, &count45, (int*)nullptr);
    grow19<<<(count45 + 31) / 32, 1 << (WARPS_1 + 4), sizeof(double) * 128>>>(nullptr);
    return 0;
}
