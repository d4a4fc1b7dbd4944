// cudagen 0.1 seed 1057 valid
// features: kernel,launch_bounds,maxnreg,launch,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,enum,typedef,namespace,if,if_init,for,pragma_unroll,switch,switch_fallthrough,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
enum Phase2 : short { IDLE3, ON4, ADD5, ADD6 = 5 };

__global__ void __launch_bounds__(ADD6 + (ON4 + (ADD6 + 0x75))) reduce7(int len8) {
    extern __shared__ float dyn_9[];
    unsigned int gid10 = threadIdx.x;
    if (gid10 >= len8)
        return;
    for (int j11 = 0; j11 < len8; ++j11) {
        for (int n12 = 0, j13 = j11; n12 < j13; (++n12, (--j13)))
            dyn_9[n12 & 0x7] = ADD3_1((j13 & ADD5) * (n12 / n12), len8 % 3, ADD3_1(len8, len8 | n12, 0x2aull));
        Phase2 idx14 = ON4;
    }
}
typedef int idx15_t;

__device__ __host__ idx15_t accum16(const short *src17) {
    if (char r18 = 0x7fu - (((*src17) + (*src17)) | src17[6]); src17 == nullptr)
        --r18;
    float sum19 = -9.625f;
    if (src17[7] != sum19)
        return ~((sum19 <= sum19) ? 3885 : 4);
    sum19 = (sum19 += 64L, ((src17[0x7] != 7) ? src17[0] : (54u ^ (*src17))));
    return sum19 + sum19;
}
// Returns the accumulated value.

float run_pack20(unsigned long cfg21, idx15_t count22 = -44l) {
    reduce7<<<128, (ON4 + 7) * 0x4>>>(-(44 ^ count22));
    if (count22 < (cfg21 + 0x40))
        return 1.25f;
    reduce7<<<(count22 + 31) / 0x20, 512>>>(57 & count22);
    accum16(nullptr);
    return +count22;
}

namespace util23 {
enum Op24 { ADD25 = 3, HIGH26 };

__global__ void decay27_kernel(util23::Op24 a28, idx15_t len29, float p30) {
    extern __shared__ float dyn_31[];
    unsigned int gid32 = threadIdx.x;
    if (gid32 >= len29)
        return;
    len29 += a28;
    Phase2 idx33 = IDLE3;
}
} // namespace util23

constexpr __device__ __host__ idx15_t split34(idx15_t count35) {
    float e36 = -count35;
    return util23::HIGH26 % count35;
}

namespace kern37 {
__constant__ int c_clamp38 = 61;

__global__ void scale39(idx15_t len40, int lane41) {
    unsigned int idx42 = threadIdx.x;
    lane41 = 2 + split34(ADD3_1(kern37::c_clamp38, len40, ADD5));
    util23::Op24 y43 = util23::HIGH26;
}

__global__ void __maxnreg__(64) drift44_kernel(float *out45, const float *input46, const size_t *in47) {
    int gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    #pragma unroll
    for (int i49 = 0; i49 < 9; i49 += 1)
        (*out45) = kern37::c_clamp38;
    (*out45) -= 830U;
}
} // namespace kern37

__global__ void pivot50(idx15_t *out51) {
    extern __shared__ int dyn_52[];
    idx15_t i53 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (unsigned k54 = 64UL; (kern37::c_clamp38 & 0x1)) {
        switch (out51[k54 & 7]) {
        case 0x2: {
            accum16(reinterpret_cast<const short int*>(out51));
            float m55 = i53 & (dyn_52[1] ^ split34(k54));
            [[fallthrough]];
        }
        case (util23::HIGH26):
            break;
        default:
            break;
        }
    }
}

int main() {
    int size56 = 0xAFC;
    float off57 = size56 + size56 + ADD6;
    run_pack20(run_pack20(ON4, split34(off57)));
    off57 = run_pack20(size56 * ON4, (off57 <= 0x1a) ? 12L : 0x32) + run_pack20(size56);
    util23::decay27_kernel<<<8, 512>>>(util23::ADD25, run_pack20(883, 0xEl) / accum16(nullptr), accum16(nullptr) + (-size56));
    kern37::scale39<<<(size56 + 255) / 256, 512>>>((off57 += 14.375f, off57), 0x29);
    kern37::drift44_kernel<<<ADD5 + 30, 128>>>((float*)nullptr, (const float*)nullptr, (const unsigned long*)nullptr);
    return 0;
}
