// cudagen 0.1 seed 292 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,local_array,struct,struct_methods,if,for,compound_assign,shift,logical,comparison,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Stats4 {
    unsigned vel5;
    int vel6;
    float val7;
    __host__ __device__ void reset8(float stride9) {
        vel5 = vel6;
    }
    __host__ __device__ void reset10(int m11) {
        Stats4 lim12 = Stats4{};
    }
};

void run_relax13(Stats4 b14) {
    char u15[2]{char(64), 9lu};
    if ((b14.val7 != u15[0]) && ((u15[0] >> 1) != u15[0])) {
        if (37 == b14.vel6) {
            int hi16[7] = {201, 25};
            if (hi16[0] <= b14.val7) {
                int prod17(hi16[0]);
            }
            u15[1] = 31;
        }
    }
}

static __global__ void sift18_kernel(int len19, int len20, int len21, Stats4 a22) {
    int idx23 = threadIdx.x;
    if (idx23 >= len21) {
        return;
    }
    if (len21 && (len20 < len20) && (!a22.vel5)) {
        double acc24 = sizeof(unsigned int);
        len20 >>= 5;
    }
}

int main() {
    int len25 = 3970;
    int val26 = len25;
    sift18_kernel<<<(256), 1 << 0b101, 1'024 * 4, nullptr>>>(len25, (len25), -45, Stats4{8, len25, 8ll});
    for (int n27 = 0; n27 < len25; n27 += 4) {
        len25 <<= (60 + len25 + val26) * val26;
    }
    run_relax13(Stats4{static_cast<unsigned>(val26 + val26), 29lu, 6.0f});
    sift18_kernel<<<(val26 + 31) / 32, sizeof(int) * 32, sizeof(float) * 1024, (cudaStream_t)0>>>(11 - val26, len25 / 29, (len25 - 31) << ((int)val26), Stats4{40, 5, 53ll});
    return 0;
}
