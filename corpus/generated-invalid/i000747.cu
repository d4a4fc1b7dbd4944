// cudagen 0.1 seed 747 invalid:kernel_pack_not_last
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,enum_class,if,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define CHUNK_2 (32)
#define HALF_3(x) ((x) / 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if CHUNK_2 > 6
#define CONFIG_5 2
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 31
#endif
enum class Mode6 : short { Add7, Mul8, Off9 };

template <typename T>
struct Body10 {
    T val11;
    T w12;
    int z13;
    __host__ __device__ void get14(int tmp15) {
        ACCUM_4(z13, (tmp15));
    }
};

__global__ void __launch_bounds__(sizeof(unsigned int) * 32) clamp16(double* __restrict__ dst17) {
    extern __shared__ long dyn_18[];
    int stride19 = int(067) % (dyn_18[3] + (CHUNK_2 << dyn_18[6]));
    ACCUM_4(dyn_18[6], (dst17[stride19 & 7]));
    (dyn_18[stride19]--, (dyn_18[stride19 & 7] <<= 6));
    float f20[6]{20.5F, 9.0f, 7.F, 7.5F, float(stride19), 5.F};
    size_t off21 = stride19 % ((1816 * dyn_18[0]) ^ 3);
    int v22 = dst17[off21];
}

template <class T, int N = 7>
__global__ void warp23(const T* in24, const T* coef25, int* __restrict__ dst26, __grid_constant__ const Body10<int> a27) {
    unsigned long stride28 = (a27.z13 - (40)) >> ((N ^ a27.val11) + static_cast<int>(a27.z13));
    unsigned int* y29 = reinterpret_cast<unsigned int*>(dst26);
    y29[stride28 & 7] &= a27.z13 << ((a27.val11 - 30) * (stride28 + CHUNK_2));
}
__constant__ int c_split30 = -4174L;

__global__ void filter31(Mode6 q32) {
    if (((c_split30 + 1626l) ? (c_split30 / 52) : 24) > 41) {
        double hi33[CONFIG_5 + (CONFIG_5 + 4)] = {};
        if (q32 == Mode6::Off9) {
            return;
        }
        unsigned v34 = hi33[1] / (27 ^ c_split30);
    }
}

__device__ int relax35(int n36, double cfg37, int* __restrict__ buf38) {
    if (buf38 == nullptr) {
        return cfg37;
    }
    n36 ^= static_cast<unsigned char>(cfg37 - CHUNK_2);
    static_assert(035 > 28, "expected value");
    buf38[n36] += ((8 << c_split30) + HALF_3(c_split30)) - cfg37;
    n36 %= static_cast<short>(cfg37);
    n36 = ((buf38[2] != 36) ? 7 : n36) >> ((long)(buf38[n36 & 7] & 46));
    return static_cast<long>(7 * c_split30) * buf38[c_split30];
}

static __device__ void score39(int len40) {
    len40 += len40 * L'a';
    len40 += +(c_split30 & len40);
    len40++;
    int tmp41 = (sizeof(float) + (len40 << c_split30)) & c_split30;
    static_assert(15 == 15, "expected value");
    short sum42 = NUM_ITERS_1 * int(tmp41);
    len40 = c_split30;
}

void reduce43(unsigned int p44, const double* __restrict__ src45, int lane46) {
    ([=]() mutable {
        switch ((src45 == nullptr) ? 48 : p44) {
        case 12:
        case 3:
            p44 *= 36;
            break;
        default:
            lane46 = HALF_3(p44);
            break;
        }
    })();
    if (p44) {
        return;
    }
    lane46 = src45[lane46 & 7];
    clamp16<<<dim3((p44 + 077) / 64, (020)), (CONFIG_5 + (CHUNK_2 + (CHUNK_2 + 076)))>>>(const_cast<double*>(src45));
}
template <typename... Args, typename T>
__global__ void pack_kernel49(T t, Args... args)
{
}

int main() {
    int size47 = 1857;
    size47 %= size47;
    static_assert((CONFIG_5 + (CONFIG_5 + (NUM_ITERS_1 + 7))) == 020, "expected value");
    unsigned int* e48 = nullptr;
    e48[size47] -= static_cast<float>(e48[2] + ((size47 & 1) ? e48[4] : (*e48)));
    warp23<int, 1><<<(size47 + 63) / 64, 1 << (CONFIG_5 + NUM_ITERS_1), NUM_ITERS_1 + (CONFIG_5 + 249), nullptr>>>(reinterpret_cast<const int*>(e48), nullptr, reinterpret_cast<int*>(e48), Body10<int>{6, 19, size47});
    filter31<<<dim3(CONFIG_5 + (CONFIG_5 + (NUM_ITERS_1 + 7)), (CONFIG_5 + 2), (size47 + 255) / 256), 1 << (CONFIG_5 + 3), 0>>>(Mode6::Mul8);
    return 0;
}
