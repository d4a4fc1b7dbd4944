# 1 "v001131.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8 "v001131.cu"
template< class T, int N> static void 
# 9
__wrapper__device_stub_relax4(T &p5, const T *&in6, const float *&coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
int idx8 = __device_builtin_variable_threadIdx.x; 
# 11
auto lo9 = p5; 
# 12
float prod10 = (N); 
# 13
T h11 = (p5 - ((*in6) + 58)) + 4; 
# 14
if (prod10 < (sizeof(T))) { 
# 15
goto done13; 
# 16
}  
# 17
h11 = ((p5 + ((33 > (*in6)) ? __device_builtin_variable_threadIdx.x : (21.625))) + (idx8 - 51U)); 
# 18
for (int n12 = 2; n12 > 0; --n12) { 
# 19
h11 = ((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_threadIdx.y)); 
# 20
--p5; 
# 21
}  
# 22
done13:; ; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001131.cu"
template< class T, int N> static void 
# 9
relax4(T p5, const T *in6, const float *coef7) {__wrapper__device_stub_relax4<T,N>(p5,in6,coef7);
# 23
return;}
#if 0
# 9
{ 
# 10
int idx8 = __device_builtin_variable_threadIdx.x; 
# 11
auto lo9 = p5; 
# 12
float prod10 = (N); 
# 13
T h11 = (p5 - ((*in6) + 58)) + 4; 
# 14
if (prod10 < (sizeof(T))) { 
# 15
goto done13; 
# 16
}  
# 17
h11 = ((p5 + ((33 > (*in6)) ? __device_builtin_variable_threadIdx.x : (21.625))) + (idx8 - 51U)); 
# 18
for (int n12 = 2; n12 > 0; --n12) { 
# 19
h11 = ((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_threadIdx.y)); 
# 20
--p5; 
# 21
}  
# 22
done13:; ; 
# 23
} 
#endif
# 24 "v001131.cu"
__attribute__((unused)) float shade14(int count15, float *dst16, char *buf17) {int volatile ___ = 1;(void)count15;(void)dst16;(void)buf17;
# 30
::exit(___);}
#if 0
# 24
{ 
# 25
if (unsigned q18{(49)}; ((+(__device_builtin_variable_gridDim.x)) + (__device_builtin_variable_blockIdx.x)) > (count15 + count15)) { 
# 26
count15 = ((42U * (count15 + 12)) * (((__device_builtin_variable_threadIdx.z) / (2)) * count15)); 
# 27
float t19[8] = {(-3469), (6.0F), static_cast< float>((1) * (*dst16)), (7.0F)}; 
# 28
}  
# 29
return (4.625F) - ((count15 - sizeof(int)) - (*dst16)); 
# 30
} 
#endif
# 31 "v001131.cu"
static void host_relax20(const int *in21, int *out22, double *buf23) { 
# 32
(*out22) = 53; 
# 33
auto val24 = 48 * (*in21); 
# 34
if (val24 != 12L) { 
# 35
goto done25; 
# 36
}  
# 37
(*out22) = ((val24 * (in21[5])) % (61 + (val24 + (*out22)))); 
# 38
done25:; ; 
# 39
} 
# 40
using idx26_t = long; 
# 41
constexpr int check_bias27(int lane28) { 
# 42
return lane28; 
# 43
} 
# 44
namespace kern29 { namespace inner30 { 
# 45
typedef int idx31_t; 
# 46
float tally32(idx31_t count33, float b34, const unsigned char *input35) { 
# 47
auto op38 = []() { 
# 48
constexpr int q36 = 17; 
# 49
idx31_t m37{(21L)}; 
# 50
} ; typedef decltype(op38) __T0;
# 51
op38(); 
# 52
b34 = ((11.5F) / ((count33 - 3) / b34)); 
# 53
auto fn39 = []()->float { 
# 54
(__cudaPushCallConfiguration(1, 64 * 2)) ? (void)0 : relax4< double, 7> ((8.5F), nullptr, nullptr); 
# 55
return 8UL; 
# 56
} ; typedef decltype(fn39) __T1;
# 57
auto base40 = 19L; 
# 58
const char *e41 = ("a\tb"); 
# 59
if ((e41[0]) >= count33) { 
# 60
return e41[0]; 
# 61
}  
# 62
return (10.0F); 
# 63
} 
# 64
}}
# 65
static unsigned fold42(const kern29::inner30::idx31_t *coef43) { 
# 66
float prod44 = coef43[7]; 
# 67
prod44--; 
# 68
prod44 = (coef43[0]); 
# 69
prod44 = (15.125F); 
# 70
prod44 = (((coef43[5]) != ((coef43[7]) + prod44)) ? *coef43 : ((coef43[1]) / 2)); 
# 71
prod44 = (39); 
# 72
return *coef43; 
# 73
} 
# 74
int main() { 
# 75
int len45 = 988; 
# 76
for (int it46 = 0; it46 < 3; ++it46) { 
# 77
if (it46 < (+len45)) { 
# 78
if ((len45 / 2) != sizeof(kern29::inner30::idx31_t)) { 
# 79
return sizeof(float) * len45; 
# 80
}  
# 81
}  
# 82
len45 = 43; 
# 83
}  
# 84
--len45; 
# 85
len45 = 22; 
# 86
return 0; 
# 87
} 

# 1 "v001131.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e73f36d_10_v001131_cu_701cc09e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001131.cudafe1.stub.c"
#include "v001131.cudafe1.stub.c"
# 1 "v001131.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
