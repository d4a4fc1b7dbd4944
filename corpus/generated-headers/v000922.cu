// cudagen 0.2 seed 922 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_array,shared_var,extern_shared,constexpr_var,range_for,switch,switch_fallthrough,ternary,compound_assign,bitwise,logical,comparison,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_static,lambda,lambda_capture_value,lambda_launch,macro_statement,pp_ifdef,pp_if,pp_undef,bit_field,template_template_param,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <type_traits>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 25
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 25
#endif
#undef TUNE_3
#define TUNE_3 12
template <typename T> struct Wrap5 {
    T v;
    __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap6(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder7 {
    W<int> a;
    W<float> b;
    __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers8(int x) {
    Wrap5<int> w{x};
    Holder7<Wrap5> h{{x}, {1.5f}};
    return unwrap6(w) + unwrap6<Wrap5, int>(w) + static_cast<int>(h.both());
}
__device__ double d_fold9[64] = {04131l, 19.875, 0x3Dul, 12};
struct Flags10 {
    unsigned short f0 : 3;
    unsigned : 0;
    signed int f1 : 8;
    int f2 : 6;
    unsigned : 2;
    short f3 : 6;
};
__host__ __device__ int pack11(int x) {
    Flags10 b{};
    b.f0 = static_cast<unsigned>(x) & 7u;
    b.f1 = 13;
    b.f2 = 11;
    b.f3 = 6;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}

__global__ void fold12_kernel(int stride13, int n14) {
    extern __shared__ float dyn_15[];
    int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx16;
    switch (layers8(TUNE_3)) {
    case 7:
        for (double cnt17 : d_fold9) {
            float flag18 = 0x2;
            (void)flag18;
            float off19 = 4.875F;
            (void)off19;
        }
        break;
    case CONFIG_4 + 7:
        break;
    case 0x3:
    case (0):
        break;
    default:
        break;
    }
}

int main() {
    int count20 = 0212;
    auto op23 = [=](int hi21, double r22) -> long {
        fold12_kernel<<<(count20 + 127) / 128, CONFIG_4 + (TUNE_3 + (CONFIG_4 + 240)), 0, nullptr>>>(((r22 != hi21) || (0x29 <= count20)) ? (hi21 + count20) : (30UL), 0x595 % pack11(hi21));
        r22 /= 1.125;
        return count20 + count20;
    };
    op23(count20, 2);
    int device24 = 0;
    cudaGetDevice(&device24);
    cudaDeviceProp prop25;
    cudaGetDeviceProperties(&prop25, device24);
    int sms26 = prop25.multiProcessorCount + prop25.warpSize;
    fold12_kernel<<<(count20 + 127) / 128, TUNE_3 + (CONFIG_4 + 0162), 0, nullptr>>>(pack11(count20) & sms26, static_cast<int>(TUNE_3));
    return 0;
}
