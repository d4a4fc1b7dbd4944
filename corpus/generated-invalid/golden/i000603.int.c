# 1 "i000603.cu"
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
# 16 "i000603.cu"
__attribute__((visibility("hidden"))) void clamp9_kernel(const int *input10) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern short dyn_11[]; 
# 19
unsigned gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
float hi13 = gid12 | (input10[6]); 
# 21
hi13 = (((128) ^ gid12) + ((8.375F) + (*input10))); 
# 22
float r14 = (8); 
# 23
hi13 = r14; 
# 24
unsigned short hi15 = (23); 
# 25
int z16 = (input10[gid12]) * (sizeof(long) | gid12); 
# 26
int lo17 = 43; 
# 27
} 
#endif
# 29 "i000603.cu"
__attribute__((visibility("hidden"))) void filter18_kernel(unsigned short q19, int *dst20, int count21, int lane22) ;
#if 0
# 30
{ 
# 31
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
int iter24 = 0; 
# 33
do { 
# 34
(*dst20) = (((idx23 << count21) | ('a')) + 48); 
# 35
++iter24; 
# 36
} while (iter24 < 2); 
# 37
double cnt25 = iter24; 
# 38
q19 = (((cnt25 * cnt25) < ((cnt25 < (count21 + 57)) ? cnt25 : (count21 + 57))) ? cnt25 * cnt25 : ((cnt25 < (count21 + 57)) ? cnt25 : (count21 + 57))); 
# 39
float v26 = (((dst20[1]) - 63UL) * ((dst20[1]) - 63UL)) + (((*dst20) + 8) * ((*dst20) + 8)); 
# 40
double lo27 = (37); 
# 41
double cnt28 = (56U); 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "i000603.cu"
template< class T, class U> static void 
# 45
__wrapper__device_stub_grow29_kernel(T &cfg30, const double *&coef31, int &n32, const float *&input33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
unsigned idx34 = __device_builtin_variable_threadIdx.x; 
# 48
--n32; 
# 49
U lim35 = (u'\x23') << n32; 
# 50
lim35 = (46 / ((n32 += sizeof(T)), cfg30)); 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 44 "i000603.cu"
template< class T, class U> static void 
# 45
grow29_kernel(T cfg30, const double *coef31, int n32, const float *input33) 
# 46
{__wrapper__device_stub_grow29_kernel<T,U>(cfg30,coef31,n32,input33);
# 51
return;}
#if 0
# 46
{ 
# 47
unsigned idx34 = __device_builtin_variable_threadIdx.x; 
# 48
--n32; 
# 49
U lim35 = (u'\x23') << n32; 
# 50
lim35 = (46 / ((n32 += sizeof(T)), cfg30)); 
# 51
} 
#endif
# 52 "i000603.cu"
const long g_sweep36 = (20); 
# 54
inline void stencil37(const int *coef38, const long *coef39, const int *input40) 
# 55
{ 
# 56
int idx41 = (*coef38) * (*coef38); 
# 57
idx41 = (8 & idx41); 
# 58
if ((coef39[idx41]) > (*coef38)) { 
# 59
return; 
# 60
}  
# 61
int *cnt42 = const_cast< int *>(coef38); 
# 62
if ((*input40) < 47U) { 
# 63
goto skip43; 
# 64
}  
# 65
idx41 &= ((128) - (((*coef38) % idx41) + (*coef39))); 
# 66
(cnt42[4]) = (((static_cast< long>(idx41)) << 5) - ((61 * idx41) + 442L)); 
# 67
skip43:; ; 
# 68
} 
# 70
int check_shade44(unsigned *acc45, const int *in46) 
# 71
{ 
# 72
stencil37((const int *)nullptr, reinterpret_cast< const long *>(in46), in46); 
# 73
if ((*in46) > (*acc45)) { 
# 74
goto done47; 
# 75
}  
# 76
(*acc45) = (in46[5]); 
# 77
(acc45[2]) = (18); 
# 78
(acc45[4]) = (*acc45); 
# 79
done47:; ; 
# 80
return 3537; 
# 81
} 
# 82
__attribute__((visibility("hidden"))) void rvalue_kernel53(int &&x) ;
#if 0
# 83
{ 
# 84
} 
#endif
# 86 "i000603.cu"
int main() 
# 87
{ 
# 88
int count48 = 209; 
# 89
const double z49 = (sizeof(double)); 
# 90
const char *tmp50 = ("raw \\n text"); 
# 91
int flag51 = (check_shade44(nullptr, static_cast< const int *>(nullptr))) + (11UL ^ ((tmp50[0]) + count48)); 
# 92
(__cudaPushCallConfiguration(1 << 5, 512)) ? (void)0 : clamp9_kernel((const int *)nullptr); 
# 93
count48 = ((128 | flag51) << 1); 
# 94
double off52[8] = {}; 
# 95
(__cudaPushCallConfiguration(2, 8 + (8 + (8 + 40)))) ? (void)0 : filter18_kernel(flag51, nullptr, (flag51 % sizeof(double)) + (check_shade44(nullptr, nullptr)), L'\x23'); 
# 96
(__cudaPushCallConfiguration(2 * 2, 4 * 16)) ? (void)0 : grow29_kernel< unsigned, unsigned> (flag51, off52, check_shade44(nullptr, nullptr), nullptr); 
# 97
return 0; 
# 98
} 

# 1 "i000603.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee0da05f_10_i000603_cu_6780692c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000603.cudafe1.stub.c"
#include "i000603.cudafe1.stub.c"
# 1 "i000603.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
