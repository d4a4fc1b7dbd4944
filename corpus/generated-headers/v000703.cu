// cudagen 0.2 seed 703 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,default_args,main,constant_array,constexpr_var,local_array,do_while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,union,bit_field,multiple_inheritance,virtual_inheritance,virtual_function,explicit_specialization,if_constexpr,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <numeric>

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b
struct Root5 {
    int v = 4;
    __host__ __device__ virtual int get() const { return v; }
    __host__ __device__ virtual ~Root5() {}
};
struct Left6 : virtual Root5 {
    __host__ __device__ int get() const override { return v + 1; }
};
struct Right7 : virtual public Root5 {
    int r = 1;
};
struct Join8 : Left6, Right7 {};
__host__ __device__ int dispatch4(int x) {
    Join8 j;
    j.v = x;
    const Root5 &t = j;
    return t.get() + j.r;
}

__device__ __noinline__ int clamp9(int count10, unsigned char* dst11, unsigned beta12) {
    float lo13[2]{3.625f, 5.0F};
    (void)lo13;
    if ((beta12 < dst11[threadIdx.x]) || (count10 < 13)) {
        goto done15;
    }
    if constexpr (sizeof(void *) == 4) {
        constexpr bool lim14 = true;
        (void)lim14;
    }
done15:;
    return blockDim.y;
}
struct Flags16 {
    short f0 : 8;
    short f1 : 4;
    unsigned short f2 : 7;
    unsigned short f3 : 8;
    unsigned f4 : 4;
    unsigned : 0;
    bool on : 1;
};
__host__ __device__ int pack17(int x) {
    Flags16 b{};
    b.f0 = 29;
    b.f1 = 3;
    b.f2 = static_cast<unsigned>(x) & 127u;
    b.f3 = 17;
    b.f4 = static_cast<unsigned>(x) & 15u;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4) + (b.on ? 1 : 0);
}

__global__ void __launch_bounds__(0x1 << 6) apply18_kernel(const int* coef19) {
    unsigned tid20 = threadIdx.x;
    (void)tid20;
    int x21[7]{static_cast<int>(threadIdx.x), 0x4, 8, 1, static_cast<int>(-0xdl), 33ULL, 4};
    int res22 = x21[blockDim.x] * (40 + (coef19[4] + CAT_3(tid, 20)));
    (void)res22;
    int diff23 = -2986;
    (void)diff23;
}
__constant__ float c_trace24[2] = {18.125F, 11.625f};
template <typename T, typename U> struct Pick25 { static constexpr int value = 1; };
template <> struct Pick25<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag26(T) { return 0; }
template <> __host__ __device__ int tag26<float>(float) { return 1; }
template <> __host__ __device__ int tag26(double) { return 2; }
__host__ __device__ int specialized28(int x) {
    return x + Pick25<char, long>::value + Pick25<float, double>::value + tag26(1.0f) + tag26(x) + tag26(2.0);
}
union Bits29 {
    int i;
    float f;
    unsigned char bytes[4];
    __host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use30(int x) {
    Bits29 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[0]) + static_cast<int>(v.i) + v.low();
}

inline unsigned int check_fold31(const int* src32, size_t* dst33, int count34 = 53) {
    int pass35 = 0;
    if (((*dst33) >= (*src32)) && ((*dst33) <= CAT_3(pass, 35))) {
        goto out39;
    }
    do {
        unsigned idx36 = 17 * (CAT_3(pass, 35) << CAT_3(count, 34));
        constexpr short x37 = 3 * 10;
        unsigned v38 = (sizeof(int) << idx36) << (((unsigned char)x37) | (idx36 + ' '));
        (void)v38;
        ++pass35;
    } while (pass35 < 16);
out39:;
    return SQR_1(CAT_3(count, 34));
}

int main() {
    int size40 = 0x6EA;
    bool f41 = ((size40 ? 34 : 54) % size40) == size40;
    (void)f41;
    cudaError_t err42 = cudaPeekAtLastError();
    int ok43 = err42 == cudaSuccess ? 1 : 0;
    (void)ok43;
    size40 %= 3u;
    apply18_kernel<<<2, (256), sizeof(double) * 256>>>(nullptr);
    return 0x0;
}
