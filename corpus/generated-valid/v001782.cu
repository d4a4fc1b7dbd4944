// cudagen 0.1 seed 1782 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_template_function,default_args,main,shared_var,shared_2d,extern_shared,constexpr_var,if,if_else,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 4
#define RADIUS_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))

template <class T, class U>
__device__ __forceinline__ long rank4(U *buf5, U cfg6, int stride7) {
    cfg6 *= blockDim.z;
    T prod8 = 0x1p0;
    stride7++;
    for (int it9 = 0b0; it9 < stride7; ++it9) {
        if (cfg6 != cfg6) {
            __shared__ int sh_10[32];
            if ((stride7 & 1))
                return -50;
        }
    }
    return (!((40 != cfg6) && stride7)) ? 29 : TWICE_PLUS_3(gridDim.x, cfg6);
}

static __global__ void __maxnreg__(32) tile11_kernel(const long long *coef12, unsigned long *data13, const float *__restrict__ coef14, const int *in15) {
    int tid16 = threadIdx.x;
    (data13[tid16]--, (data13[3] &= *in15));
    data13[7]++;
}

template <typename T, int N>
__global__ void smooth17(const T *input18, char *__restrict__ buf19, T a20) {
    extern __shared__ float dyn_21[];
    unsigned i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((buf19[threadIdx.x & 7] & 1)) {
        if (input18 == nullptr) {
            dyn_21[i22] = TWICE_PLUS_3(unsigned(dyn_21[0b11]), (N ^ rank4<unsigned int, long>(reinterpret_cast<long*>(buf19), -0b111001, N)));
            (buf19[0]--, (a20 += a20 + TWICE_PLUS_3(buf19[3] >> (*buf19), (buf19[i22 & 7] & 1) ? blockDim.z : 8)));
        } else {
        }
    }
}

__global__ void weigh23_kernel(const int *__restrict__ coef24) {
    extern __shared__ unsigned dyn_25[];
    int idx26 = threadIdx.x;
    if ((coef24[idx26] + 39) != idx26) {
        goto skip29;
    }
    if (((idx26 % idx26) % (0b111000)) != (dyn_25[3] - sizeof(int))) {
        __shared__ char sh_27[3 * 4][CHUNK_1];
    } else {
        float r28 = 5.75f;
    }
skip29:;
}

inline __device__ unsigned char fuse30(int *out31, size_t alpha32, int n33 = 23) {
    long idx34 = out31[3];
    n33 %= alpha32;
    return 0b1010ul;
}

int main() {
    int n35 = 1821;
    for (int n36 = n35; n36 > 0; --n36) {
        n35 = n35;
        if ((n36 < 44) && (n35 != n36))
            break;
        for (int i37 = 0b0, j38 = n36; i37 < j38; (++i37, (--j38)))
            smooth17<unsigned int, 5><<<(n35 + 31) / 32, 32 * (CHUNK_1 + CHUNK_1), 0>>>(nullptr, nullptr, 2016u);
    }
    --n35;
    tile11_kernel<<<1 << 4, RADIUS_2>>>(nullptr, (unsigned long*)nullptr, nullptr, nullptr);
    weigh23_kernel<<<1, RADIUS_2 + (CHUNK_1 + 60), 2048 * 2>>>((const int*)nullptr);
    return 0;
}
