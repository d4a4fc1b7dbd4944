// cudagen 0.1 seed 422 invalid:missing_endif
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,struct,struct_methods,operator_overload,namespace,if,for,while,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,lambda,lambda_generic,macro_function
#include "prelude.cuh"

#define HAVE_FEATURE_45
#ifdef HAVE_FEATURE_45
#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
__constant__ bool c_accum3 = 1;

unsigned int host_update4(int len5, long a6) {
    float stride7 = 22.875f;
    auto z8 = 0x0;
    auto step12 = [](auto q9, auto h10) {
        constexpr int tmp11 = 64;
        static_assert((9 * 0x5) == 45);
        return q9 * 2;
    };
    unsigned int v13 = z8 * 0xClu;
    ++len5;
    return step12(z8, static_cast<int>('#')) / step12(len5, 5);
}

__global__ void clamp14_kernel(const signed char* in15, int lane16, signed char alpha17) {
    extern __shared__ float dyn_18[];
    dyn_18[lane16] /= (+(in15[5] + 4)) * ((lane16 + 42) | lane16);
    float sum19[0x7] = {static_cast<float>(0.125f * alpha17), 15.375F};
    __shared__ int sh_20[32];
}

namespace util21 {
struct Span22 {
    unsigned char lo23;
    int y24;
};

struct Pixel25 {
    unsigned long x26;
    unsigned short sum27;
    unsigned mass28;
    __host__ __device__ void reset29(double u30) {
        sum27 = 39 / u30;
    }
};

inline __host__ __device__ Pixel25 operator+(Pixel25 a, Pixel25 b) {
    Pixel25 r = a;
    r.x26 += b.x26;
    r.sum27 += b.sum27;
    r.mass28 += b.mass28;
    return r;
}

__host__ __device__ float bump31(int len32) {
    for (int it33 = 0; it33 < len32; it33++) {
        if (SQR_2(it33) != '0') {
            continue;
        }
        for (int it34 = 0; it34 < len32; it34++) {
            int pass35 = 0;
            while (pass35 < 0xC) {
                if (((it34 * 49l) & 1)) {
                    return 5 + len32;
                }
                len32 = it33;
                ++pass35;
            }
        }
    }
    return (7.75F * len32) + (len32 * 0x8);
}
} // namespace util21

double run_kick36(double* __restrict__ data37, unsigned int q38) {
    if ((data37[4] += q38, (*data37)) <= data37[q38]) {
        return MAX2_1((int)q38, +(*data37));
    }
    for (int it39 = 7; it39 > 0; --it39) {
        host_update4(data37[q38 & 7] * data37[7], it39);
        clamp14_kernel<<<(it39 + 31) / 32, (0100), 0x0>>>(reinterpret_cast<const signed char*>(data37), -(39 * (*data37)), SQR_2(q38 + q38));
    }
    const bool y40 = 0x3c != q38;
    q38 &= y40 * 31U * (y40 * (34 | q38));
    (*data37) = (60) % (host_update4(*data37, 8l) + host_update4(y40, 3));
    return (double)(host_update4(y40, y40) - (9.25 - q38));
}

int main() {
    int size41 = 1279;
    double lo42[3] = {4.};
    clamp14_kernel<<<32, (0x40), 1024>>>(static_cast<const signed char*>(nullptr), (util21::bump31(-0x29)), ((int)lo42[size41]) - U'z');
    int iter43 = 0;
    while (iter43 < iter43) {
        for (int it44 = 0; it44 < 2; it44++) {
            size41 = -it44;
            util21::bump31(static_cast<float>(5.625f) * static_cast<float>(it44));
        }
        ++iter43;
    }
    return 0x0;
}
