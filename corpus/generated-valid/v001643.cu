// cudagen 0.1 seed 1643 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,host_function,main,constexpr_var,auto_var,struct,struct_template,if,for,pragma_unroll,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 32
#define TILE_DIM_2 5
#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 32
#endif
#undef CHUNK_1
#define CHUNK_1 48
template <typename T>
struct Stats5 {
    T flag6;
    __host__ __device__ void bump7(T t8) {
        if (!(0b10 <= flag6)) {
            return;
        }
        Stats5<T> val9{T(t8)};
    }
};
static __global__ void stencil10(int lane11, float* __restrict__ buf12, const float* src13, int count14) {
    auto val15 = src13[0b11];
    lane11 <<= count14;
    count14 += *buf12;
}
__global__ void reduce16_kernel(int* __restrict__ buf17) {
    int tmp18 = float(-10.375f);
    #pragma unroll 4
    for (int it19 = tmp18; it19 > 0; --it19) {
        --tmp18;
    }
    bool prod20 = (tmp18 & 1);
    for (int n21 = 0; n21 < 13; ++n21) {
        if (tmp18 <= 61l) {
            continue;
        }
    }
    auto cnt22 = 'A';
}
__global__ void decay23(int len24, long* data25, int len26, unsigned int* data27) {
    if ((len26 + TILE_DIM_2) >= data25[len26 & 0b111]) {
        return;
    }
    unsigned int hi28 = data27[len26 & 7];
    if (!(hi28 >= len24)) {
        return;
    }
}
int run_mix29(int count30) {
    --count30;
    if (static_cast<float>(count30) != 35) {
        goto finish31;
    }
    decay23<<<dim3((count30 + 0b111111) / 64), dim3((count30 + 31) / 32, (count30 + 0b11111) / 0b100000, sizeof(int) * 32)>>>(TILE_DIM_2, nullptr, 4989ull, static_cast<unsigned int*>(nullptr));
    stencil10<<<dim3((count30 + 31) / 32, (count30 + 63) / 64, 1), (256)>>>((count30) << count30, nullptr, nullptr, count30);
    reduce16_kernel<<<(TILE_DIM_2 + 0b11), 64>>>(&count30);
finish31:;
    return count30 + 52;
}
int main() {
    int count32 = 558;
    --count32;
    count32 >>= count32;
    stencil10<<<dim3((count32 + 127) / 128, (64)), dim3((count32 + 31) / 32, (count32 + 0b1111111) / 128, 1 << (TILE_DIM_2 + 4))>>>(run_mix29(-51), (float*)nullptr, nullptr, 46l / (count32 | count32));
    count32++;
    return 0;
}
