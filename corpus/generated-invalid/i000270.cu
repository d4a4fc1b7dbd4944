// cudagen 0.1 seed 270 invalid:warning_directive
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,constexpr_var,struct,struct_template,if,if_else,if_init,goto,ternary,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_if,pp_undef,comments
#include "prelude.cuh"

#warning this configuration is experimental
#define WARPS_1 64
#define WARPS_2 3
#define CHUNK_3 3

#if WARPS_1 > 77
#define CONFIG_4 2
#else
#define CONFIG_4 27
#endif
#undef CHUNK_3
#define CHUNK_3 8

__global__ void relax5_kernel(int* acc6, int count7, int count8, const float* in9) {
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    size_t s11 = CONFIG_4 / count7;
    if (int s12 = idx10 ? (((unsigned int)threadIdx.y) * (L' ' - idx10)) : ((acc6[blockDim.x] == idx10) ? s11 : blockIdx.x); s11 <= idx10) {
        unsigned char k13 = (s12) >> 7;
    }
    count7 = -58;
    double f14{17.25};
}
// Returns the accumulated value.

__global__ void smooth15_kernel(float* acc16) {
    unsigned int tid17 = threadIdx.x;
    (*acc16) = (blockIdx.y);
    float flag18{6.625f};
}

template <typename T>
struct Acc19 {
    T id20;
    T x21;
    unsigned int flag22;
    __host__ __device__ void bump23(T base24) {
        if (id20 >= x21) {
            return;
        }
        if (id20 < 45) {
            return;
        }
    }
};
__constant__ Acc19<unsigned int> c_combine25 = {'A', 35, '\a'};

__global__ void __maxnreg__(128) tally26_kernel(int* __restrict__ acc27) {
    unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid28 > 26UL) {
        goto out30;
    }
    if ((+tid28) > c_combine25.flag22) {
        acc27[tid28] = *acc27;
    }
    if (((CHUNK_3 <= tid28) ? (acc27[tid28] + 22u) : (1lu >> blockIdx.z)) >= (acc27[tid28] - gridDim.y)) {
        acc27[gridDim.x] = ((c_combine25.flag22 / 48) >= (c_combine25.x21 - tid28)) ? 35u : ((acc27 != nullptr) ? CHUNK_3 : sizeof(Acc19<int>));
    } else if (acc27[0x6] >= c_combine25.x21) {
        Acc19<unsigned int> cnt29 = c_combine25;
        cnt29 = Acc19<unsigned int>{39LL, 31, static_cast<unsigned int>(WARPS_1)};
    } else {
    }
out30:;
}

int main() {
    int len31 = 471;
    len31--;
    smooth15_kernel<<<(len31 + 127) / 128, sizeof(float) * (WARPS_1 + 64)>>>(nullptr);
    relax5_kernel<<<dim3(WARPS_2 + (WARPS_2 + 2), 16, sizeof(unsigned int) * 16), dim3(512, (len31 + 255) / 0x100, (len31 + 127) / 0x80)>>>((int*)nullptr, len31, CONFIG_4, (const float*)nullptr);
    tally26_kernel<<<(len31 + 63) / 64, (WARPS_2 + 1) * 16, 512 * 2, nullptr>>>(nullptr);
    return 0;
}
