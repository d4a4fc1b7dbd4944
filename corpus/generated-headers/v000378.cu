// cudagen 0.2 seed 378 valid headers
// features: kernel,kernel_static,kernel_extern_c,launch,builtin_vars,main,constant_array,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,for,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,macro_statement,pp_ifdef,nested_class,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <utility>
#include <tuple>
#include <cuda_fp16.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 20
#endif
struct Tree8 {
    using value_type = unsigned;
    enum Kind { Small, Large };
    struct Item {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(7); }
    };
    Item first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ unsigned walk9(int x) {
    using value_type = Tree8::value_type;
    Tree8::Item e{static_cast<value_type>(x)};
    Tree8 t{e, e};
    return t.total();
}
__constant__ int c_warp10[2] = {-48, 62};
struct Sized11 { __host__ __device__ int size() const { return 5; } };
template <typename T> __host__ __device__ auto sizeOf12(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf12(const T &, long) { return 1; }
__host__ __device__ int probe13(int x) {
    Sized11 s{};
    return sizeOf12(s, 0) + sizeOf12(x, 0);
}
static constexpr unsigned int DEPTH14 = (4 * 16);

static __global__ void decay15_kernel(int len16, float b17, float* acc18) {
    int gid19 = threadIdx.x;
    len16 = MIN2_2(floorf(len16), MIN2_2(gid19, DEPTH14) * 27L);
    const double tmp20 = c_warp10[1] - expf(b17);
    (void)tmp20;
    unsigned char stride21 = fabsf((len16 += 0, 18.375f));
    (void)stride21;
}

extern "C" {
__global__ void update22_kernel(int count23) {
    extern __shared__ float dyn_24[];
    unsigned int gid25 = threadIdx.x;
    if (gid25 >= count23) {
        return;
    }
    auto val26 = count23;
    if (threadIdx.x > (count23 + c_warp10[count23 & 1])) {
        SWAP_3(int, count23, val26);
        for (int n27 = 0, j28 = (9); n27 < j28; (++n27, (--j28))) {
            dyn_24[2]--;
        }
    }
    if (blockIdx.x) {
        return;
    }
}
}

int main() {
    int size29 = 379;
    double val30 = (TUNE_7);
    (void)val30;
    decay15_kernel<<<4, 1 << 6>>>((9 ^ size29) + (size29 + sizeof(unsigned short)), 17.75F, nullptr);
    update22_kernel<<<(size29 + 63) / 64, 1 << 9>>>(cosf(fabsf(size29)));
    return 0;
}
