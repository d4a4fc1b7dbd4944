// cudagen 0.1 seed 529 valid
// features: kernel,kernel_extern_c,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,const_local,struct,operator_overload,if,while,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void clamp4(float* out5)
{
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned long mid7 = 46;
    int w8 = 0;
    while (w8 < gid6) {
        out5[4] += (mid7 - 9) & threadIdx.y;
        mid7 = static_cast<double>(1 << blockIdx.x) / ((33 <= (mid7 + (*out5))) ? blockIdx.z : 35U);
        ++w8;
    }
    ++mid7;
    long long m9 = static_cast<long>(53);
}
// NOTE: keep in sync with the host reference.

struct Particle10 {
    float val11;
    unsigned val12;
};

__host__ __device__ Particle10 operator+(Particle10 a, Particle10 b)
{
    Particle10 r = a;
    r.val11 += b.val11;
    r.val12 += b.val12;
    return r;
}

struct Tile13 {
    long z14;
    unsigned int z15;
};

extern "C" {
__device__ long gather24(int n25, const unsigned short* input26)
{
    if ((unsigned int)n25) {
        return (input26[n25] % 7) * 51l;
    }
    static_assert(6 > 5);
    long base27 = *input26;
    return MOD8_1(((((input26[base27 & 7] < input26[2]) ? n25 : base27) > n25) ? '0' : (base27 * 073)));
}

__global__ void __maxnreg__(64) mix16_kernel(const float* in17, const int* input18, int* acc19, float cfg20)
{
    int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc19) = 041;
    acc19[7]--;
    switch (blockIdx.y) {
    case (3): {
        Tile13 val22 = Tile13{3723, static_cast<unsigned int>(cfg20)};
        [[fallthrough]];
    }
    case 6:
        break;
    case 9: {
        const int mid23 = input18[0];
        break;
    }
    }
}
}

int host_count28(const int* coef29, int count30 = 7l)
{
    mix16_kernel<<<(count30 + 255) / 256, 1 << 6, 0, nullptr>>>(reinterpret_cast<const float*>(coef29), nullptr, (int*)nullptr, MOD8_1(count30) - count30);
    count30--;
    int sum31 = count30;
    return count30;
}

int main()
{
    int count32 = 499;
    Particle10 hi33{20.5f, 'a'};
    char y34 = +static_cast<float>(MOD8_1(count32));
    count32++;
    ++count32;
    clamp4<<<(count32 + 255) / 256, 1 << 9, sizeof(double) * 64, (cudaStream_t)0>>>(static_cast<float*>(nullptr));
    return 0;
}
