// cudagen 0.2 seed 583 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,for,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_char,lit_char_escape,lit_nullptr,cast_functional,sizeof,macro_object,macro_paste,multiple_inheritance,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define WARPS_1 32
#define CHUNK_2 5
#define WARPS_3 5
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Trait7 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 5; }
};
struct Trait8 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 1; }
};
struct Blend6 : Trait7, Trait8 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix9(int x) {
    Blend6 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Trait7 &b = d;
    return d.sum() + b.get0();
}

__global__ void count10(unsigned a11, int *__restrict__ data12, int n13) {
    extern __shared__ float dyn_14[];
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid15 >= n13)
        return;
    auto acc16 = a11;
    cooperative_groups::thread_block group17 = cooperative_groups::this_thread_block();
    int rank18 = static_cast<int>(group17.thread_rank()) + static_cast<int>(group17.size());
    group17.sync();
    for (int i19 = (blockIdx.x * blockDim.x) + threadIdx.x; i19 < 016; i19 += blockDim.x * gridDim.x) {
        acc16 = (a11 - 0xA38) % (CHUNK_2 + (acc16 * n13));
        for (int j20 = (blockIdx.x * blockDim.x) + threadIdx.x; j20 < n13; j20 += blockDim.x * gridDim.x) {
            cooperative_groups::thread_block group21 = cooperative_groups::this_thread_block();
            int rank22 = static_cast<int>(group21.thread_rank()) + static_cast<int>(group21.size());
            (void)rank22;
            unsigned t23 = ((rank18) ^ 14) * (46 / warpSize);
            (void)t23;
        }
    }
}

float run_update24(const int *src25, int *data26, int len27) {
    for (int n28 = len27; n28 > 0; --n28) {
        count10<<<32, WARPS_1 + (WARPS_3 + 475), sizeof(double) * 128, nullptr>>>((data26[7] - src25[len27 & 7]) + (n28 / 38), &len27, -19);
        if ((data26 != nullptr) && ((len27 - src25[2]) > n28)) {
            len27 = src25[len27] & ((len27) * (len27 - '\x41'));
            int *t29 = &len27;
            (void)t29;
        }
    }
    (*data26) = (*data26) + ((*src25) + WARPS_3);
    return int(len27 * ((*data26) & CHUNK_2));
}

int main() {
    int size30 = 03033;
    for (int j31 = size30; j31 > 0; --j31) {
        count10<<<dim3((j31 + 31) / 32), (WARPS_3 + (CHUNK_2 + 118)), (4096), nullptr>>>(j31 + j31, &size30, j31);
        int tmp32[0x7]{25, 1342, 3, 3, int(CAT_4(size, 30)), 47, j31};
        (void)tmp32;
    }
    return 0;
}
