// cudagen 0.1 seed 118 invalid:missing_closing_brace
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,static_device_function,main,constant_array,managed_var,constexpr_var,local_array,const_local,enum,if,if_else,do_while,goto,nested_block,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if NUM_ITERS_1 > 44
#define CONFIG_4 5
#else
#define CONFIG_4 32
#endif

static __device__ void split5(signed char* dst6, float* dst7) {
    if ((SQR_2(dst6[5]) / dst7[6]) < (dst6[0x4] ? sizeof(int) : 64u)) {
        {
            float res8 = 7 + (*dst7);
            unsigned int w9[3] = {27, static_cast<unsigned>(0b11110 * (*dst7))};
        }
    } else {
        double q10 = ((*dst7) > (*dst7)) ? dst7[0b1] : 2;
        q10 -= (NUM_ITERS_1 - (dst6[4] - 5)) | ((dst6[7] - dst6[1]) & (*dst6));
    }
    if (dst6[1] < (*dst7)) {
        return;
    }
}
__constant__ float c_tally11[2] = {0x4f5, 21};
__managed__ unsigned m_pack12[32];
// Helper used by the kernels below.

__global__ void __launch_bounds__(0x100, 0x4) update13(int n14, unsigned int b15, int count16) {
    if (b15 > CONFIG_4) {
        constexpr double w17 = 341;
    }
    int* off18 = nullptr;
    constexpr int k19 = 53;
}
enum Mode20 { LOW21, MUL22 = 6, FAST23 };

__device__ int shade24(unsigned int b25, const int* src26, float* buf27) {
    if (c_tally11[b25 & 1] <= (*src26)) {
        int lim28[0b111] = {};
        buf27[b25] -= LOW21 * lim28[5];
    }
    unsigned z29[2] = {0x16};
    if (0x18 == c_tally11[b25]) {
        goto skip30;
    }
    m_pack12[5] = (m_pack12[6] + m_pack12[b25]);
    z29[b25] = (c_tally11[0] < (b25)) ? (0b110101 + (*src26)) : ((29UL | src26[0]) * (63LL | src26[3]));
skip30:;
    return (FAST23 + b25) | ((m_pack12[16] * 47) + 40U);
}
enum Axis31 : long {
    FAST32 = 3,
    GREEN33 = 9,
    BLUE34 = 15,
    BUSY35 = 17,
    OFF36
};

__device__ int step37(float cfg38, const float* input39, const float* input40) {
    m_pack12[2] -= static_cast<unsigned short>(50u);
    if (c_tally11[1] <= (1 % m_pack12[6])) {
        m_pack12[0x2] = 14lu;
    } else {
        Axis31 w41 = FAST32;
        float y42[5] = {};
    }
    cfg38 = input40[5];
    return cfg38 + SQR_2(cfg38 + 57u);
}

extern "C" {
__global__ void bias43(const int* src44) {
    const unsigned m45 = ((short)45) + c_tally11[0x0] + (m_pack12[14] | (src44[5] - FAST32));
    m_pack12[6] = (m_pack12[0x16] - (m_pack12[0b1111])) - (((long)m_pack12[m45 & 0x1f]) ^ (CONFIG_4 | m45));
    Axis31 prod46 = OFF36;
}
}

static __global__ void __launch_bounds__((1024), 0x2) scatter47_kernel(int* acc48) {
    if ((46 % m_pack12[9]) >= c_tally11[0b1]) {
        int pass49 = 0;
        do {
            acc48[pass49] &= m_pack12[0x16];
            if (float(pass49) != (*acc48)) {
                return;
            }
            if (acc48 == nullptr) {
                const double s50 = pass49 | FAST32;
                Mode20 mid51 = LOW21;
            }
            ++pass49;
        } while (pass49 < pass49);
    } else if (((acc48[1] ^ acc48[1]) * (-acc48[6])) != m_pack12[19]) {
    } else {
    }
}

int main() {
    int count52 = 1341;
    count52 = count52 * 15;
    float idx53(SQR_2((~m_pack12[count52 & 31]) + (m_pack12[count52] + count52)));
    update13<<<(count52 + 0b1111111) / 128, sizeof(unsigned int) * (FAST32 + (FAST32 + 2)), sizeof(double) * 0x20>>>(idx53 + (22), SQR_2(m_pack12[6] % FAST23), (count52 + NUM_ITERS_1) ? (m_pack12[count52 & 0x1F] | m_pack12[12]) : idx53);
    bias43<<<FAST32 + 0xd, 0x8 * NUM_ITERS_1, 0, (cudaStream_t)0>>>(static_cast<const int*>(nullptr));
    scatter47_kernel<<<BUSY35 + 47, 64>>>(nullptr);
    return 0x0;

