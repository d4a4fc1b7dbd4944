// cudagen 0.2 seed 489 valid headers
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,static_host_function,default_args,main,device_array,constexpr_var,local_array,enum,for,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_bool,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,macro_object,macro_paste,macro_statement,multiple_inheritance,if_constexpr,extended_lambda,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>

#define CHUNK_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

extern "C" {
__device__ __forceinline__ float pivot14(float beta15, int stride16)
{
    beta15 -= (CHUNK_1 - beta15) * (50 + stride16) * CHUNK_1;
    unsigned sum17[6] = {0x5l, 'a', 11U, 7U, 55};
    for (int it18 = 0; it18 < stride16; it18++) {
        beta15 = (stride16 += 41, threadIdx.y) * 18.75F;
    }
    beta15++;
    beta15 = int((stride16 + stride16) >> (sum17[stride16] + 1'939ull));
    return 0x2dlu << blockIdx.x;
}

__global__ void blend7_kernel(int* __restrict__ data8, const float* input9, int stride10)
{
    data8[stride10]--;
    data8[blockDim.z]++;
    unsigned long long cnt11 = CHUNK_1 ^ (blockIdx.x ^ ((threadIdx.x <= 52) ? 48UL : 026ul));
    for (int j12 = 0; j12 < stride10; ++j12) {
        data8[cnt11] %= CAT_5(j, 12);
        int w13 = 14;
        (void)w13;
        data8[warpSize] = cnt11;
    }
}
}
static_assert(9 == 9);
enum Axis19 { GREEN20, GREEN21 = 5, BUSY22 = 8, IDLE23 };

static unsigned int host_drift24(int n25, bool alpha26 = true)
{
    auto lam27 = [=] __host__ __device__ (int v) { return v * 9 + n25; };
    applyEach6<<<1, 32>>>(lam27, nullptr, n25);
    int m28 = lam27(n25);
    for (int j29 = n25; j29 > 0; --j29) {
        m28 = (alpha26 == (alpha26 % 0x27)) ? CAT_5(j, 29) : static_cast<float>(+j29);
        (m28--, (m28 ^= 61 + ((alpha26 ? n25 : '#') + (m28 * 48))));
    }
    return ((CHUNK_1 < (alpha26 - CHUNK_1)) ? alpha26 : (CAT_5(n, 25) + alpha26)) + m28;
}
__device__ float d_march30[4];
struct Part32 {
    int m0;
    __device__ int get0() const { return m0 * 1; }
};
struct Part33 {
    int m1;
    __device__ int get1() const { return m1 * 1; }
};
struct Base34 {
    int m2;
    __device__ int get2() const { return m2 * 1; }
};
struct Combo31 : public Part32, Part33, Base34 {
    int own;
    __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__device__ int mix35(int x) {
    Combo31 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    const Part32 &b = d;
    return d.sum() + b.get0();
}

static float run_split36(int lane37, signed char p38 = 24)
{
    (--p38, (lane37 = 03044u));
    blend7_kernel<<<(4), 1 << 5, sizeof(float) * 32>>>(static_cast<int*>(nullptr), static_cast<const float*>(nullptr), 5);
    int *d_buf39 = nullptr;
    cudaMalloc(&d_buf39, static_cast<size_t>(lane37) * sizeof(int));
    cudaMemset(d_buf39, 0, static_cast<size_t>(lane37) * sizeof(int));
    int h_buf40[4] = {};
    cudaMemcpy(h_buf40, d_buf39, sizeof(h_buf40), cudaMemcpyDeviceToHost);
    if (h_buf40[lane37 & 3] > (p38 % h_buf40[0])) {
        goto skip41;
    }
    p38 = *d_buf39;
    blend7_kernel<<<dim3(256), (IDLE23 + (IDLE23 + (BUSY22 + (BUSY22 + 94)))), sizeof(float) * 128>>>(static_cast<int*>(nullptr), reinterpret_cast<const float*>(d_buf39), GREEN20);
    if constexpr (sizeof(long) == 4) {
    } else {
    }
skip41:;
    return ((lane37 == lane37) ? (p38 * sizeof(int)) : ((d_buf39[5] & 1) ? 61 : 0.0f)) * p38;
}

int main()
{
    int size42 = 525;
    for (int i43 = 0; i43 < 9; i43++) {
        size42 &= 0l + size42;
        Axis19 h44 = BUSY22;
        (void)h44;
    }
    return 0x0;
}
