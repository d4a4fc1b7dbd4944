// cudagen 0.2 seed 39 valid headers
// features: launch,launch_dim3,launch_shared_mem,launch_stream,main,for,address_of,lit_int_hex,lit_int_binary,sizeof,friend_template,nttp_reference,if_constexpr,type_traits,hdr_cmath,hdr_type_traits,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void groupSum2(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 4; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
__host__ __device__ float norm3(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
int counter4 = 3;
template <int &R> int bump5(int x) {
    R += x;
    return R;
}
int tally6(int x) { return bump5<counter4>(x); }
template <typename T>
__host__ __device__ int classify7(T v) {
    if constexpr (std::is_floating_point<T>::value) {
        return static_cast<int>(v * 4);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T> struct Cell8;
template <typename T> __host__ __device__ T peek9(const Cell8<T> &b);
template <typename T> struct Cell8 {
    __host__ __device__ explicit Cell8(T v) : val(v) {}
    template <typename U> friend __host__ __device__ U peek9(const Cell8<U> &b);
    template <typename U> friend struct Spy10;
private:
    T val;
};
template <typename T> __host__ __device__ T peek9(const Cell8<T> &b) { return b.val; }
template <typename U> struct Spy10 {
    __host__ __device__ static int look(const Cell8<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock11(int x) {
    Cell8<int> v(x);
    return peek9(v) + Spy10<float>::look(v);
}

int main() {
    int size12 = 2299;
    groupSum2<<<(size12 + 0x1f) / 32, sizeof(int) * 64, sizeof(float) * 256, nullptr>>>(&size12, -size12);
    groupSum2<<<0b100, 32, 0, 0>>>(&size12, -1153);
    for (int it13 = size12; it13 > 0; --it13) {
        dim3 hi14(128, sizeof(unsigned int) * 0x4, (size12 + 255) / 256);
        (void)hi14;
        groupSum2<<<(it13 + 63) / 64, (512), 0, nullptr>>>(&size12, size12);
    }
    return 0x0;
}
