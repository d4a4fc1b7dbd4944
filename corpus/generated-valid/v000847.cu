// cudagen 0.1 seed 847 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,builtin_vars,host_function,main,device_var,constant_var,host_global,constexpr_var,struct,class_private,operator_overload,anon_namespace,if,for,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

class Pixel7 {
    double y8;
public:
    __host__ __device__ Pixel7(double c9) : y8(c9) {}
    __host__ __device__ double get10() const {
        short z11 = y8;
        return 0.5;
    }
};
int g_sift12 = 18lu;

struct Vec13 {
    double y14;
    bool count15;
    unsigned y16;
};

inline __host__ __device__ Vec13 operator+(Vec13 a, Vec13 b) {
    Vec13 r = a;
    r.y14 += b.y14;
    r.y16 += b.y16;
    return r;
}
__constant__ int c_clamp17 = 2244;

template <typename T>
__global__ void __launch_bounds__(16 * 2) sift18_kernel(const T* src19) {
    int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((blockDim.y - 46) <= i20) {
        goto out22;
    }
    for (int j21 = c_clamp17; j21 > 0; --j21) {
        if (src19[5] == 24) {
            return;
        }
        if ((c_clamp17 == 57u) || (c_clamp17 != (*src19))) {
            return;
        }
    }
out22:;
}

namespace {
inline void blend23(int lane24, Pixel7 alpha25) {
    (--g_sift12, (lane24 = g_sift12));
    sift18_kernel<float><<<dim3(1 << 7), dim3((16), (g_sift12 + 127) / 128, (g_sift12 + 127) / 128)>>>(nullptr);
    for (int j26 = 0, j27 = lane24; j26 < j27; (++j26, (--j27))) {
        --g_sift12;
        lane24 = lane24 + (48);
    }
}

__global__ void __maxnreg__(64) split28_kernel(long a29, const int* coef30, const int* in31, Pixel7 q32) {
    int i33 = threadIdx.x;
    q32 = Pixel7(a29 + 1 + c_clamp17);
    if (((*in31) - 3) < c_clamp17) {
        return;
    }
}
__device__ double d_bias34;
} // namespace
static_assert((19 * 2) == 38, "tile must fit");

int run_mix35(int count36, unsigned short alpha37) {
    split28_kernel<<<(count36 + 255) / 256, (512)>>>(+static_cast<unsigned int>(alpha37), nullptr, (const int*)nullptr, Pixel7(CAT_6(alpha, 37) + alpha37));
    float res38(alpha37 + count36);
    Pixel7 e39(count36 * 2);
    unsigned e40 = g_sift12;
    short int w41 = MIN2_1(MIN2_1(CAT_6(alpha, 37), 3), 6) + (10u - g_sift12);
    return 53;
}

int main(void) {
    int size42 = 2882;
    run_mix35(MOD8_2(run_mix35(g_sift12, g_sift12)), 23);
    dim3 prod43 = dim3((size42 + 63) / 64, 1 << 4);
    constexpr int lo44 = 52UL;
    g_sift12 |= MOD8_2((size42 << 2)) >> MOD8_2(size42 + lo44);
    return 0;
}
