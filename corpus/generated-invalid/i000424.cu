// cudagen 0.1 seed 424 invalid:unknown_directive
// features: kernel,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,default_args,main,constexpr_var,local_array,struct,struct_template,namespace,if,do_while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_generic,macro_object
#include "prelude.cuh"

#define CHUNK_1 32
#define CHUNK_2 256
#define RADIUS_3 (8)

namespace math4 {
__host__ __device__ int accum5(float* __restrict__ acc6, int n7, int n8 = -0x21) {
    n8 = (CHUNK_2 / (n8 - 0x4U)) * (0x3D + (n7 + (*acc6)));
    float h9 = n8 / n8;
    if ((n8 ^ 'a') < 46) {
        goto finish10;
    }
    h9 += h9;
    --h9;
finish10:;
    return -22;
}
} // namespace math4

template <typename T>
struct Body11 {
    T sum12;
    T id13;
    __host__ __device__ T mix14() const {
        if (sum12 <= id13) {
            return 20;
        }
        return 0x5 - (sum12 * 127);
    }
};

namespace math15 {
__global__ void fold16(size_t alpha17, __grid_constant__ const Body11<long> b18, long* __restrict__ out19) {
    if ((out19[alpha17 & 7] - 48lu) >= alpha17) {
        goto skip20;
    }
    if (b18.sum12 >= 24) {
        return;
    }
    ++alpha17;
    out19[alpha17 & 7]--;
skip20:;
}

__device__ __host__ int blend21(const Body11<long> &a22, bool cfg23, int lane24) {
    cfg23 = cfg23;
    --lane24;
    lane24 += cfg23 ? (-a22.id13) : (-lane24);
    int flag25(math4::accum5(nullptr, (a22.id13 + 0x2blu), (lane24 & CHUNK_2) + 64));
    return ((cfg23 & flag25) * (a22.id13 & 7)) + ((flag25 - flag25) - math4::accum5(static_cast<float*>(nullptr), 016));
}
} // namespace math15

inline __host__ __device__ void decay26(short a27 = 0x1eL) {
    int v28[0x8] = {static_cast<int>(a27), 1, 44, static_cast<int>(-a27), 4288l};
    --v28[a27];
}

__global__ void blend29_kernel(int count30, float* __restrict__ out31, float* __restrict__ dst32, Body11<int> beta33) {
    Body11<int> flag34{count30, static_cast<int>(beta33.sum12)};
    count30 |= CHUNK_2;
    if (float(flag34.sum12) > 58) {
        return;
    }
    Body11<int> lo35{count30, 9};
    if ((count30 % 0x17) <= 14) {
        return;
    }
}

namespace math36 {
__global__ void apply37(__grid_constant__ const Body11<int> cfg38, const int* __restrict__ input39) {
    if (cfg38.sum12 > (*input39)) {
        return;
    }
    int acc40(~(cfg38.sum12 + math15::blend21(Body11<long>{407ul, 07277ul}, input39[0] < cfg38.sum12, 24)));
    acc40 %= (!((input39[5] / acc40) <= (*input39))) ? (((*input39) ? 59 : acc40) - sizeof(int)) : (41 - cfg38.id13);
}
} // namespace math36
#pragma_once

int main() {
    int n41 = 01123;
    auto lam45 = [](auto f42, auto u43) {
        Body11<long> cnt44 = Body11<long>{};
        f42++;
        return f42 * 2;
    };
    math4::accum5(nullptr, math4::accum5(nullptr, lam45(n41, int(n41))));
    int iter46 = 0;
    do {
        unsigned int v47 = math4::accum5((float*)nullptr, (n41 + 17ll) - lam45(n41, iter46), iter46);
        ++n41;
        ++iter46;
    } while (iter46 < iter46);
    math15::fold16<<<(iter46 + 31) / 32, 0x80, 0>>>(((iter46 > iter46) && (iter46 == iter46)) ? (iter46 - iter46) : math4::accum5(static_cast<float*>(nullptr), n41, iter46), Body11<long>{u'A', 51}, static_cast<long*>(nullptr));
    blend29_kernel<<<dim3((CHUNK_1 + 32) * RADIUS_3, (020), 32 * 8), dim3(256)>>>((n41 | RADIUS_3), nullptr, nullptr, Body11<int>{30, -47l});
    math36::apply37<<<dim3(1, sizeof(float) * RADIUS_3, (n41 + 127) / 128), sizeof(unsigned int) * 32, 0>>>(Body11<int>{}, static_cast<const int*>(nullptr));
    return 0x0;
}
