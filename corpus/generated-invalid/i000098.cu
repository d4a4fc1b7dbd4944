// cudagen 0.1 seed 98 invalid:this_in_static_member
// features: kernel,kernel_extern_c,launch_bounds,launch,builtin_vars,device_function,host_device_function,host_function,main,constexpr_var,auto_var,if,if_init,do_while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 48

inline __device__ int tile6(int count7) {
    if (auto cnt8 = count7; cnt8 != CAT_5(count, 7))
        cnt8 = count7;
    if (threadIdx.z == 052)
        return blockDim.x;
    count7 = float(count7 | (count7 - NUM_ITERS_1));
    return (count7 += sizeof(char), (6 % count7)) + count7;
}

__global__ void __launch_bounds__((64)) march9_kernel(int count10) {
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    count10 -= 022UL;
    float acc12 = warpSize;
    int v13{529};
    unsigned int y14 = v13;
    acc12 = v13;
}

inline __device__ __host__ void probe15(int lane16, unsigned long long cfg17) {
    if (CAT_5(lane, 16) == 16)
        return;
    (--cfg17, (lane16 = static_cast<int>(16l & cfg17) * lane16));
    lane16 = CAT_5(cfg, 17);
    static_assert((NUM_ITERS_1 + (15)) > 62);
}

__device__ __host__ int scale18(int lane19) {
    lane19 <<= 0b111;
    double m20{7.125};
    const int* lim21 = (const int*)nullptr;
    m20 = lane19;
    int pass22 = 0;
    if (!(m20 < pass22)) {
        goto out24;
    }
    do {
        unsigned long long s23 = m20;
        ++pass22;
    } while (pass22 < lane19);
    (++m20, (m20 = (-(-47)) | CAT_5(pass, 22)));
out24:;
    return (m20 += CAT_5(m, 20), (pass22 + CAT_5(m, 20)));
}

extern "C" __global__ void bias25(const char* src26, double a27, unsigned cfg28) {
    if (constexpr float off29 = 769l; src26[cfg28 & 7] >= threadIdx.y) {
        a27 += (NUM_ITERS_1 - (a27 * 32)) / threadIdx.x;
        unsigned char mid30 = (threadIdx.y - (*src26)) + 64ll;
    }
}

double rank31(float alpha32) {
    int* sum33 = (int*)nullptr;
    if (alpha32 > alpha32) {
        alpha32 += 5L ^ (*sum33);
        march9_kernel<<<4, 4 * 0b1000>>>(51);
        (*sum33)++;
    }
    float acc34 = sizeof(int) + alpha32;
    return acc34;
}
struct Cfg_37 {
    int v;
    static int get() { return this->v; }
};

int main() {
    int count35 = 3433;
    float res36 = count35;
    (++count35, (res36 /= 17.25F));
    count35 += 47ULL;
    bias25<<<1, 256>>>(static_cast<const char*>(nullptr), -23.0, res36);
    res36 = (17 >> count35) ^ ((CAT_5(count, 35) - count35) & 21L);
    return 0;
}
