// cudagen 0.2 seed 166 valid headers
// features: kernel,launch,launch_dim3,host_function,static_host_function,main,constexpr_var,struct,operator_overload,if,do_while,switch,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_char,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_paste,macro_statement,pp_if,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,partial_specialization,if_constexpr,sfinae,exceptions,runtime_api
#include <cuda_runtime.h>
#include <cstdio>

#define RADIUS_1 256
#define NUM_ITERS_2 (4)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#if RADIUS_1 > 31
#define CONFIG_5 2
#else
#define CONFIG_5 9
#endif
#undef RADIUS_1
#define RADIUS_1 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
inline constexpr unsigned BLOCK7 = sizeof(float) * (1 << 2);

struct Node8 {
    float count9;
    int mass10;
    short w11;
    double lo12;
};

inline __host__ __device__ Node8 operator+(Node8 a, Node8 b)
{
    Node8 r = a;
    r.count9 += b.count9;
    r.mass10 += b.mass10;
    r.w11 += b.w11;
    r.lo12 += b.lo12;
    return r;
}
struct Root14 {
    int v = 4;
    virtual int get() const { return v; }
    virtual ~Root14() {}
};
struct Left15 : virtual Root14 {
    int get() const override { return v + 1; }
};
struct Right16 : virtual public Root14 {
    int r = 5;
};
struct Join17 : Left15, Right16 {};
int dispatch13(int x) {
    Join17 j;
    j.v = x;
    const Root14 &t = j;
    return t.get() + j.r;
}
struct Sized18 { int size() const { return 9; } };
template <typename T> auto sizeOf19(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf19(const T &, long) { return 1; }
template <typename...> struct MakeVoid20 { using type = void; };
template <typename T, typename = void> struct HasSize21 { static constexpr int value = 0; };
template <typename T> struct HasSize21<T, typename MakeVoid20<decltype(T().size())>::type> { static constexpr int value = 1; };
int probe22(int x) {
    Sized18 s{};
    return sizeOf19(s, 0) + sizeOf19(x, 0) + HasSize21<Sized18>::value + HasSize21<int>::value;
}

__global__ void lerp23(int n24, signed char* buf25)
{
    switch (buf25[1] - n24) {
    case 0:
        buf25[n24] ^= 0b100011;
        break;
    case CONFIG_5 + 1:
        (*buf25) = -59;
        break;
    }
}

static __host__ unsigned int host_bias26(unsigned short* buf27)
{
    if (buf27[1] == '#') {
        goto finish28;
    }
    if constexpr (sizeof(long) == 8) {
        (*buf27) *= buf27[4];
        lerp23<<<dim3(64 * (CONFIG_5 + 6), 256, sizeof(float) * 4), dim3(512, (CONFIG_5 + (CONFIG_5 + 034)) * CONFIG_5)>>>(55 / (buf27[4] + '0'), reinterpret_cast<signed char*>(buf27));
    } else {
        if (buf27 == nullptr) {
            return (18 << buf27[7]) * (buf27[4] += buf27[0], BLOCK7);
        }
    }
    buf27[4]--;
finish28:;
    return *buf27;
}

int main()
{
    int n29 = 2000;
    int iter30 = 0;
    do {
        if (n29 * BLOCK7) {
            return BLOCK7;
        }
        n29--;
        ++iter30;
    } while (iter30 < 10);
    cudaEvent_t start31, stop32;
    cudaEventCreate(&start31);
    cudaEventCreate(&stop32);
    cudaEventRecord(start31);
    cudaEventRecord(stop32);
    cudaEventSynchronize(stop32);
    float ms33 = 0.0f;
    cudaEventElapsedTime(&ms33, start31, stop32);
    cudaEventDestroy(start31);
    cudaEventDestroy(stop32);
    float val34 = CAT_4(ms, 33);
    (void)val34;
    try {
        if (n29 > 39) {
            throw 39;
        }
    } catch (int) {
    } catch (...) {
    }
    return 0;
}
