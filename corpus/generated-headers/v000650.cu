// cudagen 0.2 seed 650 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,managed_var,if,if_init,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_value,lambda_launch,macro_function,bit_field,local_class,friend_template,rdc_extern_device_var,managed_in_class,runtime_api,hdr_cmath,hdr_cooperative_groups
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
struct Flags3 {
    unsigned short f0 : 9;
    unsigned int f1 : 2;
    unsigned f2 : 10;
};
int pack4(int x) {
    Flags3 b{};
    b.f0 = static_cast<unsigned>(x) & 511u;
    b.f1 = 0;
    b.f2 = static_cast<unsigned>(x) & 1023u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}
struct Stats5 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Stats5 managedStats6;
__host__ __device__ int record7(int x) {
    managedStats6.add(static_cast<float>(x));
    return managedStats6.count;
}

__global__ void merge8(int n9, const double* input10, const short* in11)
{
    n9 -= fabsf((n9 += in11[n9 & 7], (input10[1] - 63)));
    struct Local12 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local12 sum13{0};
    int stride14 = sum13.add(MAX2_2(*in11, 9L));
    (void)stride14;
}
__global__ void groupSum15(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 2; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
template <typename T> struct Cell16;
template <typename T> __device__ T peek17(const Cell16<T> &b);
template <typename T> struct Cell16 {
    __device__ explicit Cell16(T v) : val(v) {}
    template <typename U> friend __device__ U peek17(const Cell16<U> &b);
    template <typename U> friend struct Spy18;
private:
    T val;
};
template <typename T> __device__ T peek17(const Cell16<T> &b) { return b.val; }
template <typename U> struct Spy18 {
    __device__ static int look(const Cell16<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock19(int x) {
    Cell16<int> v(x);
    return peek17(v) + Spy18<float>::look(v);
}
extern __device__ int sharedCounter20;
extern __device__ float lookup21[8];
__device__ int bumpShared22(int x) {
    sharedCounter20 += x;
    return sharedCounter20 + static_cast<int>(lookup21[x & 7]);
}

int main()
{
    int size23 = 167;
    auto op25 = [=](float z24) {
        merge8<<<sizeof(int) * 32, dim3((size23 + 255) / 256), 64 * 16, nullptr>>>(0L - (z24 + size23), nullptr, nullptr);
        z24 *= fabsf(size23 * (4.375f / z24));
    };
    op25(managedStats6.count);
    if (long y26 = 31; y26) {
        if (MAX2_2(size23, 23) > (size23 * 34UL)) {
            fmaxf(sizeof(unsigned), sinf(size23));
        }
        cudaError_t err27 = cudaGetLastError();
        int ok28 = err27 == cudaSuccess ? 1 : 0;
        (void)ok28;
    }
    groupSum15<<<dim3((size23 + 31) / 32, 2), (256), sizeof(int) * 0b10000000>>>(&size23, (managedStats6.count & managedStats6.count) % managedStats6.count);
    return 0;
}
