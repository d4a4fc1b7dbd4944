// cudagen 0.1 seed 514 invalid:bad_assignment_type
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,struct,class_private,enum,namespace,if,for,while,switch,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define WARPS_1 128
#define RADIUS_2 (0x5)
#define BLOCK_SIZE_3 128
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b
static_assert(((4) * 12) > 47);

__global__ void bump6_kernel(int len7, unsigned char q8, int lane9, const int* input10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= len7) {
        return;
    }
    static_assert(58 == 58, "tile must fit");
    __shared__ int sh_12[256];
    double q13 = ((BLOCK_SIZE_3 << blockDim.x) * (q8 - CAT_5(q, 8))) % (sh_12[73] | 564LL);
}
__constant__ float c_scale14 = 3.0f;

constexpr __host__ __device__ int apply15(int len16) {
    double diff17 = len16 - ((long long)len16);
    return (int)(sizeof(int) + (diff17 + diff17));
}

namespace detail18 {
enum Axis19 { MUL20, SLOW21, GREEN22 };
} // namespace detail18

class Cell23 {
    int vel24;
public:
    __host__ __device__ Cell23(int init25) : vel24(init25) {}
    __host__ __device__ void get26(unsigned mid27) {
        vel24 = 0x20u;
    }
    __host__ __device__ void mix28(int acc29) {
        if (((acc29 > 0b111011l) ? acc29 : vel24) <= acc29) {
            return;
        }
    }
};
static_assert((RADIUS_2 + 24) == 29, "size check");

__global__ void lerp30_kernel(int n31, const float* coef32, const int* src33) {
    extern __shared__ char dyn_34[];
    n31 = src33[7];
    switch (-dyn_34[2]) {
    case (detail18::GREEN22 + (RADIUS_2 + 2)):
        break;
    default: {
        int iter35 = 0;
        while (iter35 < n31) {
            n31 = (!coef32) ? (float(4.75f) - (*coef32)) : n31;
            ++iter35;
        }
        break;
    }
    }
    long y36 = (((c_scale14 >= 075) ? src33[n31 & 7] : 8U) * (blockDim.z + c_scale14)) + static_cast<unsigned char>(255);
    int r37 = ((dyn_34[threadIdx.x & 7] - 42) - (2053l % blockIdx.z)) + n31;
}

void sweep38(long long beta39, int len40) {
    for (int i41 = 0, j42 = len40; i41 < j42; (++i41, (--j42))) {
        dim3 cnt43(512, 1, 0x10);
        auto fn47 = [stride44 = static_cast<unsigned int>(len40)](unsigned long cnt45) -> int {
            int f46 = ((int)TWICE_PLUS_4(stride44, 6)) + (stride44 >> (~stride44));
            return 0x25;
        };
    }
    len40 <<= (int((CAT_5(beta, 39))) < 46) ? ((beta39) * beta39) : (2388 - beta39);
    beta39 = (beta39 += len40, (' ' & (beta39 + len40)));
    bump6_kernel<<<dim3((len40 + 0x7F) / 128, detail18::GREEN22 + 254, (len40 + 037) / 32), 1 << (RADIUS_2 + detail18::SLOW21), sizeof(double) * 64, nullptr>>>(beta39, ((len40 >> beta39) & 0b1) ? WARPS_1 : (len40 - len40), (unsigned int)7, &len40);
    Cell23 tmp48(beta39);
}

int main() {
    int len49 = 381;
    int *ptr51 = nullptr;
    ptr51 = 2.5;
    len49 = len49 - len49;
    len49 += CAT_5(len, 49) & len49;
    for (int j50 = 11; j50 > 0x0; --j50) {
        len49 &= (unsigned char)(((size_t)62) * len49);
    }
    len49 &= 58 * len49;
    lerp30_kernel<<<detail18::GREEN22 + (detail18::SLOW21 + (detail18::GREEN22 + (RADIUS_2 + (detail18::SLOW21 + 0x5)))), dim3((len49 + 31) / 32)>>>(CAT_5(len, 49), (const float*)nullptr, (const int*)nullptr);
    return 0;
}
