// cudagen 0.2 seed 856 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constant_array,shared_var,host_global,constexpr_var,if,for,goto,bitwise,shift,comparison,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,cast_static,macro_object,macro_function,macro_paste,multiple_inheritance,nttp_reference,alias_template,variable_template,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <utility>

#define RADIUS_1 32
#define TILE_DIM_2 3
#define TILE_DIM_3 (5)
#define SQR_4(x) ((x) * (x))
#define MOD8_5(x) ((x) % 8)
#define CAT_6(a, b) a##b
extern __device__ int sharedCounter7;
extern __device__ float lookup8[4];
__device__ int bumpShared9(int x) {
    sharedCounter7 += x;
    return sharedCounter7 + static_cast<int>(lookup8[x & 3]);
}
__constant__ unsigned short c_reduce10[4] = {51, 1011, 1, 4l};
template <typename T> using Ptr12 = T *;
template <typename A, typename B> struct Duo13 { A a; B b; };
template <typename T> using Same14 = Duo13<T, T>;
template <typename T> constexpr T kScale15 = T(4);
template <typename T> constexpr int kSize16 = static_cast<int>(sizeof(T)) * 4;
int aliased11(int x) {
    Ptr12<int> p = &x;
    Same14<int> d{x, 2};
    return x + *p + d.a + d.b + kSize16<double> + static_cast<int>(kScale15<float>);
}
struct Part18 {
    int m0;
    int get0() const { return m0 * 1; }
};
struct Trait19 {
    int m1;
    int get1() const { return m1 * 1; }
};
struct Mixed17 : public Part18, Trait19 {
    int own;
    int sum() const { return get0() + get1() + own; }
};
int mix20(int x) {
    Mixed17 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}
const char* g_gather21 = "kernel\n" "_tail";
__device__ int counter22;
template <int &R> __device__ int bump23(int x) {
    R += x;
    return R;
}
__device__ int tally24(int x) { return bump23<counter22>(x); }

__global__ void step25(int stride26)
{
    int gid27 = threadIdx.x;
    if (gid27 >= stride26)
        return;
    float z28 = (+sqrtf(lookup8[blockDim.x])) + (static_cast<int>(430) / static_cast<float>(blockDim.x));
    __shared__ int sh_29;
    (void)sh_29;
    if (bumpShared9(TILE_DIM_3) >= kSize16<char>) {
        goto done30;
    }
    sharedCounter7 = blockIdx.y & tally24(kSize16<char> * z28);
done30:;
}

int main()
{
    int size31 = 1651;
    for (int n32 = 0; n32 < size31; n32++) {
        if (fminf(9.375f, g_gather21[0]) < kSize16<char>)
            continue;
        int e33{6};
        (void)e33;
        step25<<<dim3((TILE_DIM_2 + 1) * 16, (size31 + 63) / 64, (512)), 1 << 7, 1024>>>(MOD8_5(n32));
    }
    step25<<<dim3(0b10 * 2), 1 << (TILE_DIM_2 + 3)>>>((4873));
    step25<<<1 << 9, dim3((1), (8), (size31 + 63) / 64)>>>(kSize16<int>);
    return 0;
}
