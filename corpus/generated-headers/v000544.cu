// cudagen 0.2 seed 544 valid headers
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,host_function,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,enum,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,union,union_anonymous,if_constexpr,memory_spaces,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>
#include <compare>

#define RADIUS_1 8
#define BLOCK_SIZE_2 3
#define TILE_DIM_3 64
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 31
#endif

static __global__ void __launch_bounds__((TILE_DIM_3 + 192)) merge7(unsigned int a8) {
    unsigned int tid9 = threadIdx.x;
    cooperative_groups::thread_block group10 = cooperative_groups::this_thread_block();
    int rank11 = static_cast<int>(group10.thread_rank()) + static_cast<int>(group10.size());
    group10.sync();
    rank11 = (threadIdx.x / (40 + rank11)) - tid9;
    if constexpr (sizeof(long) == 4) {
        int res12{4930l};
        (void)res12;
    } else {
    }
}
__device__ int devTable13[4];
__constant__ float coeffs14[4] = {3.5f, 5.5f, 5.5f, 9.5f};
__managed__ int managedTotal15;
__global__ void everySpace16(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable13[i & 3] + managedTotal15;
    extra[i & 7] = coeffs14[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
struct Raw17 {
    int tag;
    union {
        int i;
        float f;
    };
};
__host__ __device__ float use18(int x) {
    Raw17 v{};
    v.tag = x;
    if (x > 5) {
        v.f = 0.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
enum Phase19 {
    LOW20,
    ADD21,
    BLUE22 = 7,
    ON23 = 10,
    IDLE24
};

static __global__ void sweep25(int* data26, int lane27, unsigned int b28) {
    int i29 = threadIdx.x;
    if (i29 >= lane27) {
        return;
    }
    cosf((i29));
    constexpr int stride30 = (18);
    (void)stride30;
    int h31{0x13U};
    float e32 = managedTotal15 | ((*data26) + managedTotal15);
    (void)e32;
    lane27 = h31;
    h31--;
    constexpr unsigned int hi33 = 7;
    (void)hi33;
}

float host_fold34(unsigned beta35) {
    use18((sizeof(float)));
    beta35 = (25 * managedTotal15) - 0xd4e;
    beta35++;
    return static_cast<int>(beta35);
}

int main() {
    int n36 = 2641;
    everySpace16<<<(managedTotal15 + 0b11111) / 32, 128>>>(nullptr);
    n36 -= fmaxf(((float)sizeof(float)), (49 % n36) & (18 * managedTotal15));
    if (managedTotal15 == n36) {
        return floorf(21.5F);
    }
    --n36;
    if constexpr (sizeof(int) == 8) {
    }
    merge7<<<(managedTotal15 + 63) / 64, TUNE_6 + 97>>>(n36);
    sweep25<<<(n36 + 63) / 64, sizeof(unsigned int) * (ON23 + (BLOCK_SIZE_2 + 115))>>>(nullptr, n36, n36 + 1L + (n36));
    return 0;
}
