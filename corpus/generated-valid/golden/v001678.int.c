# 1 "v001678.cu"
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
# 7 "v001678.cu"
enum class Mode3 { Blue4, Add5, Mul6}; 
# 9
static void host_kick7(Mode3 cfg8) { 
# 10
auto mid9 = 415L; 
# 11
mid9++; 
# 12
const char *lim10 = ("a \"quoted\" )word"); 
# 13
if (cfg8 == Mode3::Mul6) { 
# 14
goto done11; 
# 15
}  
# 16
mid9 &= mid9; 
# 17
mid9 <<= (lim10[1]); 
# 18
cfg8 = Mode3::Mul6; 
# 19
done11:; ; 
# 20
} 
# 22
inline unsigned long long grow12(float cfg13, unsigned long *__restrict__ data14) { 
# 23
--(*data14); 
# 24
if ((*data14) < (*data14)) { 
# 25
auto mid15 = cfg13; 
# 26
} else { if (cfg13 > ((int)cfg13)) { 
# 27
return cfg13; }  }  
# 28
int *sum16 = reinterpret_cast< int *>(data14); 
# 29
return (-(*sum16)); 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void accum17_kernel(int stride18, float q19, double a20, float *__restrict__ buf21) ;
#if 0
# 32
{ 
# 33
int i22 = __device_builtin_variable_threadIdx.x; 
# 34
if (i22 >= stride18) { 
# 35
return; }  
# 36
if (char lim23(grow12(q19 - q19, reinterpret_cast< size_t *>(buf21))); a20 == (__device_builtin_variable_threadIdx.y)) { 
# 37
(buf21[lim23 & 7]) /= ((((a20 <= (30)) ? stride18 : 52U) - (28)) % ((-lim23) + ((__device_builtin_variable_blockIdx.x) * stride18))); 
# 38
(a20--), (a20 = lim23); 
# 39
} else { if ((((__device_builtin_variable_blockIdx.z) > (__device_builtin_variable_threadIdx.x)) ? 128 : 59UL) >= ((43U != lim23) ? __device_builtin_variable_threadIdx.y : ((unsigned long)(buf21[5])))) { 
# 40
} else { 
# 41
}  }  
# 42
} 
#endif
# 43 "v001678.cu"
static constexpr int STEPS24 = (sizeof(int) * (8)); 
# 45
__attribute__((visibility("hidden"))) void shade25(const double *__restrict__ coef26, unsigned char *__restrict__ dst27) ;
#if 0
# 45
{ 
# 46
int idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
Mode3 s29 = Mode3::Blue4; 
# 48
double *h30 = reinterpret_cast< double *>(dst27); 
# 49
s29 = Mode3::Mul6; 
# 50
Mode3 res31 = Mode3::Blue4; 
# 51
s29 = Mode3::Add5; 
# 52
Mode3 q32 = Mode3::Blue4; 
# 53
} 
#endif
# 55 "v001678.cu"
constexpr int weigh33(int lane34, double q35) { 
# 56
(++lane34), (lane34 <<= ((lane34 + lane34) * ((lane34 - lane34) + STEPS24))); 
# 57
return ((4535 % lane34) + (STEPS24 | lane34)) - 19; 
# 58
} 
# 59
using idx36_t = unsigned; 
# 61
void tile37(Mode3 alpha38) { 
# 62
constexpr bool tmp39 = (1); 
# 63
unsigned long long tmp40 = (STEPS24); 
# 64
if (weigh33(tmp40, (12.25)) == tmp39) { 
# 65
tmp40 <<= weigh33(((tmp40 += STEPS24), 47), (3.5F)); 
# 66
unsigned *cnt41 = (nullptr); 
# 67
}  
# 68
} 
# 70
inline size_t check_apply42(int n43) { 
# 71
if (n43 != (n43 ^ n43)) { 
# 72
if (55L == (n43 & (n43 & STEPS24))) { 
# 73
(n43++), (n43 &= (n43 * ((1204UL ^ n43) * ((n43 != n43) ? n43 : sizeof(float))))); 
# 74
n43 = (sizeof(int)); 
# 75
} else { 
# 76
}  
# 77
}  
# 78
return ((unsigned char)58L) / grow12((n43 < 19ULL) ? STEPS24 : n43, nullptr); 
# 79
} 
# 81
int main() { 
# 82
int count44 = 1677; 
# 83
if (38 != (count44 | count44)) { 
# 84
return 60; }  
# 85
const long *f45 = (nullptr); 
# 86
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), STEPS24 * 4, 0, 0)) ? (void)0 : shade25(reinterpret_cast< const double *>(f45), static_cast< unsigned char *>(nullptr)); 
# 87
Mode3 f46 = Mode3::Add5; 
# 88
if (((count44 == 58LL) ? sizeof(float) : count44) >= (22U)) { 
# 89
return STEPS24; }  
# 90
(__cudaPushCallConfiguration((count44 + 63) / 64, 1 << 9, 64 * 16, 0)) ? (void)0 : accum17_kernel(8UL, (count44 >= count44) ? (15.125F) : (grow12(count44, nullptr)), 26, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v001678.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fbfe2a9f_10_v001678_cu_a990ff48
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001678.cudafe1.stub.c"
#include "v001678.cudafe1.stub.c"
# 1 "v001678.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
