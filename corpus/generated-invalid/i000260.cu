// cudagen 0.1 seed 260 invalid:bool_increment
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,enum,if,if_else,if_init,while,goto,static_assert,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
constexpr int DEPTH3 = 16;

__host__ __device__ unsigned drift4(int n5) {
    constexpr int h6 = sizeof(float) * 14;
    n5 = h6;
    return h6;
}

__host__ __device__ void smooth7(float a8, float* out9) {
    if (int prod10 = a8; !out9) {
        prod10 = -(30 % (prod10 * prod10));
    } else if (constexpr unsigned m11 = 18; drift4(54UL) == (*out9)) {
        if (prod10 == m11) {
            unsigned char mid12 = drift4(drift4(prod10));
            (++prod10, (prod10 = drift4(drift4(31) - DEPTH3)));
        } else {
        }
    }
}
enum Kind13 { LOW14, SLOW15 = 4, BLUE16, IDLE17 };

void host_stencil18(int count19 = 56lu) {
    (--count19, (count19 = drift4((unsigned int)(count19 - count19))));
    (--count19, (count19 = 16 + unsigned(count19)));
}

__device__ int pivot20(float q21, Kind13 beta22) {
    drift4((q21 - q21) / '0');
    int iter23 = 0;
    while (iter23 < 14) {
        q21 = drift4(iter23);
        q21 = (1145 ^ iter23) + drift4(LOW14) + q21;
        ++iter23;
    }
    (++q21, (beta22 = beta22));
    constexpr double f24 = 3.625F;
    drift4(47u);
    return int(58);
}

static __global__ void step25_kernel(int* out26, bool q27, const int* src28) {
    int idx29[4]{1ul, 2056L, static_cast<int>(q27), 8L};
    if (out26[2] > IDLE17)
        return;
}

template <typename T, int N>
__host__ __device__ unsigned fold30(T* data31) {
    if ((data31[1] + N) < N) {
        goto out34;
    }
    static_assert(sizeof(int) == 4, "size check");
    if (constexpr unsigned char u32 = 57; data31[0] >= DEPTH3) {
        int iter33 = 0;
        while (iter33 < 11) {
            (*data31) = MOD8_1(drift4(size_t(*data31)));
            (*data31) = DEPTH3;
            data31[iter33 & 0b111] = ((N) * (*data31)) - data31[iter33];
            ++iter33;
        }
    }
    drift4(drift4(N - data31[7]));
out34:;
    return DEPTH3;
}

static __host__ float score35(int n36, int len37, const unsigned int* input38) {
    len37 = n36;
    constexpr float f39 = 6.125f;
    step25_kernel<<<dim3((len37 + 63) / 64), (512), sizeof(double) * 32>>>(&n36, !input38, &len37);
    return 17.75f;
}

int main() {
    int size40 = 2238;
    bool ready41 = false;
    ready41++;
    step25_kernel<<<dim3(256, 1), (64), sizeof(int) * 64, 0>>>(&size40, size40, &size40);
    step25_kernel<<<dim3((size40 + 31) / 32, 2 * 2), 128, sizeof(double) * 32, 0>>>(&size40, fold30<int, 3>(&size40) % (32 | size40), &size40);
    size40 = 19L;
    smooth7(DEPTH3, nullptr);
    return 0;
}
