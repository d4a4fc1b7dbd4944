// cudagen 0.2 seed 381 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,builtin_vars,main,shared_var,extern_shared,if,goto,comparison,incdec,comma,pointer_arith,array_index,call,lit_nullptr,cast_c,macro_object,macro_statement,ctad,deduction_guide,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <utility>
#include <cooperative_groups.h>

#define TILE_DIM_1 8
#define NUM_ITERS_2 5
#define WARPS_3 16
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct Keep8 {
    T v;
    __host__ __device__ Keep8(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin9 { A a; B b; };
template <typename A, typename B> Twin9(A, B) -> Twin9<A, B>;
template <typename T> struct View10 {
    const T *p;
    int n;
    __host__ __device__ View10(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View10(T *, int) -> View10<T>;
__host__ __device__ int deduce11(int x) {
    Keep8 h(x);
    Keep8 g{1.5};
    Twin9 d{x, 2.5f};
    View10 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

static __global__ void __maxnreg__(128) norm12_kernel(char *__restrict__ acc13)
{
    extern __shared__ int dyn_14[];
    unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    deduce11(sinf(dyn_14[threadIdx.x]));
    if (!acc13) {
        if (acc13 != nullptr) {
            return;
        }
    }
    int cnt16 = i15;
    if ((cnt16 + i15) <= blockDim.y) {
        goto out17;
    }
    (cnt16--, (cnt16 = cnt16));
out17:;
}

int main()
{
    int size18 = 3115;
    (void)size18;
    cudaError_t err19 = cudaPeekAtLastError();
    int ok20 = err19 == cudaSuccess ? 1 : 0;
    (void)ok20;
    cudaStream_t stream21;
    cudaStreamCreate(&stream21);
    cudaStreamSynchronize(stream21);
    norm12_kernel<<<NUM_ITERS_2 + 59, 32>>>((char*)nullptr);
    return 0;
}
