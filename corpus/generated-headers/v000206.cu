// cudagen 0.2 seed 206 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,const_local,if,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,macro_paste,pp_ifdef,pp_if,local_class,ctad,deduction_guide,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <type_traits>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 63
#endif

#if TUNE_5 > 88
#define CONFIG_6 5
#else
#define CONFIG_6 29
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct Keep8 {
    T v;
    Keep8(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin9 { A a; B b; };
template <typename A, typename B> Twin9(A, B) -> Twin9<A, B>;
template <typename T> struct View10 {
    const T *p;
    int n;
    View10(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View10(T *, int) -> View10<T>;
int deduce11(int x) {
    Keep8 h(x);
    Keep8 g{2.5};
    Twin9 d{x, 2.5f};
    View10 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void filter12(float* buf13, int count14)
{
    unsigned int idx15 = threadIdx.x;
    count14++;
    count14--;
    buf13[3] += gridDim.y;
    count14 %= idx15;
    struct Local16 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local16 res17{7};
    int lo18 = res17.add(idx15);
    (void)lo18;
}

__global__ void update19(int* dst20, unsigned b21, int* data22)
{
    int gid23 = threadIdx.x;
    (void)gid23;
    struct Local24 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local24 prod25{4};
    int k26 = prod25.add(TUNE_5);
    floorf(-7);
    float h27 = fminf(b21, 8LL);
    dst20[4] = ~(46UL | k26);
    h27 = ceilf(fabsf(11.5F) + 3);
}

__host__ void check_drift28(int len29)
{
    ++len29;
    update19<<<(len29 + 255) / 256, 512, 1024>>>((int*)nullptr, len29, &len29);
    if (!(len29 <= len29)) {
        return;
    }
    const int m30 = fminf(floorf(len29), len29);
    (void)m30;
}

int main()
{
    int size31 = 2369;
    size31 -= size31 - (size31 % 'a');
    size31 &= -33;
    int *d_buf32 = nullptr;
    cudaMalloc(&d_buf32, static_cast<size_t>(size31) * sizeof(int));
    cudaMemset(d_buf32, 0, static_cast<size_t>(size31) * sizeof(int));
    int h_buf33[4] = {};
    cudaMemcpy(h_buf33, d_buf32, sizeof(h_buf33), cudaMemcpyDeviceToHost);
    unsigned long sum34 = CONFIG_6 - (~d_buf32[size31]);
    filter12<<<2, 128 * 4>>>(reinterpret_cast<float*>(d_buf32), h_buf33[sum34]);
    sinf(11.875f);
    return 0;
}
