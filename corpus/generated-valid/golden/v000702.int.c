# 1 "v000702.cu"
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
# 8 "v000702.cu"
static_assert((30 > 29));
# 10
__attribute__((visibility("hidden"))) void accum4_kernel(const int *coef5, float b6) ;
#if 0
# 11
{ 
# 12
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (b6 != (__device_builtin_variable_blockIdx.x)) { 
# 14
return; }  
# 15
b6 *= (((static_cast< float>((8.5F))) * (__device_builtin_variable_threadIdx.z)) - ((__device_builtin_variable_threadIdx.x) + (b6 + (coef5[gid7])))); 
# 16
for (int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i8 < gid7; i8 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 17
double idx9 = (((b6 += (18.625F)), 23)); 
# 18
long long f10 = (29UL); 
# 19
b6 = b6; 
# 20
}  
# 21
} 
#endif
# 23 "v000702.cu"
struct alignas(8) Body11 { 
# 24
int sum12; 
# 25
unsigned vel13; 
# 26
short w14; 
# 27
}; 
# 28
enum class Mode15: unsigned { 
# 29
Off16, 
# 30
Mul17 = 4U, 
# 31
Low18, 
# 32
High19, 
# 33
Idle20
# 34
}; 
# 36
__attribute__((visibility("hidden"))) void step21_kernel(int len22, double cfg23) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern float dyn_24[]; 
# 39
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (len22) { 
# 41
return; }  
# 42
cfg23 /= (static_cast< short>(idx25)); 
# 43
Mode15 k26 = Mode15::Off16; 
# 44
if (constexpr unsigned w27 = (33); idx25 + 749) { 
# 45
(dyn_24[5]) += (6.125F); 
# 46
k26 = k26; 
# 47
} else { 
# 48
cfg23 = (__device_builtin_variable_threadIdx.x); 
# 49
}  
# 50
} 
#endif
# 52 "v000702.cu"
float decay28(double beta29, Mode15 q30, const unsigned char *src31) 
# 53
{ 
# 54
for (int j32 = 0, j33 = 3; j32 < j33; (++j32), (--j33)) { 
# 55
const float *s34 = (nullptr); 
# 56
}  
# 57
beta29 /= ((*src31) % 8); 
# 58
beta29++; 
# 59
beta29 -= (src31[3]); 
# 60
q30 = Mode15::Low18; 
# 61
int lo35 = (((src31[6]) + beta29) * (48U)) + (src31[7]); 
# 62
return ((src31[6]) / (*src31)) - (beta29 + (beta29 / beta29)); 
# 63
} 
# 65
__attribute__((visibility("hidden"))) void sweep36(unsigned short *acc37) ;
#if 0
# 66
{ 
# 67
int i38 = __device_builtin_variable_threadIdx.x; 
# 68
decay28(i38, Mode15::Mul17, nullptr); 
# 69
if ((*acc37) <= (__device_builtin_variable_blockDim.x)) { 
# 70
return; }  
# 71
__attribute__((unused)) static double sh_39[10][12]; 
# 72
auto x40 = (sh_39[i38])[3]; 
# 73
} 
#endif
# 75 "v000702.cu"
unsigned long long run_scatter41(Mode15 beta42, const unsigned long *coef43, double beta44) 
# 76
{ 
# 77
for (int it45 = 0; it45 < 9; ++it45) { 
# 78
beta44 *= (((coef43[3]) + (coef43[it45])) * ((6) * beta44)); 
# 79
(++beta44), (beta42 = beta42); 
# 80
}  
# 81
if (((float)(coef43[5])) == (coef43[7])) { 
# 82
return decay28(beta44, beta42, (const unsigned char *)nullptr); }  
# 83
return (decay28(static_cast< float>(beta44), Mode15::Low18, nullptr)) - beta44; 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int n46 = 1311; 
# 89
(__cudaPushCallConfiguration(((dim3)(4 * 4)), 128, 64 * 16, nullptr)) ? (void)0 : step21_kernel(36UL, decay28(n46, Mode15::Idle20, nullptr)); 
# 90
if (double idx47 = ((11.75) / n46) - n46; (60) != (idx47 * (2U))) { 
# 91
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : sweep36(nullptr); 
# 92
unsigned cnt48[7] = {(22UL), 1U, (50)}; 
# 93
(cnt48[n46]) ^= ((((2) - (cnt48[2])) + (cnt48[0])) + ((static_cast< unsigned>(n46)) % (8))); 
# 94
}  
# 95
n46 = (decay28(n46, Mode15::Off16, nullptr)); 
# 96
(__cudaPushCallConfiguration(((dim3)(128)), ((dim3)(2 * 4)), 128 * 2, (cudaStream_t)0)) ? (void)0 : accum4_kernel(&n46, decay28(sizeof(int) / n46, Mode15::Low18, nullptr)); 
# 97
return 0; 
# 98
} 

# 1 "v000702.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b48cefa_10_v000702_cu_8e536416
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000702.cudafe1.stub.c"
#include "v000702.cudafe1.stub.c"
# 1 "v000702.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
