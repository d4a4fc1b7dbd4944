// cudagen 0.1 seed 557 invalid:unterminated_comment
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,device_var,device_array,constant_var,constant_array,constexpr_var,local_array,auto_var,const_local,enum,anon_namespace,if,if_init,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define CHUNK_1 32
#define NUM_ITERS_2 5
#define RADIUS_3 (4)
#define CAT_4(a, b) a##b

#if NUM_ITERS_2 == 5
#define CONFIG_5 2
#else
#define CONFIG_5 16
#endif
enum Kind6 : short { BUSY7, BLUE8, FAST9, RED10 };
__constant__ int c_kick11 = 16;
__device__ int d_tile12 = -2129;
__constant__ unsigned c_relax13 = 30;

__global__ void __launch_bounds__((CONFIG_5 + (CHUNK_1 + 94)), 1) tally14(const int* input15, int lane16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const float idx18 = 58U - i17;
    int val19 = idx18;
    int r20 = static_cast<unsigned>(static_cast<double>(i17)) + ((gridDim.y * c_relax13) + blockIdx.x);
    if (d_tile12) {
        --r20;
        lane16 = 59 + (blockIdx.x * blockIdx.y);
    }
}

template <class T, typename U>
inline __host__ __device__ void apply21(const T* src22, int stride23) {
    double tmp24{24};
    stride23--;
    stride23 &= stride23;
    if (int stride25 = +(16u + (tmp24 - (*src22))); stride23 <= 13) {
        const T v26 = stride23 - (src22[stride23] + 50l);
        U lo27 = (tmp24 += 5, 47) - src22[stride23];
    }
}
#define DEFINE_MAP_KERNEL_28(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_28(map_warp29, float)

__global__ void __launch_bounds__(NUM_ITERS_2 + 251) rank30(Kind6 b31) {
    int idx32 = threadIdx.x;
    float res33(886U);
    res33 -= res33;
}
__constant__ unsigned c_warp34[8] = {24lu, 56u, 1U, 41, 43, 25LL, 43U, 4086};

__global__ void gather35_kernel(const int* coef36) {
    int i37 = threadIdx.x;
    d_tile12 = c_kick11;
    d_tile12 /= c_warp34[gridDim.z];
    float f38 = 16.625F;
    d_tile12 = 37;
}
__constant__ float c_filter39[2] = {9.25f, 21};

void run_step40(unsigned short* buf41) {
    apply21<float, float>(static_cast<const float*>(nullptr), -(-36));
    const double* h42 = nullptr;
}

namespace {
__global__ void __launch_bounds__((NUM_ITERS_2 + (NUM_ITERS_2 + 246))) probe43_kernel(const float* in44, float* data45, float beta46) {
    int idx47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (c_warp34[gridDim.x] > c_warp34[idx47]) {
        d_tile12 = c_warp34[d_tile12];
        data45[d_tile12] = idx47 * sizeof(double);
    }
}
__device__ double d_split48[4] = {3.0, 21.25f};
} // namespace
/* TODO: tune the block size

int main(void) {
    int n49 = 1546;
    if (RADIUS_3 != n49) {
        return n49;
    }
    auto t50 = FAST9 - n49;
    int off51[8] = {n49};
    tally14<<<4, 128, 32 * (FAST9 + 6)>>>(off51, (CAT_4(n, 49) - BUSY7));
    map_warp29<<<dim3(64, sizeof(float) * (RED10 + BLUE8), (t50 + 63) / 64), dim3((CHUNK_1 + 32), (n49 + 63) / 64), sizeof(float) * 64>>>(static_cast<float*>(nullptr), 24U);
    rank30<<<dim3((BLUE8 + (CONFIG_5 + 1)) * (BLUE8 + 1), (t50 + 31) / 32, 16), sizeof(unsigned int) * (FAST9 + 14), sizeof(double) * 64, (cudaStream_t)0>>>(BLUE8);
    return 0;
}
