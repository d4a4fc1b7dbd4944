// cudagen 0.2 seed 646 valid headers
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,constexpr_function,main,shared_var,if,do_while,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_c,sizeof,call_operator,nttp_integral,explicit_specialization,if_constexpr,type_traits
#include <cuda_runtime.h>
#include <cstdio>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void count2(unsigned char a3, float* out4, int len5, const float* input6) {
    a3 = 255;
    unsigned e7 = out4[len5];
    int y8 = (14 + out4[a3]) - e7;
    (void)y8;
}

constexpr __host__ __device__ int norm9(int n10) {
    float u11 = -n10;
    (void)u11;
    return -49;
}
template <typename T> struct IsReal13 { static constexpr bool value = false; };
template <> struct IsReal13<float> { static constexpr bool value = true; };
template <> struct IsReal13<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify12(T v) {
    if constexpr (IsReal13<T>::value) {
        return static_cast<int>(v * 4);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T, unsigned N>
struct Fixed14 {
    T data[N];
    T sum() const {
        T s = T();
        for (unsigned i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> T scaleBy15(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip16(int v) { return Neg ? -v : v; }
template <char C, long long L = 61LL> int charTag17() { return static_cast<int>(C) + static_cast<int>(L); }
int fixed18(int x) {
    Fixed14<int, 5u> a{};
    a.data[0] = x;
    return a.sum() + scaleBy15<6>(x) + static_cast<int>(flip16<false>(x) + charTag17<'0'>());
}

__device__ int gather19(int lane20, float* data21, int n22) {
    data21[lane20]++;
    int iter23 = 0;
    do {
        data21[2] = 0x8 * (lane20 / iter23);
        if (n22) {
            return *data21;
        }
        __shared__ int sh_24[64];
        (void)sh_24;
        ++iter23;
    } while (iter23 < n22);
    return data21[n22];
}

extern "C" __global__ void bump25_kernel(float* dst26, float alpha27, const long* in28, int n29) {
    unsigned int acc30 = +in28[0b10];
    (void)acc30;
    __shared__ int sh_31[16];
    (void)sh_31;
}
struct Clamp32 {
    int k;
    int operator()(int v) const { return v * k; }
};
int call33(int x) {
    Clamp32 fn{5};
    return fn(x) + fn.operator()(1);
}

int main() {
    int count34 = 2328;
    count34 = (count34);
    ++count34;
    if ((count34 >= 43) && (count34 <= count34)) {
        return 51;
    }
    count2<<<(count34 + 127) / 128, sizeof(float) * 16>>>(0x30, (float*)nullptr, 5 / ((unsigned char)count34), nullptr);
    bump25_kernel<<<dim3((count34 + 0x3F) / 64, (count34 + 0x7F) / 128, (count34 + 31) / 32), dim3(0x4 * 2, 1, sizeof(int)), sizeof(int) * 64, nullptr>>>(nullptr, (count34 - count34) * count34, (const long*)nullptr, 47);
    return 0;
}
