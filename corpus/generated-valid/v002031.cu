// cudagen 0.1 seed 2031 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,host_global,constexpr_var,struct,enum_class,incdec,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_value,lambda_iife,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define CHUNK_2 3
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 45
#endif

inline __host__ __device__ float fuse8(float beta9, int lane10, int lane11)
{
    lane10 = 57;
    lane10 = sizeof(long);
    lane10 = (CAT_5(lane, 10) - MIN2_4(lane11, TUNE_7)) * ((TILE_DIM_1 + beta9) * 56);
    return lane10;
}
static int g_filter12;
// Computes one element per thread.

template <class T, int N>
__global__ void warp13_kernel(const T *__restrict__ src14)
{
    int idx15 = threadIdx.x;
}
// Layout: row-major, no padding.

struct Node16 {
    double weight17;
    double x18;
    float hi19;
    int mass20;
};
float g_kick21[] = {21.25F, 12, 12.5f};
enum class Level22 {
    Slow23,
    Mul24,
    Add25,
    Mul26 = 5,
    Busy27
};
// Computes one element per thread.

__global__ void __launch_bounds__((CHUNK_2 + 61)) score28_kernel(const int *src29, float *out30)
{
    extern __shared__ float dyn_31[];
    int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Level22 lo33 = Level22::Add25;
    lo33 = Level22::Add25;
}

static int run_mix34(int count35, const Node16 &p36)
{
    count35++;
    Node16 stride37 = Node16{};
    return 27;
}

int main(void)
{
    int count38 = 769;
    ([=] {
        g_kick21[g_filter12] = 4 * g_filter12 * count38;
        int idx39 = MIN2_3(g_filter12, MIN2_4(g_filter12, TUNE_7 - g_kick21[0]));
        cudaStream_t k40 = 0;
    })();
    g_filter12 = ((g_filter12 + count38) * (26l + count38)) - 42;
    g_filter12 = 0b1000000;
    warp13_kernel<long, 7><<<512, 8 * (CHUNK_2 + 5), 0>>>(nullptr);
    score28_kernel<<<TILE_DIM_1 + (TUNE_7 + (CHUNK_2 + (TILE_DIM_1 + 400))), (TUNE_7 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 0b1010)))) * 2, (CHUNK_2 + (TUNE_7 + 208)), 0>>>(&g_filter12, g_kick21);
    return 0;
}
