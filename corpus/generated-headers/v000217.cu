// cudagen 0.2 seed 217 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,main,shared_var,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,variadic_template,pack_expansion,exceptions
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cuda_fp16.h>

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ inline double fold6() { return 1.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold6(T first, Rest... rest) {
    return static_cast<double>(first) * fold6(rest...);
}
template <typename... Ts>
__host__ __device__ int count7(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread9(int x) {
    return static_cast<int>(fold6(x, 2.5f, 2u)) + count7(x, x, 1.0) + count7(static_cast<long>(x), 2);
}
struct Failure10 {
    int code;
};
int check12(int v) {
    if (v > 15) {
        throw Failure10{v};
    }
    return v;
}
int guarded11(int x) noexcept {
    try {
        return check12(x);
    } catch (const Failure10 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

static __global__ void __launch_bounds__(1024) trace13(const int *in14, double p15, int stride16, float *__restrict__ data17) {
    (stride16--, (stride16 -= HALF_1(stride16)));
    __shared__ unsigned int sh_18;
    stride16 = ~((*in14) >> (5 + sh_18));
    if (sh_18 >= p15) {
        return;
    }
}

int main() {
    int count19 = 3730;
    size_t sum20(count19);
    for (int n21 = 0, j22 = count19; n21 < j22; (++n21, (--j22))) {
        trace13<<<dim3((sum20 + 127) / 128), 1 << 7>>>((const int*)nullptr, 6.375f, sizeof(int) + n21, (float*)nullptr);
        int f23 = (2457ll / count19) * 669u;
        if (0b111000 >= f23) {
            continue;
        }
    }
    return 0;
}
