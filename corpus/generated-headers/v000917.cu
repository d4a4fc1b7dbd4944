// cudagen 0.2 seed 917 valid headers
// features: kernel,launch,host_function,constexpr_function,main,shared_var,extern_shared,const_local,bitwise,shift,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,macro_paste,template_template_param,structured_binding,hdr_cmath,hdr_utility,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <utility>
#include <tuple>
#include <cuda_fp16.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ float halfMix3(float x) {
    __half a = __float2half(x);
    __half b = __float2half(1.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
__device__ float halfMix4(float x) {
    __half a = __float2half(x);
    __half b = __float2half(7.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
template <typename T> struct Wrap5 {
    T v;
    T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap6(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder7 {
    W<int> a;
    W<float> b;
    float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers8(int x) {
    Wrap5<int> w{x};
    Holder7<Wrap5> h{{x}, {1.5f}};
    return unwrap6(w) + unwrap6<Wrap5, int>(w) + static_cast<int>(h.both());
}
__global__ void blend9_kernel(const float* in10, int* acc11, int n12, int len13) {
    extern __shared__ int dyn_14[];
    const unsigned mid15 = 4U << n12;
    (void)mid15;
    ++(*acc11);
}
constexpr int check_march16(int lane17) {
    return 14L - ((lane17 ^ lane17) * 57);
}
int main() {
    int size18 = 2535;
    blend9_kernel<<<(size18 + 0xFF) / 256, 1 << 0x9>>>(nullptr, (int*)nullptr, sinf(0x15 | size18), (size18 += size18, 54UL) & CAT_1(size, 18));
    std::pair<int, float> pr19 = std::make_pair(size18, 1.5f);
    auto [acc20, m21] = pr19;
    (void)acc20;
    (void)m21;
    return 0;
}
