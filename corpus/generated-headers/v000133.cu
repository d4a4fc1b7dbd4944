// cudagen 0.2 seed 133 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,if,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement,template_template_param,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

void host_update4(float* data5) {
    cudaStream_t sum6 = nullptr;
    (void)sum6;
    (*data5) = data5[5];
    if (data5[1] == (*data5))
        return;
    float idx7 = ((long)sqrtf(-9.75f)) & (((*data5) += *data5, 16) - (data5[4] += 21.375f, 0b110110u));
    (void)idx7;
}
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

__global__ void scatter12_kernel(int n13, int n14, float* acc15) {
    float y16 = (-(n13 + n13)) ^ 30;
    n13 = 2156ul;
    y16 = *acc15;
    acc15[1] = n13;
    acc15[n14] = acc15[7];
    y16 = ceilf((18.125f));
}

int main() {
    int len17 = 708;
    scatter12_kernel<<<(len17 + 037) / 32, (256), 0, nullptr>>>(expf(static_cast<int>(len17)), (len17 != len17) ? static_cast<int>(45) : fminf(len17, len17), nullptr);
    len17--;
    float s18 = 14.875f;
    (void)s18;
    len17 = len17 ^ len17;
    len17++;
    return 0;
}
