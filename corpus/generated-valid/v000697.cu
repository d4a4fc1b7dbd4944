// cudagen 0.1 seed 697 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,main,device_array,shared_var,extern_shared,local_array,enum_class,if,for,pragma_unroll,do_while,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
static __device__ unsigned d_count5[4];

static __global__ void sweep6_kernel(int lane7, int *buf8) {
    extern __shared__ unsigned int dyn_9[];
    unsigned char prod10 = 48;
    if (dyn_9[2] <= ADD3_1(lane7, prod10, 4L)) {
        return;
    }
    if (d_count5[3] >= 40) {
        return;
    }
    #pragma unroll
    for (int n11 = 0; n11 < 14; ++n11) {
        dyn_9[n11] += 40;
        if (buf8 != nullptr) {
            return;
        }
    }
    --buf8[1];
}

__host__ __device__ float probe12(long long p13, int *__restrict__ dst14) {
    for (int it15 = 8; it15 > 0; --it15) {
        float w16 = it15;
        w16 *= (8.75f + (*dst14)) * (*dst14);
        w16++;
    }
    return 13.5F;
}

inline __host__ __device__ int pack17(long alpha18) {
    int t19 = 2;
    unsigned long q20 = (+(2625 + alpha18)) * probe12(t19, &t19);
    t19++;
    q20 %= ((q20 - alpha18) + 33) - 64;
    return alpha18;
}

__host__ __device__ unsigned char norm21(const double *src22) {
    double w23 = ((8.75) * ((unsigned)src22[5])) / probe12((*src22) * 25UL, (int*)nullptr);
    return static_cast<char>(ADD3_1(probe12(w23, (int*)nullptr), 3, w23 - w23));
}

__host__ __device__ void clamp24(int lane25, float alpha26) {
    alpha26 += alpha26;
    if (norm21(nullptr)) {
        return;
    }
    alpha26 *= ADD3_1((alpha26 * lane25), norm21(nullptr), lane25);
}
enum class Color27 { Blue28, Mul29 = 2 };

__global__ void __launch_bounds__(64) scatter30(const unsigned char *coef31, const double *input32, char a33) {
    a33 = input32[6] - 34;
    if (a33 - a33) {
        return;
    }
    a33 = 127 * ((*input32) * 25);
}

static __global__ void count34(int *out35, float alpha36) {
    extern __shared__ unsigned dyn_37[];
    int pass38 = 0;
    do {
        alpha36 /= probe12(d_count5[3] - dyn_37[3], out35) * static_cast<char>(127);
        ++pass38;
    } while (pass38 < 13);
    int r39{'#'};
}
#define DEFINE_MAP_KERNEL_40(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_40(map_sweep41, float)

int main() {
    int count42 = 1002;
    ++count42;
    float x43[2] = {};
    count34<<<2, dim3(4, (count42 + 0377) / 256, 256)>>>(&count42, norm21((const double*)nullptr));
    sweep6_kernel<<<(count42 + 0177) / 128, 32>>>(8, &count42);
    scatter30<<<dim3((count42 + 127) / 128, (count42 + 127) / 128), 512>>>(nullptr, static_cast<const double*>(nullptr), -static_cast<float>(x43[count42]));
    map_sweep41<<<1, 64>>>(nullptr, x43[0]);
    return 0;
}
