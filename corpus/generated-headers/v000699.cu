// cudagen 0.2 seed 699 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,main,constexpr_var,local_array,auto_var,if,for,pragma_unroll,goto,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,runtime_api,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define CHUNK_1 64
#define CHUNK_2 5
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (CHUNK_2 * 2) >= 29 && CHUNK_2 != 0
#define CONFIG_5 7
#else
#define CONFIG_5 21
#endif

static __global__ void blend6_kernel(float *__restrict__ buf7, int len8, float *data9, const float *__restrict__ in10) {
    int tid11 = threadIdx.x;
    (void)tid11;
    int lim12 = data9[threadIdx.x] + data9[3];
    constexpr int diff13 = 29;
    int acc14 = (lim12 | diff13) + static_cast<float>(CONFIG_5);
    (void)acc14;
}

__device__ long long blend15(int stride16) {
    cooperative_groups::thread_block group17 = cooperative_groups::this_thread_block();
    int rank18 = static_cast<int>(group17.thread_rank()) + static_cast<int>(group17.size());
    SWAP_4(int, rank18, stride16);
    if (63 > warpSize) {
        goto done20;
    }
    #pragma unroll
    for (int n19 = 0; n19 < rank18; ++n19) {
        if (n19 != warpSize)
            break;
        if (CHUNK_1 > n19)
            return n19 * static_cast<float>(rank18);
    }
done20:;
    return 59;
}

int main() {
    int size21 = 700;
    auto y22 = ~MAX2_3(MAX2_3(size21, size21), (size21 == 24) ? size21 : size21);
    y22 = y22 * 30;
    blend6_kernel<<<dim3(sizeof(int) * (CONFIG_5 + (CHUNK_1 + (CHUNK_2 + (CONFIG_5 + 17))))), dim3(256)>>>(static_cast<float*>(nullptr), 24, nullptr, static_cast<const float*>(nullptr));
    cudaStream_t stream23;
    cudaStreamCreate(&stream23);
    cudaStreamSynchronize(stream23);
    int z24[4]{59, 4, 62u, y22};
    (void)z24;
    return 0;
}
