// cudagen 0.1 seed 1963 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,shared_var,static_shared,extern_shared,constexpr_var,const_local,struct,enum,typedef,if,range_for,while,do_while,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define TILE_DIM_2 ((64) * 4)
#define SQR_3(x) ((x) * (x))
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef TILE_DIM_2
#define TILE_DIM_2 2

__global__ void smooth6(unsigned long beta7, float *out8, const unsigned char *in9, int n10) {
    int gid11 = threadIdx.x;
    constexpr float t12 = 5;
    out8[1] = 8.75f;
    int pass13 = 0;
    while (pass13 < (sizeof(unsigned int) * 4)) {
        {
            (n10++, (beta7 = pass13));
            out8[n10 & 7] -= threadIdx.x;
        }
        ++pass13;
    }
    int acc14{pass13};
}

struct Tile15 {
    float w16;
    int y17, val18;
    float w19;
};
enum Phase20 : unsigned char { FAST21, HIGH22, ON23, IDLE24 = 6 };

template <typename T, typename U>
__global__ void __maxnreg__(32) pivot25(const U *coef26) {
    extern __shared__ double dyn_27[];
    int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_27[7] /= ((tid28 >> tid28) < dyn_27[tid28]) ? 21.375 : tid28;
    U f29 = dyn_27[tid28];
    long long v30 = (-(tid28 & tid28)) * (*coef26);
    f29 *= SQR_3(f29) + ((tid28 % tid28) * static_cast<T>(v30));
}

template <typename T, int N>
__global__ void __launch_bounds__(128 * 2, HIGH22) blend31_kernel(const T *input32, T b33, float *dst34) {
    extern __shared__ double dyn_35[];
    unsigned int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b33 = dyn_35[i36];
    {
        int prod37 = dyn_35[3];
        const int base38 = (dst34[prod37] += sizeof(T), (35 << blockDim.z)) - (36 + threadIdx.x);
    }
    ACCUM_5(dyn_35[0], (44 - input32[i36]));
    __shared__ Tile15 sh_39[64];
}
__managed__ int m_clamp40[32] = {27, 40, -46, 'a'};
typedef float real41_t;

template <class T, class U>
__global__ void fuse42_kernel(const T *coef43, int *acc44, const T *in45) {
    int tid46 = threadIdx.x;
    int iter47 = 0;
    while (iter47 < iter47) {
        (--m_clamp40[iter47], (acc44[7] = -((~gridDim.x) + coef43[tid46])));
        if (acc44[iter47] >= tid46) {
            return;
        }
        acc44[7] = iter47 ^ ((m_clamp40[14] >> m_clamp40[10]) + threadIdx.x);
        ++iter47;
    }
    static __shared__ real41_t sh_48[(IDLE24 + TILE_DIM_2) * TILE_DIM_2];
}

int check_kick49(float p50, float b51, Phase20 p52) {
    int pass53 = 0;
    do {
        for (auto res54 : m_clamp40) {
            p50 = ((float)SQR_3(p52)) + 7.875f;
            for (const auto &w55 : m_clamp40) {
                pivot25<int, int><<<sizeof(int) * (IDLE24 + (TILE_DIM_2 + (ON23 + (HIGH22 + 5)))), ON23 + 62, 0>>>(&pass53);
                smooth6<<<(w55 + 127) / 128, TILE_DIM_2 + (WARPS_1 + (TILE_DIM_2 + 492)), sizeof(float) * 256, nullptr>>>(p52, &p50, (const unsigned char*)nullptr, 1L);
            }
        }
        fuse42_kernel<unsigned, int><<<HIGH22, 256>>>(nullptr, static_cast<int*>(nullptr), nullptr);
        ++pass53;
    } while (pass53 < pass53);
    return (p52 == FAST21) ? p52 : (pass53 >> (34 + m_clamp40[25]));
}

int main() {
    int n56 = 644;
    const int stride57 = n56;
    check_kick49(SQR_3(m_clamp40[stride57]), WARPS_1, HIGH22);
    check_kick49(MOD8_4(n56 - m_clamp40[stride57 & 31]), check_kick49(m_clamp40[24], 58, FAST21) * 5, ON23);
    if (stride57 < m_clamp40[stride57]) {
        return 20 - (m_clamp40[30] - m_clamp40[n56 & 31]);
    }
    blend31_kernel<unsigned, (ON23 + 3)><<<(n56 + 255) / 256, sizeof(unsigned int) * 64, 16 * (TILE_DIM_2 + (IDLE24 + 8))>>>(nullptr, n56, nullptr);
    return 0;
}
