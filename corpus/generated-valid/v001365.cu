// cudagen 0.1 seed 1365 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,kernel_extern_c,kernel_from_macro,launch_bounds,maxnreg,launch,builtin_vars,host_function,constexpr_function,main,device_var,shared_var,extern_shared,host_global,constexpr_var,namespace,anon_namespace,nested_namespace,if,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 256
#define LOW_BITS_2(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 20
#endif

static __global__ void __launch_bounds__(0x100, 1) fuse5(unsigned long long cfg6, int* dst7) {
    cfg6 /= cfg6;
    --dst7[0x5];
}
double g_gather8 = 0x9;
__device__ int d_norm9 = 13u;

namespace {
static __global__ void reduce10_kernel(unsigned char* out11, const short int* input12, const int* input13, int count14) {
    if ((count14 * 21) >= count14) {
        return;
    }
    d_norm9 = input12[7];
}
} // namespace
static __device__ double d_gather15 = .25f;

constexpr int host_reduce16(int stride17) {
    return 4 - stride17;
}
const int g_sift18 = TUNE_4 + (TUNE_4 + 20);

template <typename T, int N = 4>
__global__ void __maxnreg__(64) combine19(T b20, T* dst21) {
    unsigned flag22 = sizeof(T);
    if (((+b20) + 0xe) < (2 * d_norm9)) {
        for (int j23 = 0x10; j23 > 0x0; --j23) {
            flag22++;
            if (!dst21) {
                break;
            }
        }
    }
}

extern "C" {
__global__ void pivot24_kernel(const short* src25, const int* src26) {
    if (d_norm9 > d_norm9) {
        goto out30;
    }
    d_norm9--;
    if (src25[0b11] >= d_norm9) {
        int off27 = d_gather15;
        if (src25[off27] <= d_norm9) {
            unsigned char t28 = (0xff * (*src26)) - 2;
            int stride29 = t28;
        }
    }
out30:;
}
}
#define DEFINE_MAP_KERNEL_31(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_31(map_spread32, int)

namespace gpu33::v34 {
template <typename T>
__global__ void update35(const T* input36, T* dst37, T b38) {
    extern __shared__ unsigned char dyn_39[];
    if (b38 < 1LL) {
        int lim40 = LOW_BITS_2(dyn_39[0x4]);
        d_gather15 = d_gather15;
    }
}

template <class T>
__global__ void warp41(T* data42, T beta43, T* buf44, T beta45) {
    if ((d_gather15 * data42[d_norm9]) < (sizeof(double) + data42[1])) {
        if (((*data42) + 2) != buf44[0x6]) {
            if (d_norm9) {
                return;
            }
        }
    }
    if (3 <= data42[d_norm9]) {
        return;
    }
    ++d_gather15;
}

__global__ void __launch_bounds__(0b1000 * 4, 3) tally46(float p47, const float* in48) {
    if (d_norm9) {
        goto out51;
    }
    for (int j49 = 0; j49 < d_norm9; ++j49) {
        for (int n50 = 0; n50 < j49; n50++) {
            d_norm9 = in48[d_norm9];
        }
        d_gather15 = LOW_BITS_2(LOW_BITS_2(d_norm9));
    }
    ++p47;
out51:;
}
} // namespace gpu33::v34

int main() {
    int size52 = 3'885;
    size52 = (size52 += size52, host_reduce16(g_gather8));
    if (host_reduce16(size52) >= ((double)short(size52))) {
        size52 ^= (long)((float)(12 * g_gather8));
        size52 = host_reduce16(g_gather8 * g_sift18) - (sizeof(int));
    }
    fuse5<<<(size52 + 0x3F) / 0b1000000, 0x40>>>(22 * (size52 + g_sift18), nullptr);
    reduce10_kernel<<<(size52 + 31) / 0x20, 256>>>(nullptr, nullptr, &size52, 1698);
    combine19<<<32, 64>>>(8L, (long*)nullptr);
    return 0;
}
