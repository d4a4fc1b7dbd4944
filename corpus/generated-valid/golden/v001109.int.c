# 1 "v001109.cu"
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
# 9 "v001109.cu"
__attribute__((visibility("hidden"))) void accum4(int len5, const float *__restrict__ coef6, float *__restrict__ buf7) ;
#if 0
# 9
{ 
# 10
len5 = len5; 
# 11
if ((*coef6) >= (33)) { 
# 12
if ((len5 % (len5 + 59)) != 52) { 
# 13
__attribute__((unused)) static unsigned sh_8; 
# 14
}  
# 15
auto s9 = (14.375F); 
# 16
} else { 
# 17
}  
# 18
} 
#endif
# 19 "v001109.cu"
enum Mode10 { MUL11 = 3, LOW12, GREEN13}; 
# 21
__attribute__((visibility("hidden"))) void tile14(int stride15) ;
#if 0
# 21
{ 
# 22
Mode10 h16 = GREEN13; 
# 23
switch (stride15) { 
# 24
case 3:  { 
# 25
Mode10 stride17 = MUL11; 
# 26
break; 
# 27
} 
# 28
case 7:  { 
# 29
float v18((GREEN13)); 
# 30
break; 
# 31
} 
# 32
default:  
# 33
break; 
# 34
}  
# 35
} 
#endif
# 36 "v001109.cu"
__attribute__((section("__nv_managed_data__"))) static bool (*m_relax19)[8] = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, int N> static void 
# 39
__wrapper__device_stub_weigh20_kernel(const T *&src21, bool &b22, const T *__restrict__ &coef23, T *__restrict__ &buf24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
((buf24[4])++), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[1]) = b22); 
# 41
Mode10 stride25 = LOW12; 
# 42
if (stride25 != (GREEN13)) { 
# 43
return; 
# 44
}  
# 45
b22 = b22; 
# 46
Mode10 t26 = MUL11; 
# 47
(buf24[4])++; 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001109.cu"
template< class T, int N> static void 
# 39
weigh20_kernel(const T *src21, bool b22, const T *__restrict__ coef23, T *__restrict__ buf24) {__wrapper__device_stub_weigh20_kernel<T,N>(src21,b22,coef23,buf24);
# 48
return;}
#if 0
# 39
{ 
# 40
((buf24[4])++), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[1]) = b22); 
# 41
Mode10 stride25 = LOW12; 
# 42
if (stride25 != (GREEN13)) { 
# 43
return; 
# 44
}  
# 45
b22 = b22; 
# 46
Mode10 t26 = MUL11; 
# 47
(buf24[4])++; 
# 48
} 
#endif
# 50 "v001109.cu"
__attribute((always_inline)) __attribute__((unused)) inline void rank27(float b28, int count29 = 59U) {int volatile ___ = 1;(void)b28;(void)count29;
# 54
::exit(___);}
#if 0
# 50
{ 
# 51
Mode10 f30 = LOW12; 
# 52
count29 = (GREEN13); 
# 53
Mode10 tmp31 = f30; 
# 54
} 
#endif
# 57 "v001109.cu"
__attribute__((visibility("hidden"))) void sweep32_kernel(int count33, int len34) ;
#if 0
# 57
{ 
# 58
{ 
# 59
count33 = ((GREEN13) & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[count33])); 
# 60
Mode10 lim35 = GREEN13; 
# 61
} 
# 62
int lim36 = count33; 
# 63
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65 "v001109.cu"
template< class T> static void 
# 66
__wrapper__device_stub_accum37(T &alpha38, int *__restrict__ &out39, double &alpha40, int &count41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
(alpha38--), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[3]) = (1)); 
# 68
rank27((alpha40 * alpha40) + ((16.25F))); 
# 69
T v42((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[7]); 
# 70
} 
#endif

#pragma GCC diagnostic pop

# 65 "v001109.cu"
template< class T> static void 
# 66
accum37(T alpha38, int *__restrict__ out39, double alpha40, int count41) {__wrapper__device_stub_accum37<T>(alpha38,out39,alpha40,count41);
# 70
return;}
#if 0
# 66
{ 
# 67
(alpha38--), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[3]) = (1)); 
# 68
rank27((alpha40 * alpha40) + ((16.25F))); 
# 69
T v42((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[7]); 
# 70
} 
#endif
# 72 "v001109.cu"
__attribute__((visibility("hidden"))) void probe43(unsigned *acc44, const long *coef45) ;
#if 0
# 72
{ 
# 73
(acc44[1]) = (sizeof(long)); 
# 74
float acc46 = (24.625F); 
# 75
} 
#endif
# 76 "v001109.cu"
static bool d_score47; 
# 79
template< class T, int N> 
# 80
__attribute((always_inline)) __attribute__((unused)) static inline int kick48(T p49) {int volatile ___ = 1;(void)p49;
# 89
::exit(___);}
#if 0
# 80
{ 
# 81
if ((p49 + (sizeof(T) - p49)) < (3927 | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[4]))) { 
# 82
p49 = p49; 
# 83
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax19)))[0]) >> (MUL11)) > d_score47) { 
# 84
return N; 
# 85
}  
# 86
} else { 
# 87
}  
# 88
return 26 - ((p49 * d_score47) * 42); 
# 89
} 
#endif
# 91 "v001109.cu"
int main() { 
# 92
int count50 = 1081; 
# 93
int flag51{static_cast< int>(count50)}; 
# 94
const char *mid52 = ("x=%d"); 
# 95
(__cudaPushCallConfiguration(((dim3)(2)), 64 * 2, (GREEN13) + ((LOW12) + 1015))) ? (void)0 : accum4((count50 >> 6) & 14, nullptr, nullptr); 
# 96
(__cudaPushCallConfiguration(((dim3)((count50 + 255) / 256)), sizeof(int) * ((MUL11) + ((LOW12) + ((MUL11) + 118))), 0)) ? (void)0 : tile14(flag51 ^ 11); 
# 97
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : weigh20_kernel< int, 6> (static_cast< const int *>(nullptr), mid52[0], nullptr, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v001109.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec67a152_10_v001109_cu_bb48baee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001109.cudafe1.stub.c"
#include "v001109.cudafe1.stub.c"
# 1 "v001109.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
