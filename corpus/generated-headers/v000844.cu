// cudagen 0.2 seed 844 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,if,goto,logical,comparison,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,multiple_inheritance,constexpr_loop,memory_spaces
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <type_traits>

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 59
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ constexpr int tri8(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 1;
        }
    }
    return s;
}
constexpr int kSteps9 = tri8(3);
static_assert(tri8(3) == 6, "a constexpr loop");
__device__ int devTable10[4];
__constant__ float coeffs11[4] = {1.5f, 4.5f, 0.5f, 4.5f};
__managed__ int managedTotal12;
__global__ void everySpace13(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable10[i & 3] + managedTotal12;
    extra[i & 7] = coeffs11[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
struct Base15 {
    int m0;
    int get0() const { return m0 * 2; }
};
struct Part16 {
    int m1;
    int get1() const { return m1 * 4; }
};
struct Base17 {
    int m2;
    int get2() const { return m2 * 1; }
};
struct Blend14 : Base15, public Part16, public Base17 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix18(int x) {
    Blend14 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}

__global__ void bump19(int len20)
{
    int tid21 = threadIdx.x;
    (void)tid21;
    if (!(CAT_4(tid, 21) == 10U)) {
        goto out24;
    }
    if (managedTotal12) {
        unsigned char res22 = 46;
        (void)res22;
        int idx23 = sizeof(size_t) + coeffs11[managedTotal12] + devTable10[2];
        (void)idx23;
    }
out24:;
}

int main()
{
    int len25 = 3501;
    managedTotal12 = 0x3eU + len25;
    len25 = kSteps9 + (SQR_2(managedTotal12));
    everySpace13<<<kSteps9 + 2, 0400>>>(&managedTotal12);
    bump19<<<1, 512, sizeof(int) * 0x20>>>(17 + CAT_4(len, 25));
    return 0;
}
