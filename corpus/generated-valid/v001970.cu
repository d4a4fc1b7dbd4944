// cudagen 0.1 seed 1970 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_array,constexpr_var,enum,namespace,if,goto,bitwise,comparison,incdec,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,lambda_launch,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 35
#endif
__constant__ int c_tally6[2] = {901, 0x20};

namespace kern7 {
enum Phase8 { HIGH9, OFF10 };
} // namespace kern7
enum Mode11 { HIGH12, BLUE13 = 2, ON14 };
enum State15 { GREEN16, GREEN17 = 6 };

__global__ void update18_kernel(float a19) {
    int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    a19 = LOW_BITS_1(LOW_BITS_1(c_tally6[0x1] | tid20));
    a19 = a19;
    float off21 = threadIdx.y;
}

__host__ float host_weigh22(float cfg23) {
    if ((cfg23 - CAT_3(cfg, 23)) > CAT_3(cfg, 23)) {
        goto finish25;
    }
    ([=]() mutable {
        if ((static_cast<long>(cfg23) ^ (kern7::OFF10)) >= CAT_3(cfg, 23)) {
            constexpr int val24 = ((kern7::OFF10 + kern7::OFF10) * 4);
            update18_kernel<<<(BLUE13 + 62), (GREEN17 + 2) * (ON14 + 1), sizeof(double) * 0x40, (cudaStream_t)0>>>(24.5F);
        }
    })();
    cfg23 = kern7::HIGH9;
    cfg23++;
finish25:;
    return static_cast<long>(cfg23) | 37;
}

int main() {
    int n26 = 1171;
    if (static_cast<float>(n26) != (n26 ^ 0x1u)) {
        State15 q27 = GREEN16;
        update18_kernel<<<(n26 + 63) / 64, kern7::OFF10 + (kern7::OFF10 + (kern7::OFF10 + (ON14 + 26))), sizeof(double) * 64>>>(n26);
        double *diff28 = nullptr;
    }
    return 0;
}
