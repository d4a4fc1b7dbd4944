# 1 "v000719.cu"
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
# 8 "v000719.cu"
__attribute__((visibility("hidden"))) void gather2_kernel(float *__restrict__ data3) ;
#if 0
# 8
{ 
# 9
unsigned i4 = __device_builtin_variable_threadIdx.x; 
# 10
double y5[7]{(4.0), (2.875), (7.0), (4.0), ((5.25F)), (6.0), (58)}; 
# 11
if ((i4 + (5)) > (((*data3) >= i4) ? 54 : 5)) { 
# 12
size_t res6 = ((i4 * i4) + i4) >> (((unsigned)5) >> (static_cast< unsigned>(i4))); 
# 13
}  
# 14
int idx7[5] = {}; 
# 15
(data3[__device_builtin_variable_threadIdx.x]) *= (1); 
# 16
} 
#endif
# 17 "v000719.cu"
enum class Level8 { Off9, Blue10, Idle11}; 
# 19
inline long warp12(double *data13, unsigned *__restrict__ dst14, float q15) { 
# 20
int lo16 = (63U); 
# 21
(dst14[7]) ^= ((short)(static_cast< float>((int)lo16))); 
# 22
q15 += lo16; 
# 23
return lo16; 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void shade17_kernel(int stride18, int count19) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern char dyn_20[]; 
# 28
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (i21 >= count19) { 
# 30
return; 
# 31
}  
# 32
if (!(warp12(nullptr, nullptr, sizeof(float)) != (5))) { 
# 33
(dyn_20[stride18]) &= (count19 * (5 >> ((dyn_20[count19]) + 5))); 
# 34
}  
# 35
const unsigned val22 = stride18 * warp12(nullptr, nullptr, 5UL + i21); 
# 36
} 
#endif
# 38 "v000719.cu"
__attribute__((visibility("hidden"))) void pivot23_kernel(float *data24, unsigned char *__restrict__ data25, int *__restrict__ acc26, float q27) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern unsigned dyn_28[]; 
# 40
int tid29 = __device_builtin_variable_threadIdx.x; 
# 41
__attribute__((unused)) static unsigned sh_30[2 * 4]; 
# 42
if ((sh_30[5]) <= (sizeof(float) + (acc26[__device_builtin_variable_blockIdx.x]))) { 
# 43
int w31 = 0; 
# 44
while (w31 < tid29) { 
# 45
unsigned z32((warp12(static_cast< double *>(nullptr), (unsigned *)nullptr, w31)) - (((52) + (dyn_28[w31])) / (static_cast< float>(28)))); 
# 46
__attribute__((unused)) static float sh_33[256]; 
# 47
++(data25[w31]); 
# 48
++w31; 
# 49
}  
# 50
}  
# 51
} 
#endif
# 53 "v000719.cu"
inline long apply34(int *buf35, const unsigned *src36) { 
# 54
--(buf35[1]); 
# 55
(buf35[5]) = (' '); 
# 56
(buf35[3]) = (warp12(nullptr, const_cast< unsigned *>(src36), warp12(nullptr, (unsigned *)nullptr, *buf35))); 
# 57
(buf35[2]) ^= warp12(nullptr, const_cast< unsigned *>(src36), 5); 
# 58
--(*buf35); 
# 59
--(buf35[5]); 
# 60
warp12(static_cast< double *>(nullptr), const_cast< unsigned *>(src36), warp12(nullptr, const_cast< unsigned *>(src36), sizeof(unsigned) * (*buf35))); 
# 61
return warp12(nullptr, nullptr, ((buf35[5]) - (12.0F)) * ((src36[2]) + (3382))); 
# 62
} 
# 64
inline float shade37(const float *in38, int *__restrict__ dst39, int lane40) { 
# 65
int sum41 = apply34(&lane40, nullptr); 
# 66
double mid42 = (*dst39) + (((5.75) - (in38[sum41])) + (((in38[0]) != (64)) ? '\?' : (dst39[1]))); 
# 67
return apply34(nullptr, nullptr); 
# 68
} 
# 70
constexpr int shade43(int n44, int count45) { 
# 71
bool lo46 = (1); 
# 72
char val47 = lo46; 
# 73
return 'a'; 
# 74
} 
# 76
int main() { 
# 77
int n48 = 746; 
# 78
float cnt49 = n48; 
# 79
cnt49 += (5); 
# 80
shade37(&cnt49, &n48, (unsigned)((n48 < 5) ? cnt49 : n48)); 
# 81
shade43(apply34(&n48, (const unsigned *)nullptr) + (('A') >> n48), 27); 
# 82
(__cudaPushCallConfiguration(2, 5 + 27)) ? (void)0 : gather2_kernel(&cnt49); 
# 83
(__cudaPushCallConfiguration((n48 + 255) / 256, 5 + 507)) ? (void)0 : shade17_kernel((int)(static_cast< int>('z')), warp12(static_cast< double *>(nullptr), nullptr, 5 / n48)); 
# 84
(__cudaPushCallConfiguration(5 + 251, 1 << (5 + 2))) ? (void)0 : pivot23_kernel(&cnt49, nullptr, &n48, shade37(nullptr, (int *)nullptr, n48 + n48)); 
# 85
return 0; 
# 86
} 

# 1 "v000719.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a129604b_10_v000719_cu_7bc21651
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000719.cudafe1.stub.c"
#include "v000719.cudafe1.stub.c"
# 1 "v000719.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
