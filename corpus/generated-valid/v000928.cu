// cudagen 0.1 seed 928 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,default_args,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,if,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_stringize
#include "prelude.cuh"

#define TILE_DIM_1 4
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static __device__ __forceinline__ int accum5(int lane6, int n7, unsigned char beta8 = 0x22) {
    long long x9 = LOW_BITS_2(LOW_BITS_2(beta8));
    --lane6;
    x9--;
    int *sum10 = (int*)nullptr;
    return n7;
}

__global__ void __maxnreg__(64) fold11(int *data12, int *dst13, const long *src14, int len15) {
    unsigned i16 = threadIdx.x;
    if (i16 >= len15) {
        return;
    }
    static __shared__ unsigned int sh_17[8];
    len15 = 0x16 - ((blockDim.x + 'z') - (src14[len15] + 47ull));
    accum5((threadIdx.z), LOW_BITS_2(LOW_BITS_2(blockIdx.x)));
    if ((dst13[i16] <= threadIdx.x) && ((*dst13) != (i16 - sizeof(int)))) {
        accum5(sizeof(int) + i16, 42L);
    }
    sh_17[warpSize] = accum5((accum5(*dst13, data12[len15]) == (*dst13)) ? (03177 + sh_17[4]) : (((*dst13) >= len15) ? 023 : 2), threadIdx.x);
}

__global__ void __launch_bounds__(32 * 0x10, 1) pivot18(signed char *data19, const size_t *src20) {
    unsigned int idx21 = threadIdx.x;
    int y22 = (-59);
    if (!(blockIdx.x <= data19[y22])) {
        unsigned int lo23 = LOW_BITS_2(data19[2]);
        (*data19) = LOW_BITS_2(accum5(0x21 * y22, (lo23)));
    }
    y22 = ((!(alignof(float) <= idx21)) && (threadIdx.x > (*data19))) ? idx21 : ((idx21 + 0x21) / (+data19[y22]));
    y22 = -accum5(accum5(idx21, TILE_DIM_1), src20[4] - 46UL);
}
__device__ double d_merge24 = 2U;

__global__ void __launch_bounds__(sizeof(float) * (TILE_DIM_1 + 12), 0x3) count25(int *__restrict__ dst26, unsigned alpha27) {
    extern __shared__ short dyn_28[];
    int tid29 = threadIdx.x;
    if (threadIdx.x > d_merge24) {
        return;
    }
    accum5(-48, LOW_BITS_2((d_merge24 != dyn_28[0x4]) ? threadIdx.x : dyn_28[alpha27]), (alpha27 * dyn_28[alpha27]) ? LOW_BITS_2(alpha27) : (46 * (*dst26)));
}

int main(void) {
    int count30 = 2006;
    if (count30 >= TILE_DIM_1) {
        count30++;
    }
    const char *val31 = STR_4(tile size);
    fold11<<<dim3((TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 112)))) * TILE_DIM_1), 0x40>>>(nullptr, static_cast<int*>(nullptr), nullptr, (count30) / 46l);
    pivot18<<<dim3(64), dim3(sizeof(unsigned int) * 64, (count30 + 127) / 128), 0, (cudaStream_t)0>>>(nullptr, nullptr);
    count25<<<(TILE_DIM_1 + 0x1c), (0x40)>>>(nullptr, LOW_BITS_2(count30));
    return 0;
}
