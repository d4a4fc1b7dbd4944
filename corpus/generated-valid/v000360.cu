// cudagen 0.1 seed 360 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,grid_constant,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,main,device_array,constant_array,shared_var,extern_shared,constexpr_var,const_local,struct,operator_overload,aligned_struct,namespace,if,if_init,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_string,lit_string_concat,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 55
#endif
__device__ unsigned short d_drift3[8] = {1771, 17U};

__global__ void __launch_bounds__((0b1000000)) fold4_kernel(const int *__restrict__ src5, const int *__restrict__ coef6) {
    d_drift3[4] = TUNE_2;
    if (float stride7(TUNE_2); !((coef6[2] > 42) || (coef6[0b11] <= 4))) {
        if (((*coef6) / stride7) > 0x3D) {
            d_drift3[6] = TUNE_2 - (coef6[7] + src5[0]);
        }
        unsigned r8 = 18 * (*src5) * (26 + stride7 + (alignof(float)));
    }
    ++d_drift3[4];
}

static __global__ void __launch_bounds__(1 << 10, 2) trace9_kernel(int lane10, double *out11, int count12) {
    if (!(out11[4] != 53ul)) {
        return;
    }
    const unsigned z13 = 0;
    float prod14{54L};
    bool t15 = int(prod14) + (true - lane10);
}

template <class T>
__device__ unsigned count16(T cfg17, float *__restrict__ out18, int stride19) {
    stride19++;
    ++out18[stride19];
    cfg17 = stride19;
    out18[3] = TUNE_2;
    T lim20 = 6.625f;
    unsigned char *e21 = reinterpret_cast<unsigned char*>(out18);
    return ((stride19 + e21[0x1]) << (4184 - d_drift3[stride19]));
}

__global__ void clamp22(const unsigned long long *__restrict__ input23) {
    int cnt24 = 54lu;
    d_drift3[7] = input23[0b101] + TUNE_2 + (((*input23) * TUNE_2) - 0x2BU);
    unsigned long stride25 = (int)TUNE_2;
}

namespace gpu26 {
struct __align__(8) Cell27 {
    int flag28;
    int flag29;
    double sum30;
};

inline __host__ __device__ Cell27 operator+(Cell27 a, Cell27 b) {
    Cell27 r = a;
    r.flag28 += b.flag28;
    r.flag29 += b.flag29;
    r.sum30 += b.sum30;
    return r;
}
__constant__ float c_gather31[8] = {23.75F, 13, 0.125F, 19.875f, 3.125f, 1e1F, 13, 18.375f};
} // namespace gpu26

__global__ void sweep32_kernel(__grid_constant__ const gpu26::Cell27 p33, int len34, float p35, int lane36) {
    float diff37 = p35;
    d_drift3[6] = 0x38;
    if (len34 != p33.flag29) {
        return;
    }
    d_drift3[lane36] = (((lane36 <= 18) ? diff37 : lane36) + 57) * p33.flag29;
    if (int prod38 = p33.flag28; prod38 <= (diff37 - sizeof(int))) {
        d_drift3[5] = 9;
        (++d_drift3[prod38], (d_drift3[prod38] = 35 + lane36));
    }
}
/* NOTE: keep in sync with the host reference. */

static __global__ void __maxnreg__(128) fuse39_kernel(__grid_constant__ const gpu26::Cell27 beta40, int len41) {
    extern __shared__ double dyn_42[];
    d_drift3[0] = char(gpu26::c_gather31[len41]) - d_drift3[3];
    ++dyn_42[len41];
    d_drift3[len41] = d_drift3[len41] - (((long long)19U) + gpu26::c_gather31[len41]);
    unsigned char off43 = 10ul;
    gpu26::Cell27 res44 = gpu26::Cell27{len41, 57, -13.0};
    gpu26::Cell27 flag45{0x24u, 0b111, 18.875};
}

void check_norm46(double p47) {
    p47 = -14;
    const char *mid48 = "\x41\102" "_tail";
}

int main() {
    int len49 = 0xba6;
    if ((len49 >= len49) ? TUNE_2 : len49) {
        len49 = 1l;
    }
    sweep32_kernel<<<(len49 + 0x7F) / 0x80, sizeof(int) * 128, sizeof(double) * 32>>>(gpu26::Cell27{43l, 0x78c, double((len49 >= len49) ? len49 : 27LL)}, 39U + (len49 >> 12), 13.375f, len49);
    fold4_kernel<<<(len49 + 63) / 64, TUNE_2 + 9, sizeof(int) * 64, (cudaStream_t)0>>>(&len49, &len49);
    trace9_kernel<<<4, (TUNE_2 + 9), sizeof(double) * 0x100, nullptr>>>(((len49 * TUNE_2) > len49) ? (len49) : (2211L * len49), nullptr, (len49 - len49) + len49);
    clamp22<<<(len49 + 255) / 256, (512), 0, nullptr>>>((const unsigned long long*)nullptr);
    fuse39_kernel<<<(len49 + 31) / 0b100000, 1 << 7, 1 << 8>>>(gpu26::Cell27{1274UL, 0x17ULL, 47ul}, len49);
    return 0;
}
