// cudagen 0.1 seed 1455 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,const_local,enum,namespace,if,if_else,for,switch,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,cast_const,sizeof,lambda,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(sizeof(int) * 8) probe2_kernel(int* dst3, int stride4, int lane5) {
    int i6 = threadIdx.x;
    if (i6 >= lane5) {
        return;
    }
    float w7 = (dst3[3] | 39l) - (~(i6 << stride4));
    int base8 = w7;
}
__managed__ int m_weigh9 = 51;
// Layout: row-major, no padding.

__global__ void lerp10(signed char* acc11) {
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (*acc11) {
        double lo13 = (SQR_1(m_weigh9));
    }
    if ((i12 + acc11[4]) < m_weigh9) {
        return;
    }
    (*acc11) = (3 - i12) >> 14;
    long cnt14 = 4804;
    int u15 = 0b101100 - i12;
}
/* Helper used by the kernels below. */

__global__ void warp16_kernel(int count17, int* acc18, const unsigned int* src19) {
    extern __shared__ int dyn_20[];
    switch ((unsigned)dyn_20[threadIdx.z]) {
    case 5 * 2:
        if (31 != ((m_weigh9 + m_weigh9) | ((*src19) % 38))) {
            for (int n21 = (blockIdx.x * blockDim.x) + threadIdx.x; n21 < count17; n21 += blockDim.x * gridDim.x) {
                dyn_20[m_weigh9] = -48;
                unsigned int* x22 = const_cast<unsigned int*>(src19);
            }
            acc18[count17] = src19[0b111];
        } else {
        }
        break;
    case 5:
        break;
    case 0:
        break;
    default:
        break;
    }
}

namespace math23 {
__global__ void scatter24_kernel(const long long* input25, int stride26, int len27) {
    unsigned i28 = threadIdx.x;
    if (i28 >= len27) {
        return;
    }
    len27 %= ((m_weigh9 * len27) >> 3) << ((unsigned char)(5 - i28));
    int k29 = SQR_1(input25[stride26] - SQR_1(*input25));
    stride26++;
    if (stride26 < 0b100110) {
        return;
    }
}
} // namespace math23
enum State30 { IDLE31, IDLE32 = 4, MUL33, RED34 = 9 };

template <class T, typename U>
__global__ void blend35(const U* in36, const float* in37, int* data38, float p39) {
    unsigned gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --data38[0b10];
    if ((blockIdx.z > p39) && (30 >= m_weigh9)) {
        goto out43;
    }
    if (in37[gid40] <= gid40) {
        int m41 = SQR_1(m_weigh9 + (21 * in37[2]));
    }
    for (int it42 = 0; it42 < m_weigh9; it42++) {
        if ((*data38) > (*in37)) {
            return;
        }
    }
    data38[m_weigh9] = 27L;
out43:;
}

float check_trace44(int count45, int lane46) {
    int f47(58 - ((m_weigh9 - count45) * (RED34 * lane46)));
    count45 = (lane46 - 6) - (lane46 - (46 + m_weigh9));
    if ((count45 + RED34) <= RED34) {
        return (14L - count45) | (27 * f47);
    }
    m_weigh9 %= count45;
    lerp10<<<dim3((256)), 1 << 8>>>(nullptr);
    return ~((m_weigh9 << count45) >> (count45 + count45));
}

int main() {
    int count48 = 05474;
    auto fn53 = [](float m49, int idx50) {
        idx50 &= 28;
        float cnt51 = ((m49 + idx50) / 19.75f) - m_weigh9;
        long s52 = +cnt51;
    };
    fn53(m_weigh9, count48);
    math23::scatter24_kernel<<<dim3(0b10000000 * 0b10), RED34 + 0167>>>(nullptr, 0, 55U);
    const long t54 = SQR_1(count48);
    probe2_kernel<<<dim3(1 << 3), (RED34 + (MUL33 + 242))>>>(nullptr, short(-64), 4);
    warp16_kernel<<<1 << 5, sizeof(unsigned int) * 8>>>(SQR_1((count48 << MUL33)), (int*)nullptr, nullptr);
    blend35<long, double><<<(count48 + 63) / 64, dim3(sizeof(int) * 8)>>>((const double*)nullptr, nullptr, nullptr, t54 + 16.25f);
    return 0;
}
