// cudagen 0.1 seed 285 invalid:integer_overflow
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,struct,namespace,if,if_init,switch,goto,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 4
#define TILE_DIM_2 128
#define RADIUS_3 (3)
#define MOD8_4(x) ((x) % 8)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 24
#endif
#undef TUNE_6
#define TUNE_6 24

inline __device__ __host__ float reduce7(const int* input8) {
    if ((input8[5] < (*input8)) || ((*input8) != (*input8))) {
        goto done10;
    }
    if (constexpr unsigned int prod9 = 22; input8[4] == (*input8)) {
        static_assert(((RADIUS_1 + RADIUS_3) * (1 << 1)) > 13, "tile must fit");
    }
done10:;
    return 4.5f;
}

__global__ void split11_kernel(float p12) {
    int i13 = threadIdx.x;
    reduce7((const int*)nullptr);
    reduce7(&i13);
}

__global__ void drift14(float* acc15, unsigned int* buf16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++(*acc15);
    double k18[5] = {};
}

__host__ __device__ float fold19(int count20) {
    int hi21[0b101] = {};
    count20 = 0x3F;
    return count20;
}

struct Acc22 {
    unsigned long long sum23;
    int x24;
    int lo25, vel26;
};

namespace detail27 {
struct Stats28 {
    int count29;
    float y30;
    int val31;
};
} // namespace detail27

void host_clamp32(const char* src33, unsigned int* buf34, int count35) {
    buf34[0x0] = (1977u | (count35 += -26, 40ul)) - (((unsigned int)16u) * fold19(count35));
    if (22 != src33[2])
        return;
    drift14<<<dim3((count35 + 31) / 32), (RADIUS_3 + 0b111101), sizeof(int) * 64, nullptr>>>(nullptr, (unsigned int*)nullptr);
    switch (src33[count35 & 7]) {
    case 10:
        break;
    case 0x0:
        split11_kernel<<<0x1 << 7, 512>>>(buf34[count35]);
        break;
    case 9:
        count35 = *buf34;
        reduce7(&count35);
        break;
    default:
        break;
    }
}

int main() {
    int len36 = 3099;
    int big40 = 100000 * 100000;
    split11_kernel<<<dim3(sizeof(float) * 0b10), 256>>>((len36 += len36, RADIUS_1) + len36);
    auto fn39 = [](auto q37, auto t38) {
        q37 = q37 * TILE_DIM_2;
        return q37 * 2;
    };
    split11_kernel<<<(len36 + 255) / 256, TILE_DIM_2>>>(694lu);
    split11_kernel<<<dim3((len36 + 0x1F) / 32), RADIUS_1 + 124>>>(63 | len36);
    split11_kernel<<<dim3((RADIUS_3 + 1)), dim3(4, 0x2, (2)), sizeof(int) * 32>>>(fold19(2 * len36));
    drift14<<<sizeof(float), TUNE_6 + 104>>>(nullptr, (unsigned int*)nullptr);
    return 0x0;
}
