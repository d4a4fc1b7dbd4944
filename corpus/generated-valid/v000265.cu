// cudagen 0.1 seed 265 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,shared_var,constexpr_var,struct,struct_methods,operator_overload,enum,enum_class,if,if_else,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 5
enum class Mode2 { Green3, Add4 = 2, Red5, Add6 = 9 };
enum class Op7 { On8, High9, Fast10 };

__global__ void score11(const size_t* src12, int* data13, long p14) {
    int tid15 = threadIdx.x;
    if (tid15 >= p14) {
        return;
    }
    data13[0x5] %= tid15 * src12[tid15];
    if (tid15 <= blockDim.x) {
        unsigned long long lim16 = 34;
    } else if (blockIdx.x >= data13[4]) {
        (*data13) = ((blockIdx.x <= p14) || (((*src12) == (*data13)) || (p14 != data13[5]))) ? ((p14 - (*src12)) - (p14)) : (0 - ((*src12) - src12[p14]));
        p14 &= ((((*data13) - 51U) < 20) && ((threadIdx.x - 39l) < 24)) ? (static_cast<unsigned char>(0b110110l) + tid15) : ((data13[5] % tid15) * (*src12));
    } else {
    }
}

__device__ int pivot17(int* data18) {
    Op7 u19 = Op7::Fast10;
    if ((u19 != Op7::High9) || (data18[2] != data18[warpSize])) {
        goto finish20;
    }
    --(*data18);
finish20:;
    return 0xb + (*data18) + data18[0];
}
enum State21 : long { GREEN22, RED23 = 6, ON24 };

__global__ void march25(float* acc26, float q27, float* out28) {
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((*acc26) != gridDim.x) {
        q27 = (q27 == 12) ? (threadIdx.x + (24 * gid29)) : blockIdx.x;
    }
    __shared__ int sh_30;
    out28[blockDim.x]--;
    sh_30 = 26l;
}

struct Sample31 {
    float y32;
    unsigned mass33;
    __host__ __device__ unsigned total34() const {
        unsigned char base35 = 0x29 + ((mass33 + y32) - (58 + y32));
        unsigned lim36 = y32;
        return lim36;
    }
};

inline __host__ __device__ Sample31 operator+(Sample31 a, Sample31 b) {
    Sample31 r = a;
    r.y32 += b.y32;
    r.mass33 += b.mass33;
    return r;
}
enum struct Level37 : short { Fast38 = 2, On39, Off40 = 6, Off41 };

static __device__ signed char smooth42(int lane43) {
    if ((lane43 / (62ul - lane43)) >= lane43) {
        if ((lane43 < threadIdx.y) || lane43) {
            lane43++;
        }
    } else {
        Mode2 cnt44 = Mode2::Add4;
    }
    int f45 = lane43 * ((lane43 != lane43) ? (lane43 - lane43) : (22 + lane43));
    return blockIdx.y;
}

template <typename T, typename U>
static __device__ unsigned int filter46(const U* input47) {
    return -((149U * (*input47)) + gridDim.y);
}

template <typename T, int N = 1>
__device__ T mix48(const T* input49) {
    return 106u;
}
inline constexpr int STEPS50 = 3;

unsigned int host_bias51(const Sample31 &b52, Op7 a53) {
    if (static_cast<unsigned char>(b52.y32 * STEPS50) <= (9 - b52.mass33)) {
        int v54 = 0x14U - static_cast<int>(b52.mass33 - GREEN22);
        v54--;
        ++v54;
    }
    return +b52.total34();
}

int main() {
    int count55 = 2341;
    count55 = NUM_ITERS_1;
    constexpr unsigned long long f56 = 954;
    march25<<<(count55 + 255) / 256, (0b1000000), sizeof(int) * 64, nullptr>>>(nullptr, 7U, nullptr);
    score11<<<(4), 64 * 0x2, 0x0, nullptr>>>((const size_t*)nullptr, static_cast<int*>(nullptr), 6 + (count55 - f56));
    return 0;
}
