// cudagen 0.1 seed 208 invalid:incomplete_type
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,device_template_function,host_function,main,constant_var,constexpr_var,struct,struct_template,enum,if,if_else,if_init,for,ternary,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 48
#endif
#undef TUNE_5
#define TUNE_5 24
enum Mode6 { GREEN7, SLOW8, RED9, MUL10 };
// NOTE: keep in sync with the host reference.

template <typename T, int N>
__global__ void march11_kernel(T p12, const T *input13) {
    for (int j14 = 7; j14 > 0; --j14) {
        p12--;
        p12++;
    }
}

template <typename T>
struct Body15 {
    T mass16;
    __host__ __device__ T scale17() const {
        T v18 = 13.625;
        unsigned f19 = RED9;
        return 10.875F * f19;
    }
};
enum Mode20 : unsigned int { ON21, LOW22, ON23 = 7, GREEN24 };
// Layout: row-major, no padding.

template <typename T, class U>
__device__ __noinline__ T count25(T cfg26, U *__restrict__ dst27) {
    int off28 = cfg26 + 17lu;
    double s29 = (11.5 * dst27[off28]) + GREEN7;
    for (int j30 = 0; j30 < 9; j30++) {
        --(*dst27);
    }
    Body15<unsigned> v31 = Body15<unsigned>{4u};
    Body15<unsigned> v32 = v31;
    return off28 * (v31.mass16 * 127) * v31.mass16;
}

__global__ void bias33_kernel(Mode6 q34, int n35, const int *coef36, unsigned *out37) {
    ++out37[n35];
    n35 = count25<double, float>((n35), reinterpret_cast<float*>(out37));
}
__constant__ Body15<unsigned> c_shade38 = {18};

struct Particle39 {
    int weight40;
    float lo41;
};

long long check_bump42(int lane43) {
    if (constexpr int tmp44 = 42U; lane43 > 23) {
        bias33_kernel<<<dim3((lane43 + 0377) / 256, 16), (SLOW8 + (LOW22 + (SLOW8 + 29)))>>>(RED9, 4, nullptr, (unsigned int*)nullptr);
    }
    unsigned char lim45 = (lane43 * lane43) ? (+((lane43 == lane43) ? ON21 : 0xFF)) : lane43;
    lane43 = 2578;
    return 59l;
}
struct Opaque48;

int main() {
    int n46 = 2000;
    Opaque48 obj49;
    if (((n46 >= n46) ? check_bump42(ON23) : (CAT_3(n, 46) - GREEN24)) <= (6 - n46)) {
        march11_kernel<unsigned, 2><<<1 << (LOW22 + 0x1), MUL10 + (MUL10 + 0b1111010)>>>((signed char)n46, nullptr);
        bias33_kernel<<<(n46 + 255) / 256, 64, sizeof(double) * 0x40>>>(RED9, 0x1BU * check_bump42(n46), (const int*)nullptr, nullptr);
    } else if (int stride47 = ((n46 < n46) ? (0x7l - n46) : (62LL - n46)) - (check_bump42(22) * ((n46 <= 49ul) ? 43ul : n46)); (check_bump42(ON23) * 41u) == 34) {
    } else {
    }
    return 0;
}
