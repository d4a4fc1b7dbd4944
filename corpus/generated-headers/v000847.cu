// cudagen 0.2 seed 847 valid headers
// features: kernel,launch,launch_dim3,host_function,main,constexpr_var,auto_var,if,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_object,macro_function,pp_undef,local_class,nttp_enum,partial_specialization,explicit_specialization,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <utility>

#define BLOCK_SIZE_1 64
#define TILE_DIM_2 (0x40)
#define WARPS_3 ((8))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef TILE_DIM_2
#define TILE_DIM_2 24
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick9 { static constexpr int value = 1; };
template <typename T> struct Pick9<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick9<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes11 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes11<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick9<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag10(T) { return 0; }
template <> __host__ __device__ int tag10<float>(float) { return 1; }
template <> __host__ __device__ int tag10(double) { return 2; }
__host__ __device__ int specialized12(int x) {
    Lanes11<int, 1> one{x};
    Lanes11<int, 3> three{{x, 1, 2}};
    return x + Pick9<char, long>::value + Pick9<int, int>::value + Pick9<float *, int>::value + Pick9<float, double>::value + tag10(1.0f) + tag10(x) + tag10(2.0) + one.first() + three.first();
}

__global__ void fuse13(float* buf14, const int* input15, int* out16, float* dst17) {
    auto q18 = MIN2_4(fabsf(out16[4]), -(WARPS_3 % (*input15)));
    (void)q18;
    dst17[4] = buf14[0x3];
    bool lo19 = specialized12(fmaxf(8, 21.75f) + sqrtf(*out16));
    (void)lo19;
}
enum class Mode20 { Add, Mul };
template <Mode20 O = Mode20::Add>
__device__ int apply21(int a, int b) {
    if constexpr (O == Mode20::Add) {
        return a + b;
    } else {
        return a * b;
    }
}
__device__ int policy22(int x) {
    return apply21<Mode20::Add>(x, 9) + apply21<Mode20::Mul>(x, 7) + apply21<>(x, x);
}

long long check_sweep23(int count24, long* data25, int stride26) {
    fuse13<<<4, (32)>>>(reinterpret_cast<float*>(data25), reinterpret_cast<const int*>(data25), reinterpret_cast<int*>(data25), reinterpret_cast<float*>(data25));
    fmaxf(5, -(0b11 / (*data25)));
    fuse13<<<32, dim3(4, 4 * 16, (count24 + 0b11111111) / 256)>>>(nullptr, nullptr, reinterpret_cast<int*>(data25), nullptr);
    if (data25 == nullptr) {
        fuse13<<<dim3((count24 + 0xff) / 256), WARPS_3 + 0x1f8>>>(reinterpret_cast<float*>(data25), static_cast<const int*>(nullptr), reinterpret_cast<int*>(data25), reinterpret_cast<float*>(data25));
    }
    fmaxf((specialized12(count24)), fminf(data25[stride26], data25[count24]) * sinf(stride26));
    return stride26;
}

int main() {
    int size27 = 2959;
    (size27++, (size27 = check_sweep23(size27, nullptr, size27) + (size27 * ceilf(-0b100101))));
    size27++;
    fuse13<<<0x4, dim3((4), (size27 + 31) / 0b100000, 040)>>>(nullptr, nullptr, nullptr, static_cast<float*>(nullptr));
    struct Local28 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local28 sum29{2};
    int y30 = sum29.add((size27 += 056, 0x11u));
    (void)y30;
    return 0x0;
}
