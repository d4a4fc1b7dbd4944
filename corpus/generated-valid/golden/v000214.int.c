# 1 "v000214.cu"
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
# 10 "v000214.cu"
extern "C" __attribute__((visibility("hidden"))) void tally2(float beta3, long *data4) ;
#if 0
# 10
{ 
# 11
float t5 = (data4[__device_builtin_variable_blockIdx.x]) + (data4[3]); 
# 12
int w6[2] = {(-17), static_cast< int>(beta3)}; 
# 13
if ((static_cast< float>(beta3)) == (data4[__device_builtin_variable_gridDim.x])) { 
# 14
goto done7; 
# 15
}  
# 16
(data4[2]) /= (w6[__device_builtin_variable_blockIdx.z]); 
# 17
if ((*data4) <= (__device_builtin_variable_threadIdx.x)) { 
# 18
return; }  
# 19
beta3 += t5; 
# 20
done7:; ; 
# 21
} 
#endif
# 22 "v000214.cu"
constexpr int TILE8 = (sizeof(float) * (sizeof(unsigned) * (16))); 
# 23
static int c_blend9; 
# 25
namespace util10 { 
# 26
inline void reduce11(size_t a12, const double *input13, int n14) { 
# 27
a12 &= 50ULL; 
# 28
int w15 = 0; 
# 29
while (w15 < w15) { 
# 30
for (int it16 = 0; it16 < n14; it16 += 3) { 
# 31
constexpr unsigned long mid17 = (43); 
# 32
}  
# 33
const char *v18 = ("AB_tail"); 
# 34
++w15; 
# 35
}  
# 36
} 
# 38
__attribute__((visibility("hidden"))) void smooth19_kernel(const long *coef20, float *__restrict__ acc21, int count22, int *data23) ;
#if 0
# 38
{ 
# 39
int tid24 = __device_builtin_variable_threadIdx.x; 
# 40
if (tid24 >= count22) { 
# 41
return; }  
# 42
switch (static_cast< unsigned char>(data23[count22])) { 
# 43
case 0:  
# 44
case 11:  
# 45
case 9:  
# 46
break; 
# 47
case 1:  { 
# 48
long stride25 = ((unsigned)tid24) * tid24; 
# 49
short acc26[5] = {(60U), (62U), (3516L)}; 
# 50
break; 
# 51
} 
# 52
default:  
# 53
(acc21[c_blend9]) /= (((count22 += TILE8), ((coef20[1]) / (10))) + (15.5F)); 
# 54
break; 
# 55
}  
# 56
(data23[count22]) = (__device_builtin_variable_gridDim.y); 
# 57
if ((coef20[5]) <= sizeof(unsigned short)) { 
# 58
return; }  
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v000214.cu"
template< class T, int N> static void 
# 62
__wrapper__device_stub_trace27_kernel(const T *&in28, int *__restrict__ &acc29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
unsigned idx30 = __device_builtin_variable_threadIdx.x; 
# 64
int iter31 = 0; 
# 65
while (iter31 < iter31) { 
# 66
__attribute__((unused)) static int sh_32; 
# 67
static_assert(((28 * 2) == 56), "expected value");
# 68
++iter31; 
# 69
}  
# 70
((acc29[idx30])--), ((*acc29) *= (in28[7])); 
# 71
T stride33 = ((((*acc29) += 35), 47)); 
# 72
__attribute__((unused)) static double sh_34[256]; 
# 73
if ((static_cast< int>(c_blend9)) < (sh_34[109])) { 
# 74
goto out35; 
# 75
}  
# 76
(acc29[7]) = (sh_34[iter31]); 
# 77
out35:; ; 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000214.cu"
template< class T, int N> static void 
# 62
trace27_kernel(const T *in28, int *__restrict__ acc29) {::util10::__wrapper__device_stub_trace27_kernel<T,N>(in28,acc29);
# 78
return;}
#if 0
# 62
{ 
# 63
unsigned idx30 = __device_builtin_variable_threadIdx.x; 
# 64
int iter31 = 0; 
# 65
while (iter31 < iter31) { 
# 66
__attribute__((unused)) static int sh_32; 
# 67
static_assert(((28 * 2) == 56), "expected value");
# 68
++iter31; 
# 69
}  
# 70
((acc29[idx30])--), ((*acc29) *= (in28[7])); 
# 71
T stride33 = ((((*acc29) += 35), 47)); 
# 72
__attribute__((unused)) static double sh_34[256]; 
# 73
if ((static_cast< int>(c_blend9)) < (sh_34[109])) { 
# 74
goto out35; 
# 75
}  
# 76
(acc29[7]) = (sh_34[iter31]); 
# 77
out35:; ; 
# 78
} 
#endif
# 79 "v000214.cu"
}
# 81
float sift36(char q37) { 
# 82
const long y38 = (TILE8); 
# 83
const char *tmp39 = ("tile"); 
# 84
return static_cast< size_t>((sizeof(int) << q37) - (5)); 
# 85
} 
# 87
int main() { 
# 88
int len40 = 3606; 
# 89
if (len40 <= len40) { 
# 90
return len40 >> 6; }  
# 91
len40 %= (len40 * (len40 * 18)); 
# 92
for (int j41 = 0, j42 = (2 * 3); j41 < j42; (++j41), (--j42)) { 
# 93
([]() { 
# 94
(__cudaPushCallConfiguration(8, sizeof(unsigned) * (32), sizeof(int) * (128))) ? (void)0 : util10::trace27_kernel< unsigned, 6> (nullptr, nullptr); 
# 95
(__cudaPushCallConfiguration(2, 2 * 16, 4096, nullptr)) ? (void)0 : util10::smooth19_kernel(nullptr, nullptr, TILE8, static_cast< int *>(nullptr)); 
# 96
} )(); 
# 97
(__cudaPushCallConfiguration(8, 1 << 5)) ? (void)0 : tally2(len40, (long *)nullptr); 
# 98
const bool z43 = j42 >= (36L * len40); 
# 99
}  
# 100
return 0; 
# 101
} 

# 1 "v000214.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__038e2925_10_v000214_cu_tally2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000214.cudafe1.stub.c"
#include "v000214.cudafe1.stub.c"
# 1 "v000214.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
