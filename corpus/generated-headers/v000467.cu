// cudagen 0.2 seed 467 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,incdec,lit_int_octal,lit_int_suffix,cast_static,sizeof,macro_object,macro_function,pp_ifdef,template_template_param
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <utility>

#define CHUNK_1 4
#define NUM_ITERS_2 64
#define RADIUS_3 (16 * 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SQR_5(x) ((x) * (x))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 22
#endif
template <typename T> struct Wrap10 {
    T v;
    __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap11(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder12 {
    W<int> a;
    W<float> b;
    __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers13(int x) {
    Wrap10<int> w{x};
    Holder12<Wrap10> h{{x}, {1.5f}};
    return unwrap11(w) + unwrap11<Wrap10, int>(w) + static_cast<int>(h.both());
}

__global__ void clamp14(double cfg15, unsigned int cfg16, int len17) {
    int i18 = threadIdx.x;
    (void)i18;
    ++cfg16;
    float e19 = sizeof(int);
    (void)e19;
}

int main() {
    int len20 = 01440;
    clamp14<<<(len20 + 31) / 32, sizeof(unsigned int) * (TUNE_9 + 016), sizeof(unsigned int) * 0400, (cudaStream_t)0>>>(static_cast<float>(-50L), (56ull % len20) / RADIUS_3, 22);
    ++len20;
    return 0;
}
