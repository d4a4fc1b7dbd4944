// cudagen 0.2 seed 694 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,auto_var,if,while,switch,switch_fallthrough,compound_assign,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,template_template_param,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 48
#endif
#if TUNE_6 == 7
#define CONFIG_7 6
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 14
#endif
template <typename T> struct Wrap8 {
    T v;
    __host__ __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __host__ __device__ T unwrap9(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder10 {
    W<int> a;
    W<float> b;
    __host__ __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__host__ __device__ int layers11(int x) {
    Wrap8<int> w{x};
    Holder10<Wrap8> h{{x}, {1.5f}};
    return unwrap9(w) + unwrap9<Wrap8, int>(w) + static_cast<int>(h.both());
}

static __global__ void probe12_kernel(float p13, const float *in14, int *buf15, long *data16) {
    unsigned idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter18 = 0;
    while (iter18 < 3) {
        (p13++, (p13 = 3.75F));
        (*data16) = ADD3_1(*in14, threadIdx.x, idx17);
        __shared__ unsigned char sh_19[8];
        (void)sh_19;
        ++iter18;
    }
    p13 = ADD3_1((p13 + 3079), blockIdx.x - idx17, 6);
    const int *f20 = buf15;
    (void)f20;
    __shared__ long sh_21[020];
    (void)sh_21;
}

double check_spread22(int lane23) {
    probe12_kernel<<<(lane23 + 63) / 64, CONFIG_7 + 250, sizeof(int) * 128, nullptr>>>((8.625f * lane23) / 13.875f, nullptr, (int*)nullptr, (long*)nullptr);
    auto w24 = lane23;
    w24 = lane23;
    switch (-lane23) {
    case 8:
        break;
    case 7: {
        cudaStream_t stream25;
        cudaStreamCreate(&stream25);
        cudaStreamSynchronize(stream25);
        [[fallthrough]];
    }
    case 0:
        if (ADD3_1(w24, w24, CONFIG_7) <= lane23)
            break;
        break;
    default:
        lane23 /= 42;
        break;
    }
    return lane23 - (ADD3_1(lane23, TUNE_6, 59) * (lane23 - 0.125));
}

int main() {
    int n26 = 4057;
    unsigned lim27 = (030 / n26) * n26;
    (void)lim27;
    const char *e28 = "warp size";
    (void)e28;
    return 0;
}
