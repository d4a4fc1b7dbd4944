// cudagen 0.2 seed 870 valid headers
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,auto_var,if,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,partial_specialization,ctad,if_constexpr,sfinae,rdc_extern_device_var
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>
#include <utility>

__global__ void rank1(double* dst2, int count3, const float* input4, const unsigned int* in5) {
    if constexpr (sizeof(double) == 8) {
        auto flag6 = (double)(+(dst2[0x3] += 2103U, (-13.0)));
        (void)flag6;
        if ((count3 < count3) && (in5[4] != count3)) {
            return;
        }
    } else {
        int cnt7 = -(0x25UL + dst2[0x7]);
        (void)cnt7;
    }
    double f8 = +(((in5[3] - 2'036) >= input4[count3]) ? (*dst2) : (14.75 - count3));
    (void)f8;
    unsigned long res9 = ((in5[count3] - count3) + sizeof(int)) * in5[count3];
    (void)res9;
}
extern __device__ int sharedCounter10;
extern __device__ float lookup11[4];
__device__ int bumpShared12(int x) {
    sharedCounter10 += x;
    return sharedCounter10 + static_cast<int>(lookup11[x & 3]);
}
struct Sized13 { int size() const { return 2; } };
template <typename T> auto sizeOf14(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf14(const T &, long) { return 1; }
template <typename...> struct MakeVoid15 { using type = void; };
template <typename T, typename = void> struct HasSize16 { static constexpr int value = 0; };
template <typename T> struct HasSize16<T, typename MakeVoid15<decltype(T().size())>::type> { static constexpr int value = 1; };
int probe17(int x) {
    Sized13 s{};
    return sizeOf14(s, 0) + sizeOf14(x, 0) + HasSize16<Sized13>::value + HasSize16<int>::value;
}

constexpr int check_pivot18(int lane19, double q20) {
    int x21 = ((047 * lane19) - q20) * (((lane19 >= lane19) && (lane19 != q20)) ? 12 : 2);
    return x21 - 9;
}
template <typename T> struct Keep22 {
    T v;
    __host__ __device__ Keep22(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin23 { A a; B b; };
__host__ __device__ int deduce25(int x) {
    Keep22 h(x);
    Keep22 g{4.5};
    return h.get() + static_cast<int>(g.get());
}

extern "C" __global__ void __launch_bounds__((32)) fold26(const float* coef27, int lane28, float* data29, double* dst30) {
    if ((((*data29) + coef27[lane28]) * (59l - (*data29))) >= lane28) {
        auto x31 = 63 + (coef27[7] - 9);
        ++x31;
        __shared__ double sh_32;
        (void)sh_32;
    }
}

int main() {
    int n33 = 0x14c;
    fold26<<<2, sizeof(unsigned int) * 32>>>((const float*)nullptr, (int)(0x1A * n33), (float*)nullptr, nullptr);
    int v34 = 63;
    n33 += n33;
    v34 += (n33 += 3458, ((v34 != 39) ? v34 : 4022));
    rank1<<<(n33 + 037) / 32, dim3(8 * 0x4, (v34 + 255) / 256), 0, (cudaStream_t)0>>>(nullptr, n33, nullptr, (const unsigned*)nullptr);
    return 0;
}
