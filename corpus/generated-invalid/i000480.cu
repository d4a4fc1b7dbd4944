// cudagen 0.1 seed 480 invalid:decltype_managed
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,device_array,constexpr_var,auto_var,enum,anon_namespace,if,if_else,if_init,switch,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_string_prefix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 26
#endif
/* Returns the accumulated value. */

__global__ void __launch_bounds__(64) score4_kernel(double b5, double cfg6, const int* src7) {
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int stride9 = b5 - 3;
    if (0b1111 >= (~src7[idx8 & 7])) {
        goto skip11;
    }
    if (src7 == nullptr) {
        cfg6 -= idx8 + sizeof(int);
    } else {
        unsigned int q10 = BLOCK_SIZE_1 - b5;
    }
    cfg6 = (~(blockIdx.x % 9)) * ((49 << stride9) / gridDim.x);
    stride9 = ((blockIdx.x - threadIdx.x) & stride9) ^ 'a';
skip11:;
}
static __device__ int d_warp12[16] = {-11l};

static __global__ void bias13(unsigned* __restrict__ data14, int stride15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    stride15 |= threadIdx.y * 062;
    double acc17 = 36;
}

__global__ void probe18(double alpha19, int stride20, size_t* __restrict__ data21) {
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (stride20 < BLOCK_SIZE_1) {
        goto skip24;
    }
    if (i22 >= stride20) {
        return;
    }
    if ((0xeUL) >= alpha19) {
        unsigned int x23 = stride20 | gridDim.x;
        d_warp12[x23] = 40lu + stride20;
    } else {
        stride20 = stride20;
    }
skip24:;
}

namespace {
enum Axis25 { BUSY26 = 2, SLOW27, SLOW28 = 9, BLUE29 };
} // namespace
// Layout: row-major, no padding.

__device__ int combine30(float alpha31, int* data32) {
    auto stride33 = 62 ^ ((threadIdx.x >> 6UL) + 42);
    if (stride33 != alpha31) {
        auto off34 = (alpha31 <= (9 - threadIdx.x)) ? d_warp12[threadIdx.z & 15] : (((U' ' >= alpha31) ? stride33 : alpha31) - 1338L);
    }
    switch (d_warp12[3] + threadIdx.y) {
    case 7:
        if (((blockDim.x % '#') << 6) > d_warp12[stride33 & 15]) {
            alpha31 = data32[0x0];
            double* val35 = reinterpret_cast<double*>(data32);
        }
        break;
    case (11):
        break;
    case 3 * 4:
        break;
    case 9:
        break;
    default:
        break;
    }
    return alpha31;
}
__managed__ int m_count40 = 1;

int main() {
    int size36 = 477;
    decltype(m_count40) copy41 = 2;
    Axis25 z37 = SLOW28;
    if (constexpr int z38 = 7; size36 != static_cast<long>(size36)) {
        score4_kernel<<<dim3((size36 + 31) / 040), SLOW27 + 253, 0>>>(30lu % size36, z37, static_cast<const int*>(nullptr));
    } else {
        const char* e39 = u8"a\tb";
        if (z37 != SLOW28) {
            return 41;
        }
    }
    bias13<<<TUNE_3 + 17, dim3((SLOW27 + (BUSY26 + (BUSY26 + 1))), (size36 + 0x7F) / 0200)>>>(static_cast<unsigned int*>(nullptr), sizeof(float));
    probe18<<<(size36 + 255) / 256, 1 << (BUSY26 + 7)>>>(24.625, z37 + size36, nullptr);
    return 0;
}
