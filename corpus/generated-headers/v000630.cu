// cudagen 0.2 seed 630 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,if,for,while,do_while,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_nullptr,cast_reinterpret,sizeof,macro_statement,pp_ifdef,multiple_inheritance,alias_template,variable_template,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 45
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Base7 {
    int m0;
    __device__ int get0() const { return m0 * 2; }
};
struct Base8 {
    int m1;
    __device__ int get1() const { return m1 * 1; }
};
struct Trait9 {
    int m2;
    __device__ int get2() const { return m2 * 5; }
};
struct Combo6 : public Base7, Base8, Trait9 {
    int own;
    __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__device__ int mix10(int x) {
    Combo6 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    const Base7 &b = d;
    return d.sum() + b.get0();
}
template <typename T> using Ptr12 = T *;
template <typename A, typename B> struct Duo13 { A a; B b; };
template <typename T> using Same14 = Duo13<T, T>;
template <typename T> constexpr T kScale15 = T(6);
template <typename T> constexpr int kSize16 = static_cast<int>(sizeof(T)) * 2;
int aliased11(int x) {
    Ptr12<int> p = &x;
    Same14<int> d{x, 1};
    return x + *p + d.a + d.b + kSize16<double> + static_cast<int>(kScale15<float>);
}

static __global__ void spread17_kernel(char *dst18)
{
    extern __shared__ unsigned int dyn_19[];
    int pass20 = 0;
    while (pass20 < pass20) {
        for (int j21 = 0; j21 < (3 * 2); ++j21) {
            int pass22 = 0;
            do {
                if (threadIdx.x <= pass20)
                    return;
                ++pass22;
            } while ((pass22 < 7) && ((!dst18) || (warpSize < threadIdx.z)));
            ACCUM_1(dyn_19[2], (dst18[0b10]));
            int mid23 = kSize16<char>;
            (void)mid23;
        }
        ++pass20;
    }
}

int main()
{
    int n24 = 01747;
    int *d_buf25 = nullptr;
    cudaMalloc(&d_buf25, static_cast<size_t>(n24) * sizeof(int));
    cudaMemset(d_buf25, 0, static_cast<size_t>(n24) * sizeof(int));
    int h_buf26[4] = {};
    cudaMemcpy(h_buf26, d_buf25, sizeof(h_buf26), cudaMemcpyDeviceToHost);
    spread17_kernel<<<256, (kSize16<int> + (kSize16<char> + (kSize16<int> + (kSize16<int> + (kSize16<int> + 478))))), sizeof(double) * 32>>>(nullptr);
    return 0;
}
