// cudagen 0.2 seed 746 valid headers
// features: restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,device_template_function,host_function,main,shared_var,local_array,struct,class_private,if,goto,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,template_template_param,if_constexpr,cluster_dims,hdr_cmath
// nvcc: --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
float norm4(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
class Sample5 {
    unsigned flag6;
public:
    __host__ __device__ Sample5(unsigned int a7) : flag6(a7) {}
    __host__ __device__ void bump8(int acc9) {
        if (43 >= acc9) {
            return;
        }
    }
};
__global__ void __cluster_dims__(2, 1, 1) clustered10(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
static __device__ int clamp11(double beta12, long long *__restrict__ out13, Sample5 a14) {
    long long r15 = (63 % out13[5]) + 6 + ceilf(ceilf(out13[2]));
    Sample5 v16(out13[r15]);
    (void)v16;
    int mid17 = out13[r15 & 7] % LOW_BITS_2(out13[r15 & 7]);
    return LOW_BITS_2(mid17);
}
template <typename T> struct Wrap18 {
    T v;
    __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap19(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder20 {
    W<int> a;
    W<float> b;
    __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers21(int x) {
    Wrap18<int> w{x};
    Holder20<Wrap18> h{{x}, {1.5f}};
    return unwrap19(w) + unwrap19<Wrap18, int>(w) + static_cast<int>(h.both());
}
__device__ __forceinline__ unsigned int decay22(int lane23) {
    Sample5 cnt24(51 * lane23);
    cnt24 = cnt24;
    int idx25 = 20UL;
    return (clamp11(idx25, nullptr, Sample5(idx25)));
}
template <typename T>
__device__ void probe26(const T *__restrict__ in27) {
    __shared__ float sh_28;
    (void)sh_28;
    double lo29 = 16.875;
    if (layers21(9) < 30) {
        goto done30;
    }
    if (27 < lo29) {
        return;
    }
done30:;
}
inline int host_split31(const float *__restrict__ coef32, float alpha33) {
    if (fmaxf(20, *coef32) == 39) {
        goto done35;
    }
    alpha33 *= 55;
    if ((52u / coef32[0]) == coef32[7]) {
        if constexpr (sizeof(void *) == 8) {
            unsigned long long mid34 = 40;
            (void)mid34;
        } else {
        }
    }
done35:;
    return ceilf(MAX2_1(coef32[4], 15) + MAX2_1(*coef32, coef32[4]));
}
int main() {
    int size36 = 2621;
    clustered10<<<256, 128, sizeof(float) * 64, nullptr>>>((int*)nullptr, (size36 - 17L) ^ host_split31((const float*)nullptr, -1));
    float m37[8] = {};
    clustered10<<<4, (512)>>>(&size36, MAX2_1(m37[6], size36) * m37[size36]);
    host_split31(m37, 11.0f);
    m37[size36] -= fabsf(16.125f * (m37[3] * 64));
    return 0;
}
