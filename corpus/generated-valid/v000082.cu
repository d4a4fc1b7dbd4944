// cudagen 0.1 seed 82 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,host_function,main,device_var,shared_var,constexpr_var,struct,struct_template,namespace,if,do_while,goto,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define CHUNK_1 16
#define WARPS_2 3
#define WARPS_3 32
#undef WARPS_3
#define WARPS_3 12
__device__ int d_bump4;

static __device__ char smooth5(int count6, int* dst7, int n8) {
    float h9 = 5.5f;
    __shared__ int sh_10;
    if ((*dst7) != dst7[threadIdx.x]) {
        goto skip11;
    }
    count6 = 47;
    count6 = sh_10;
skip11:;
    return 'A' / (((d_bump4 == 40) || blockDim.x) ? (2 - d_bump4) : (WARPS_2 + dst7[sh_10]));
}

void shade12(const float* __restrict__ input13) {
    unsigned u14 = 50;
    u14 = (input13[u14] < (u14 + input13[4])) ? CHUNK_1 : CHUNK_1;
    u14 = *input13;
    int pass15 = 0x0;
    do {
        --u14;
        if ((pass15 * 'a') != CHUNK_1) {
            return;
        }
        ++pass15;
    } while (pass15 < 16);
}

template <typename T>
struct Tile16 {
    T flag17;
    T x18;
};

namespace util19 {
inline __host__ __device__ float stencil20(int n21, int count22) {
    n21--;
    ++n21;
    return n21;
}

size_t run_norm23(const long* input24) {
    cudaStream_t v25 = (cudaStream_t)0;
    signed char base26 = input24[0x6];
    if (util19::stencil20(*input24, base26) < input24[7]) {
        goto done27;
    }
    base26 = util19::stencil20(48, input24[0]);
done27:;
    return (+(0x14U - base26)) - base26;
}

__global__ void __maxnreg__(64) tally28(const float* in29) {
    int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --d_bump4;
    __shared__ int sh_31;
    d_bump4 = util19::stencil20(((sh_31 != sh_31) && (blockIdx.y <= sh_31)) ? (sh_31 * sh_31) : sizeof(int), gridDim.x);
    int base32 = util19::stencil20(sizeof(float), 0xc40l);
    if ((+(*in29)) > 0b10111) {
        goto skip33;
    }
    --d_bump4;
skip33:;
}
} // namespace util19

float fold34(const float* __restrict__ input35, float* buf36) {
    if ((*buf36) < 0x15) {
        goto done37;
    }
    if (util19::run_norm23(static_cast<const long*>(nullptr))) {
        return WARPS_2;
    }
    if (buf36[0x6] == 0x3ell) {
        return (*input35) + (*buf36);
    }
done37:;
    return WARPS_2;
}

int main() {
    int len38 = 3748;
    len38 = len38;
    util19::tally28<<<1 << WARPS_2, dim3(1 << 0b1)>>>(nullptr);
    if ((len38 != len38) && len38) {
        return util19::run_norm23(static_cast<const long*>(nullptr));
    }
    fold34(nullptr, nullptr);
    return 0;
}
