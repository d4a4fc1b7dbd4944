// cudagen 0.2 seed 533 valid headers
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,grid_stride_loop,host_function,default_args,main,shared_var,shared_2d,static_shared,if,if_init,for,pragma_unroll,bitwise,shift,logical,comparison,comma,call,lit_int_binary,lit_int_suffix,lit_float,cast_c,macro_paste,macro_statement,conversion_operator,nttp_enum,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Celsius4 {
    double v;
    __device__ operator double() const { return v; }
    __device__ explicit operator bool() const { return v > 0; }
};
__device__ double convert5(double x) {
    Celsius4 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
enum class Mode6 { Add, Mul };
template <Mode6 O = Mode6::Add>
__device__ int apply7(int a, int b) {
    if constexpr (O == Mode6::Add) {
        return a + b;
    } else {
        return a * b;
    }
}
__device__ int policy8(int x) {
    return apply7<Mode6::Add>(x, 8) + apply7<Mode6::Mul>(x, 7) + apply7<>(x, x);
}

static __global__ void __launch_bounds__(32 * 16) tally9_kernel(int lane10, double beta11, size_t beta12) {
    int i13 = threadIdx.x;
    if (i13 >= lane10) {
        return;
    }
    #pragma unroll
    for (int n14 = (blockIdx.x * blockDim.x) + threadIdx.x; n14 < 2; n14 += blockDim.x * gridDim.x) {
        #pragma unroll
        for (int j15 = 0, j16 = (14); j15 < j16; (++j15, (--j16))) {
            if (!((CAT_2(j, 16) << CAT_2(i, 13)) <= 24l)) {
                policy8(63U);
                float cnt17 = 0b1000;
                (void)cnt17;
            }
            static __shared__ int sh_18[14][16];
            (void)sh_18;
        }
    }
}

unsigned long host_scatter19(long long b20, int count21 = 16) {
    b20 = 210U;
    tally9_kernel<<<(32), (128)>>>((float)(0b110010ul << CAT_2(count, 21)), (long)count21, ceilf(15.375F * b20));
    return b20 << (((unsigned char)48) * CAT_2(count, 21));
}

int main() {
    int size22 = 473;
    tally9_kernel<<<(size22 + 127) / 128, 512>>>(56, host_scatter19(-14) | (34L * size22), CAT_2(size, 22));
    size22 = size22;
    if (int lo23 = (size22); fminf(host_scatter19(24UL, size22), size22 + CAT_2(size, 22)) == 30) {
        unsigned tmp24 = floorf(CAT_2(size, 22));
        tmp24 = 42 + ((float)tmp24);
    }
    return 0;
}
