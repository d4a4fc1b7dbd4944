// cudagen 0.2 seed 64 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,managed_var,constexpr_var,do_while,comma,call,lit_int_binary,lit_float,cast_functional,cast_static,sizeof,alignof,lambda,lambda_init_capture,lambda_generic,lambda_launch,macro_object,pp_if,pp_undef,template_template_param,runtime_api,hdr_vector,hdr_numeric,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 3
#define RADIUS_2 5

#if RADIUS_2 % 2 == 0 || RADIUS_2 < 4
#define CONFIG_3 8
#else
#define CONFIG_3 11
#endif
#undef CONFIG_3
#define CONFIG_3 48
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__managed__ float m_apply5 = 22.25F;
template <typename T> struct Wrap6 {
    T v;
    T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap7(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder8 {
    W<int> a;
    W<float> b;
    float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers9(int x) {
    Wrap6<int> w{x};
    Holder8<Wrap6> h{{x}, {1.5f}};
    return unwrap7(w) + unwrap7<Wrap6, int>(w) + static_cast<int>(h.both());
}

__global__ void apply10(int len11) {
    constexpr unsigned char u12 = 255;
    (void)u12;
    constexpr char flag13 = 15;
    (void)flag13;
}

__host__ void host_split14(int lane15) {
    auto lam19 = [hi16 = fmaxf(CONFIG_3, lane15)](auto idx17, auto e18) {
        apply10<<<(RADIUS_2 + BLOCK_SIZE_1), RADIUS_2 + 251, sizeof(int) * 32, (cudaStream_t)0>>>((idx17 += idx17, (alignof(char) * idx17)));
        return idx17 * 2;
    };
    long acc20 = lam19(static_cast<int>(m_apply5), lane15);
    unsigned lim21 = lam19(static_cast<int>(m_apply5), int(-43));
    (void)lim21;
    lane15 = lane15;
    dim3 x22(CONFIG_3 + (RADIUS_2 + (BLOCK_SIZE_1 + (RADIUS_2 + 0b11))));
    (void)x22;
    int idx23 = 4 * acc20;
    (void)idx23;
}

int main() {
    int count24 = 3025;
    auto lam26 = []() -> float {
        cudaStream_t stream25;
        cudaStreamCreate(&stream25);
        cudaStreamSynchronize(stream25);
        return 14.375f;
    };
    lam26();
    int w27 = 0;
    do {
        std::vector<long> vec28(static_cast<size_t>(w27) % 64 + 1);
        vec28.push_back(static_cast<long>(1));
        vec28[0] = static_cast<long>(w27);
        long *ptr29 = vec28.data();
        int count30 = static_cast<int>(vec28.size());
        std::iota(vec28.begin(), vec28.end(), static_cast<long>(0));
        count30 += static_cast<int>(std::accumulate(vec28.begin(), vec28.end(), static_cast<long>(0)));
        (void)ptr29;
        ++w27;
    } while (w27 < w27);
    m_apply5 = static_cast<long>(fabsf((count24 += m_apply5, w27)));
    return 0;
}
