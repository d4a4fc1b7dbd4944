// cudagen 0.1 seed 990 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,if_else,if_init,for,do_while,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_stringize,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define CHUNK_2 8
#define BLOCK_SIZE_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef CHUNK_2
#define CHUNK_2 2
enum class Color6 { Red7, On8 = 4 };

__global__ void bump9(unsigned* acc10)
{
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (blockIdx.x) {
        return;
    }
    int w12 = 0x0;
    do {
        if ((w12 * (*acc10)) >= tid11) {
            int cnt13 = (int)tid11;
            Color6 prod14 = Color6::On8;
        } else {
            int h15 = w12;
        }
        ++w12;
    } while (w12 < w12);
}

__global__ void __maxnreg__(128) accum16(const float* src17, char* dst18)
{
    extern __shared__ size_t dyn_19[];
    int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass21 = 0;
    do {
        Color6 x22 = Color6::Red7;
        x22 = Color6::On8;
        --dyn_19[threadIdx.y];
        ++pass21;
    } while (pass21 < gid20);
    dyn_19[gid20] = pass21;
}

__device__ float warp23(int count24, const double* input25)
{
    if (float lo26 = ((045 - count24) + ((int)(*input25))); (lo26 += lo26, threadIdx.x) < (2026U * input25[3])) {
        lo26++;
        for (int i27 = 0, j28 = 14; i27 < j28; (++i27, (--j28))) {
            if (count24 < 53) {
                --count24;
                if (((signed char)i27) >= count24) {
                    return +(lo26 += 46, lo26);
                }
            } else {
            }
        }
    }
    return count24;
}

float run_trace29(signed char* out30, int lane31, float* dst32)
{
    if (bool prod33 = !out30; prod33 >= (*dst32)) {
        int iter34 = 0;
        do {
            int r35 = 3;
            bump9<<<dim3(4, sizeof(int)), dim3(8, (lane31 + 255) / 256), 0x40 * 0x10, 0>>>(nullptr);
            const char* e36 = STR_5(CHUNK_2);
            ++iter34;
        } while (iter34 < lane31);
    }
    return 3.25f;
}

int main()
{
    int count37 = 1889;
    count37 = TILE_DIM_1;
    for (int n38 = 0; n38 < (3 * CHUNK_2); n38++) {
        count37--;
        Color6 res39 = Color6::Red7;
        Color6 z40 = res39;
    }
    accum16<<<dim3(1, (CHUNK_2 + (CHUNK_2 + 252)), CHUNK_2), sizeof(float) * (TILE_DIM_1 + (TILE_DIM_1 + 2)), sizeof(float) * 32>>>(nullptr, nullptr);
    return 0x0;
}
