// cudagen 0.1 seed 181 invalid:memory_space_local_in_device
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,constexpr_var,if,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__host__ __device__ unsigned int tile3(long long alpha4) {
    if (alpha4 <= 0b111000U) {
        unsigned long val5 = alpha4 * (int(alpha4) * (alpha4 / 41u));
        if (!(val5 <= val5)) {
            return 52 + (alpha4 + alpha4);
        }
    }
    return 0b111101 + ((!(21 > alpha4)) ? alpha4 : (alpha4 * 0x40));
}

__global__ void count6(float* buf7) {
    ((*buf7)++, ((*buf7) = ((15.125F * buf7[threadIdx.y]) + (4ul + buf7[4])) * 8.875f));
    constexpr int base8 = 10;
    buf7[2] = 3;
    (*buf7) = (buf7 == nullptr) ? 19.875F : 0;
}

__global__ void weigh9_kernel(int lane10, int stride11, int count12, float* dst13) {
    __device__ int local_mem23;
    int tid14 = threadIdx.x;
    if (tid14 >= lane10) {
        return;
    }
    bool res15 = (false - (stride11 * 0)) - (false);
    size_t lo16 = (stride11);
    signed char t17(threadIdx.y);
    __shared__ double sh_18;
}

int main() {
    int count19 = 0xE32;
    constexpr int m20 = 30lu;
    if ((count19 <= 052) && ((count19 != count19) && (count19 >= count19))) {
        int w21 = (count19 * (count19 * count19)) - (count19 * count19);
        constexpr int q22 = 0b111101;
        weigh9_kernel<<<(w21 + 127) / 128, 128, 0>>>((m20 + w21) / 31, w21, count19, nullptr);
    }
    count6<<<(512), 0x80>>>((float*)nullptr);
    return 0;
}
