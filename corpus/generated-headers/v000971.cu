// cudagen 0.2 seed 971 valid headers
// features: kernel,launch,launch_shared_mem,main,shared_var,extern_shared,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,alias_template,variable_template
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <tuple>

#define NUM_ITERS_1 32
#define BLOCK_SIZE_2 4
#define TILE_DIM_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
struct Part6 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 1; }
};
struct Base7 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 1; }
};
struct Mixed5 : public Part6, Base7 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix8(int x) {
    Mixed5 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Part6 &b = d;
    return d.sum() + b.get0();
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
template <typename T> constexpr T kScale13 = T(7);
template <typename T> constexpr int kSize14 = static_cast<int>(sizeof(T)) * 2;
__device__ int aliased9(int x) {
    Ptr10<int> p = &x;
    Same12<int> d{x, 4};
    return x + *p + d.a + d.b + kSize14<double> + static_cast<int>(kScale13<float>);
}

__global__ void norm15_kernel(const int *input16, float *buf17, const unsigned short *src18, float *data19) {
    extern __shared__ int dyn_20[];
    bool h21 = input16[4];
    (void)h21;
    float diff22 = 20.25F * (*data19);
    (void)diff22;
    buf17[0b11] = kSize14<char>;
    dyn_20[0x3] = 21 + dyn_20[6];
    __shared__ double sh_23;
    (void)sh_23;
}
template <typename T> using Ptr25 = T *;
template <typename A, typename B> struct Duo26 { A a; B b; };
template <typename T> using Same27 = Duo26<T, T>;
template <typename T> constexpr T kScale28 = T(7);
template <typename T> constexpr int kSize29 = static_cast<int>(sizeof(T)) * 4;
__device__ int aliased24(int x) {
    Ptr25<int> p = &x;
    Same27<int> d{x, 8};
    return x + *p + d.a + d.b + kSize29<double> + static_cast<int>(kScale28<float>);
}
struct Root31 {
    int v = 8;
    __host__ __device__ virtual int get() const { return v; }
    __host__ __device__ virtual ~Root31() {}
};
struct Left32 : virtual Root31 {
    __host__ __device__ int get() const override { return v + 1; }
};
struct Right33 : virtual public Root31 {
    int r = 3;
};
struct Join34 : Left32, Right33 {};
__host__ __device__ int dispatch30(int x) {
    Join34 j;
    j.v = x;
    const Root31 &t = j;
    return t.get() + j.r;
}

int main() {
    int count35 = 1437;
    const char *u36 = R"(raw \n text)";
    (void)u36;
    norm15_kernel<<<(count35 + 255) / 0x100, (32), sizeof(float) * 0x80>>>(&count35, (float*)nullptr, (const unsigned short*)nullptr, nullptr);
    norm15_kernel<<<(kSize29<int> + 16), (256)>>>(&count35, nullptr, nullptr, nullptr);
    return 0;
}
