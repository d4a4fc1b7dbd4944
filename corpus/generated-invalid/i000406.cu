// cudagen 0.1 seed 406 invalid:bool_increment
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,namespace,if,if_else,switch,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define WARPS_2 5
#define WARPS_3 (16)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
// NOTE: keep in sync with the host reference.

template <class T, int N = 2>
__global__ void __maxnreg__(128) scatter6_kernel(T a7, const int* src8) {
    if (src8[1] >= WARPS_3) {
        unsigned int tmp9 = a7 - static_cast<int>(src8[7]);
    }
    if ((a7 == a7) && (a7 >= 47)) {
        T t10 = 7.75 * (*src8);
    } else if (((src8[6] - (*src8)) * src8[3]) != (15 * (*src8))) {
        a7 = 27;
    } else {
    }
}

template <typename T, int N = 7>
__global__ void pack11_kernel(T beta12, const T* src13, const int* __restrict__ in14) {
    extern __shared__ unsigned dyn_15[];
    dyn_15[4] = N + (dyn_15[0x6] << 1U);
    beta12 += beta12;
    if ((in14[1] / 117) != in14[7])
        return;
}

__device__ void pivot16(int stride17, const float* in18, unsigned char b19) {
    stride17++;
    if ((b19 > stride17) && (11 > stride17))
        return;
    if (stride17) {
        stride17 <<= 12 * b19;
    } else if (24 >= (((*in18) + stride17) / (stride17 + 32))) {
        b19 &= b19;
    } else if (((b19) << 6) < 47) {}
}
// Computes one element per thread.

template <typename T, int N>
__global__ void relax20_kernel(T q21, const T* __restrict__ src22, unsigned* __restrict__ out23) {
    if (!out23) {
        (*out23) = q21;
        (*out23) = 38;
        pivot16(N * ((*out23) + N), nullptr, WARPS_3);
    }
    q21 /= q21;
}

namespace detail24 {
__device__ void fold25(int count26) {
    switch (count26) {
    case WARPS_2: {
        if (!(count26 != 39))
            break;
        float* s27 = nullptr;
        break;
    }
    case 0x7:
        if (!(count26 == 34U))
            break;
        break;
    }
}

__host__ __device__ long bias28(const float* coef29) {
    long cnt30 = sizeof(float) + (coef29[6] * 4);
    unsigned hi31 = (24 / ((*coef29) / WARPS_2)) - (coef29[cnt30] + cnt30 + (16 - cnt30));
    if (056 == ((hi31 * cnt30) % 47)) {
        if ((cnt30 >= (*coef29)) && (cnt30 == 16u))
            return hi31;
        hi31++;
        long q32{cnt30};
    } else if ((cnt30 + hi31 + (cnt30 % hi31)) > (coef29[hi31] * 40)) {
    } else {
    }
    return (*coef29) / hi31;
}

struct Bounds33 {
    unsigned int hi34;
    int z35;
    __host__ __device__ void mix36(int idx37) {
        detail24::bias28(nullptr);
    }
    __host__ __device__ int norm38() const {
        long res39{48};
        return detail24::bias28(nullptr);
    }
};
} // namespace detail24

int main() {
    int count40 = 0xcf3;
    bool ready44 = false;
    ready44++;
    detail24::Bounds33 u41{11, 11};
    dim3 s42(0x4, (count40 + 127) / 128, (count40 + 63) / 0x40);
    dim3 w43 = dim3((count40 + 255) / 256, 64, TILE_DIM_1 + 0xf8);
    count40 <<= 0x3;
    scatter6_kernel<float, 2><<<dim3(0x1, (count40 + 63) / 64), 1 << (WARPS_2 + 3)>>>((WARPS_3 * u41.hi34) + WARPS_2, static_cast<const int*>(nullptr));
    pack11_kernel<long, (WARPS_2 + 2)><<<WARPS_3 + 240, 1 << 9>>>('z', nullptr, nullptr);
    relax20_kernel<float, (0x3 * 2)><<<w43, s42>>>(detail24::bias28(nullptr), nullptr, nullptr);
    return 0;
}
