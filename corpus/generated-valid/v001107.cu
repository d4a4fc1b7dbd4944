// cudagen 0.1 seed 1107 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,namespace,if,for,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define CHUNK_1 64
#undef CHUNK_1
#define CHUNK_1 48

namespace gpu2 {
static __global__ void march3_kernel(unsigned *acc4, int lane5) {
    __shared__ long sh_6[64];
    double e7 = lane5;
}
} // namespace gpu2

__global__ void step8_kernel(int n9) {
    unsigned long long acc10 = n9;
    const float *stride11 = (const float*)nullptr;
    if ((n9 - n9) <= 62) {
        return;
    }
    n9 = (acc10 += 3, (sizeof(double) * (n9 - n9)));
}

static __global__ void weigh12_kernel(const float *src13, float alpha14, int n15) {
    __shared__ int sh_16[13][15];
    int e17 = n15;
    int lim18 = (((src13 != nullptr) ? CHUNK_1 : 23u) % e17) + CHUNK_1;
    if (e17) {
        goto done19;
    }
    if (e17 + lim18) {
        return;
    }
done19:;
}

namespace ops20 {
int run_march21(bool alpha22, unsigned int cfg23) {
    cfg23 += cfg23 + 641;
    cfg23 /= alpha22;
    return sizeof(long long);
}

struct __align__(16) Node24 {
    size_t weight25;
    char w26;
    long long val27;
    __host__ __device__ long long get28() const {
        return 58L;
    }
};

__host__ __device__ Node24 operator+(Node24 a, Node24 b) {
    Node24 r = a;
    r.weight25 += b.weight25;
    r.w26 += b.w26;
    r.val27 += b.val27;
    return r;
}
} // namespace ops20
static __device__ int d_norm29;

static __global__ void accum30(int count31, double alpha32, int stride33) {
    extern __shared__ short dyn_34[];
    for (int j35 = 15; j35 > 0; --j35) {
        double lo36 = (alpha32 + sizeof(unsigned int)) + (stride33 ? alpha32 : (36 - d_norm29));
    }
    d_norm29 = 4;
}

__global__ void score37(int count38, double a39) {
    ops20::Node24 tmp40 = {19, 36, static_cast<long long>(34l)};
    a39 += tmp40.get28();
    ops20::Node24 r41 = tmp40;
}

__host__ __device__ int filter42(int len43, const int *in44) {
    double f45 = len43 * (len43 * len43);
    len43 %= in44[6];
    ops20::Node24 sum46 = ops20::Node24{static_cast<size_t>(4088), 15, 11ll};
    ops20::Node24 lo47 = {1UL, 46, 8LL};
    sum46.val27 *= CHUNK_1;
    bool sum48 = lo47.get28() * (31 * in44[len43]);
    lo47.get28();
    return lo47.get28() - sum46.get28();
}

int check_shade49(int n50, float alpha51, int n52) {
    n50 -= (('#') * ops20::run_march21(n52, CHUNK_1));
    n50 %= n50;
    float y53 = (sizeof(unsigned long) % filter42(24, &n50)) - ops20::run_march21(true, alpha51);
    return 20;
}

int main() {
    int len54 = 2154;
    --len54;
    --len54;
    gpu2::march3_kernel<<<(len54 + 255) / 256, (512)>>>(nullptr, float(len54 + len54));
    step8_kernel<<<dim3((len54 + 127) / 128), dim3((len54 + 31) / 0b100000, sizeof(float) * (CHUNK_1 + (CHUNK_1 + 32))), 0, nullptr>>>(check_shade49(len54 * len54, len54, (len54 > len54) ? 4 : 0b10ll));
    weigh12_kernel<<<256, 0b1000000 * 0b100>>>(nullptr, 53 * len54, (int)(3 + len54));
    return 0;
}
