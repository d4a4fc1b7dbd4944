// cudagen 0.2 seed 711 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,default_args,main,device_array,constexpr_var,const_local,enum,if,for,range_for,do_while,ternary,comparison,incdec,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_functional,sizeof,macro_function,macro_statement,pp_ifdef,multiple_inheritance,virtual_inheritance,virtual_function,nttp_pointer,explicit_specialization,if_constexpr,type_traits,structured_binding,hdr_cmath
#include <cuda_runtime.h>
#include <utility>
#include <cuda_fp16.h>

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 18
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Root10 {
    int v = 4;
    virtual int get() const { return v; }
    virtual ~Root10() {}
};
struct Left11 : virtual Root10 {
    int get() const override { return v + 1; }
};
struct Right12 : virtual public Root10 {
    int r = 3;
};
struct Join13 : Left11, Right12 {};
int dispatch9(int x) {
    Join13 j;
    j.v = x;
    const Root10 &t = j;
    return t.get() + j.r;
}
enum Op14 { ADD15, RED16, FAST17, BUSY18 };
__device__ int d_scatter19[8];
template <typename T> struct IsReal21 { static constexpr bool value = false; };
template <> struct IsReal21<float> { static constexpr bool value = true; };
template <> struct IsReal21<double> { static constexpr bool value = true; };
template <typename T>
int classify20(T v) {
    if constexpr (IsReal21<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
struct Pt23 { int a; int b; float w; };
template <int Pt23::*M> __host__ __device__ int field24(const Pt23 &p) { return p.*M; }
__host__ __device__ int indirect22(int x) {
    Pt23 p{x, 7, 1.0f};
    return field24<&Pt23::a>(p) + field24<&Pt23::b>(p);
}
struct Split25 {
    int first;
    int second;
};
__host__ __device__ Split25 make26(int x) { return Split25{x, x}; }
__host__ __device__ int unpack27(int x) {
    auto [a, b] = make26(x);
    int arr[3] = {x, 1, 2};
    auto &[p, q, r] = arr;
    Split25 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void probe28(int len29, double q30) {
    if (MOD8_2(d_scatter19[len29]) > sizeof(int)) {
        return;
    }
    Op14 f31 = FAST17;
    int pass32 = 0;
    do {
        for (auto &off33 : d_scatter19) {
            ceilf((+f31) * double(14.625));
            if (len29 != 0x27) {
                break;
            }
        }
        expf(len29);
        ++pass32;
    } while (pass32 < (FAST17 + FAST17));
}

__host__ double sweep34(float alpha35 = 14) {
    double lo36 = 032u;
    probe28<<<dim3(16 * FAST17, (0x80), 0400), (TUNE_7 + (TUNE_7 + (RED16 + 0x35))) * (FAST17 + 6), sizeof(float) * 0100, 0>>>(45 / (lo36 * lo36), SQR_1(indirect22(alpha35)));
    ACCUM_3(lo36, (alpha35));
    for (int n37 = 0x3; n37 > 0x0; --n37) {
        const float r38 = cosf((double)lo36) / ((fminf(-19.25F, 0x2fl) != 63ul) ? SQR_1(n37) : double(lo36));
        (void)r38;
        lo36 = TUNE_7;
        probe28<<<dim3(2 * 4, RED16 + (FAST17 + (FAST17 + (FAST17 + 121)))), 0x20, sizeof(float) * 128, nullptr>>>(SQR_1(alpha35), 0x11);
    }
    return sqrtf(((alpha35 - lo36) < 0x8ul) ? lo36 : 12.375f);
}

int main() {
    int n39 = 936;
    int lim40 = n39 + BUSY18;
    ++lim40;
    return 0;
}
