// cudagen 0.1 seed 176 valid
// features: kernel,maxnreg,launch,launch_dim3,host_device_function,main,managed_var,constexpr_var,local_array,auto_var,const_local,if,if_init,for,switch,compound_assign,comparison,incdec,array_index,call,lit_int_suffix,lit_float,lit_bool,cast_static,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 32
#define TILE_DIM_2 (WARPS_1)
#define CHUNK_3 3
#define HALF_4(x) ((x) / 2)
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

__host__ __device__ int lerp8(int len9) {
    for (int n10 = 0; n10 < 5; ++n10) {
        len9--;
        int hi11 = (+(n10 % WARPS_1)) + 20;
        hi11 *= 29ULL;
    }
    long long s12[CHUNK_3 + 2] = {};
    return len9;
}
__managed__ bool m_relax13 = false;

__global__ void __maxnreg__(64) drift14(int lane15) {
    if ((m_relax13 * lerp8(lane15)) < lerp8(0)) {
        switch (lane15 + m_relax13) {
        case CHUNK_3 + (CHUNK_3 + (CHUNK_3 + 3)):
            if (float val16 = ((16.5F - lane15) + 413u) * (m_relax13); !m_relax13) {
                lerp8(lane15);
                auto off17 = val16;
                off17--;
            }
            break;
        default: {
            const unsigned long long hi18 = lane15;
            break;
        }
        }
    }
}

int main() {
    int len19 = 3804;
    for (int n20 = 0; n20 < 13; n20 += 2) {
        if (lerp8(len19) != n20) {
            break;
        }
    }
    if (m_relax13 < (55 + m_relax13)) {
        char base21[6]{52, 41, 127, static_cast<char>(len19), static_cast<char>(len19), static_cast<char>(m_relax13)};
    }
    float x22 = HALF_4(lerp8(m_relax13) + (len19));
    drift14<<<dim3((4), (len19 + 127) / 128, 16), dim3((1), (len19 + 255) / 256)>>>(LOW_BITS_5(len19) * 56);
    return 0;
}
