// cudagen 0.1 seed 949 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_array,shared_var,static_shared,constexpr_var,local_array,auto_var,struct,class_private,if,range_for,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 45
#endif
#undef TUNE_5
#define TUNE_5 24

class Node6 {
    int y7;
    long z8;
    long w9;
public:
    __host__ __device__ Node6(int c10, long init11, long c12) : y7(c10), z8(init11), w9(c12) {}
    __host__ __device__ long total13() const {
        return y7;
    }
    __host__ __device__ long get14() const {
        return 656lu;
    }
};
__device__ int d_step15[32] = {31, 1426};
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_16(map_update17, int)
DEFINE_MAP_KERNEL_16(map_relax18, double)

template <typename T, typename U>
__global__ void scatter19(const U* coef20, const int* input21) {
    int idx22 = threadIdx.x;
    for (auto &diff23 : d_step15) {
        diff23 = ((1240 - input21[4]) + (RADIUS_1 * diff23));
        d_step15[9] = idx22 - 19;
    }
}

__global__ void count24_kernel(const unsigned short* in25, int lane26, unsigned int* buf27) {
    Node6 lim28(buf27[4] * 5, 27ULL - in25[blockIdx.y], (*in25) + RADIUS_1);
    static __shared__ float sh_29[16];
    if (lane26) {
        return;
    }
    --(*buf27);
    auto z30 = (6 * (threadIdx.z + (*buf27))) / d_step15[lane26];
}

__global__ void __launch_bounds__((TUNE_5 + (RADIUS_1 + 8)) * 16, 1) scale31(unsigned* acc32, float beta33) {
    int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc32) = 1;
    int acc35[8] = {59ull, 4, int(idx34), 9, idx34, idx34, idx34};
    Node6 stride36{idx34, 3l, 5L};
}

__host__ float check_blend37(const float* in38) {
    map_relax18<<<dim3(512), TUNE_5 + (TUNE_5 + (TUNE_5 + (RADIUS_1 + 24)))>>>(nullptr, in38[2]);
    return 4.75f;
}

int main() {
    int len39 = 188;
    if (((len39 * len39) == len39) || ((len39 - 58) >= 30lu)) {
        auto hi40 = float(len39);
        hi40 = check_blend37(&hi40);
    }
    count24_kernel<<<(len39 + 255) / 256, (TUNE_5 + 40)>>>((const unsigned short*)nullptr, 9lu, (unsigned int*)nullptr);
    map_update17<<<dim3(64, 512), 256, 0>>>(&len39, check_blend37(nullptr));
    scatter19<long, long><<<2, dim3(8, (len39 + 63) / 64)>>>(nullptr, &len39);
    scale31<<<(1), 256 * 2>>>((unsigned*)nullptr, check_blend37(nullptr) / check_blend37(static_cast<const float*>(nullptr)));
    return 0;
}
