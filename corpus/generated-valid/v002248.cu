// cudagen 0.1 seed 2248 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_noinline,host_function,main,shared_var,shared_2d,constexpr_var,local_array,struct,struct_methods,enum,if,if_else,for,while,static_assert,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 8
#define CHUNK_2 (0x3)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (WARPS_1 * 2) >= 35 && WARPS_1 != 0
#define CONFIG_4 6
#else
#define CONFIG_4 30
#endif

__device__ __noinline__ float bias5(size_t cfg6, int stride7) {
    if (((cfg6 += cfg6, 0x2cu) + (33U % cfg6)) == (4 - gridDim.x)) {
        if (CHUNK_2 <= (cfg6 * stride7))
            return static_cast<float>((blockDim.x));
    } else if (!(!(cfg6 == gridDim.x))) {
        __shared__ float sh_8[8];
        cfg6 = unsigned(0x23);
    }
    return 0x10L;
}
enum Phase9 : unsigned int { ADD10 = 2, FAST11 = 5, MUL12, HIGH13 };

struct Acc14 {
    double x15;
    int y16;
    float mass17;
    int x18;
    __host__ __device__ float apply19() const {
        return static_cast<long long>(sizeof(int) + x18);
    }
    __host__ __device__ double norm20() const {
        char acc21[ADD10 * 3]{static_cast<char>(sizeof(Acc14)), 45, 40, 52u, 30u, static_cast<char>(-33)};
        return static_cast<long long>(ADD10);
    }
};
enum Mode22 { LOW23, LOW24 };

__device__ __forceinline__ int gather25(Acc14 q26, const unsigned int *__restrict__ input27) {
    if (q26.x18)
        return LOW23;
    q26.x15 += q26.y16;
    int flag28 = 9 - ((q26.y16 - 15ul) * 5);
    constexpr unsigned long z29 = (WARPS_1 + (HIGH13 + 0x2C));
    float flag30 = gridDim.x + (blockDim.y * 17.875F);
    return 9 + q26.x18 + flag28;
}

__global__ void blend31(float beta32, const int *coef33, bool alpha34, const float *__restrict__ in35) {
    for (int n36 = 0x0, j37 = 14; n36 < j37; (++n36, (--j37))) {
        unsigned k38[6] = {0x16, 4u};
    }
    beta32 *= (+(coef33[threadIdx.x] % gridDim.x)) - ((7.25f + in35[gridDim.y]) * static_cast<int>(beta32));
    if (alpha34)
        return;
}

extern "C" {
__global__ void smooth39(unsigned int *__restrict__ acc40) {
    static_assert(38 > 37, "size check");
    int w41 = 0;
    while (w41 < 8) {
        __shared__ float sh_42[(CHUNK_2)][6];
        __shared__ int sh_43[16];
        acc40[w41] *= sizeof(unsigned char);
        ++w41;
    }
}
}

void check_stencil44(unsigned long long *__restrict__ acc45, unsigned int *data46, int count47) {
    int w48 = data46[count47];
    auto fn52 = [=](auto w49) mutable {
        Acc14 idx50 = Acc14{0x1C, -4, 0x1L, 0x25};
        w49 -= w48;
        unsigned acc51[3] = {};
        return w49 * 2;
    };
    blend31<<<(MUL12 + 122) * 0x4, (MUL12 + (CHUNK_2 + (ADD10 + (ADD10 + (HIGH13 + (MUL12 + 0x26))))))>>>((18.875F) - (*acc45), static_cast<const int*>(nullptr), ((count47 * acc45[1]) <= 41) && (((*acc45) * 0x18u) > w48), reinterpret_cast<const float*>(acc45));
    smooth39<<<dim3(0x200, 0400, (LOW24 + LOW24) * 4), 32, 0>>>(reinterpret_cast<unsigned int*>(acc45));
    w48++;
}

int main() {
    int count53 = 2799;
    if ((count53 + count53) == 24)
        return 32UL;
    for (int i54 = 0x0; i54 < 8; ++i54) {
        ACCUM_3(count53, (0x36UL / (count53)));
    }
    count53 = (count53 * count53) - count53;
    blend31<<<512, ADD10 + (FAST11 + 0xF9), sizeof(int) * 32>>>(WARPS_1, &count53, !((count53 - 42) > 0x20), nullptr);
    return 0;
}
