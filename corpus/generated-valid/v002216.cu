// cudagen 0.1 seed 2216 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,static_host_function,default_args,main,constant_array,shared_var,constexpr_var,const_local,if,for,goto,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_launch,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
static unsigned run_combine5(int *out6, int len7, float q8) {
    for (int j9 = 10; j9 > 0; --j9) {
        out6[5]--;
        q8 = 0b100ul;
    }
    float x10 = len7;
    return len7;
}
__global__ void pack11(unsigned char cfg12, int *out13, float p14, int n15) {
    __shared__ int sh_16[64];
    if ((*out13) != 51LL) {
        goto out17;
    }
    p14++;
out17:;
}
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_18(map_drift19, double)
DEFINE_MAP_KERNEL_18(map_kick20, unsigned int)
__constant__ float c_apply21[8] = {19.25F, 51, 12.875f, 2.25F, 7.375f, -17.625F, 12.0F, -20.375f};
template <typename T, int N = 4>
__device__ T mix22(T *acc23, double q24, const float *src25) {
    const int lo26 = TWICE_PLUS_2(q24, 14lu);
    (*acc23) = alignof(double);
    return N;
}
void run_mix27(int count28, float q29 = 2.75f) {
    map_drift19<<<(count28 + 127) / 128, 64 * 2>>>(nullptr, (q29 - 14L) + (CAT_4(count, 28) + 12));
    int y30 = -count28;
    if (q29 == q29) {
        q29 = q29;
    }
    const long s31 = count28;
}
int main() {
    int size32 = 3646;
    if (6 > TWICE_PLUS_2(size32, size32)) {
        return (4573 + size32) >> 4;
    }
    if (size32 + size32) {
        return (size32 += 627, (3ul + size32));
    }
    auto op35 = [](int mid33, float y34) -> short {
        map_kick20<<<16 * 0b10000, sizeof(float) * 128, 0, nullptr>>>((unsigned*)nullptr, (mid33 * mid33) << mid33);
        pack11<<<(mid33 + 31) / 32, 64 * 2, 128 * 8, (cudaStream_t)0>>>((y34 += sizeof(int), run_combine5(&mid33, y34, 13.5f)), &mid33, CAT_4(y, 34), (39));
        return 47;
    };
    if ((+size32) <= size32) {
        return (45l);
    }
    size32 = size32;
    return 0;
}
