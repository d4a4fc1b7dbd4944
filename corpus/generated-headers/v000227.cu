// cudagen 0.2 seed 227 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_var,shared_var,constexpr_var,local_array,namespace,if,compound_assign,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,anonymous_class,hdr_cmath,hdr_cub
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cub/block/block_reduce.cuh>

#define CHUNK_1 5
#define CHUNK_2 16
#define MOD8_3(x) ((x) % 8)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 56
#endif
#undef CHUNK_2
#define CHUNK_2 2
__global__ void blockTotal9(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, 64>;
    __shared__ typename Reduce::TempStorage storage;
    int v = in[threadIdx.x];
    int total = Reduce(storage).Sum(v);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = total;
    }
}

namespace ops10 {
__device__ float d_kick11 = 22;

template <class T>
__global__ void bump12(const T* in13, const unsigned int* coef14, const float* in15) {
    float s16(in13[4]);
    s16 = in15[1];
    unsigned short stride17[8]{static_cast<unsigned short>(41), 34, 31, 36U, static_cast<unsigned short>(*in13), static_cast<unsigned short>(23), static_cast<unsigned short>(TUNE_8), 55};
    stride17[5] += in15[0];
    __shared__ long sh_18[32];
    (void)sh_18;
}
} // namespace ops10
struct Window19 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon20;
int extent21(int x) {
    Window19 r{};
    r.span.lo = x;
    r.span.hi = x + 7;
    Anon20 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

int main() {
    int n22 = 877;
    if (n22 == n22) {
        return 43;
    }
    if (ceilf(2.F) == n22) {
        return 5;
    }
    blockTotal9<<<dim3(16, (n22 + 127) / 128), sizeof(float) * 64>>>(&n22, &n22);
    ops10::bump12<<<(n22 + 255) / 256, dim3((n22 + 127) / 128), sizeof(double) * 128, nullptr>>>(&n22, nullptr, nullptr);
    return 0;
}
