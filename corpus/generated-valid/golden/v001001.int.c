# 1 "v001001.cu"
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
# 11 "v001001.cu"
__attribute__((visibility("hidden"))) void grow4_kernel(int len5, float *dst6, double *__restrict__ data7) ;
#if 0
# 11
{ 
# 12
const unsigned idx8 = (len5 - 62U) + (3); 
# 13
if ((+len5) > 16) { 
# 14
return; }  
# 15
(data7[4]) = ((*data7) * (13)); 
# 16
} 
#endif
# 18 "v001001.cu"
template< class T> 
# 19
struct Bounds9 { 
# 20
T hi10; 
# 21
T w11; 
# 22
void get12(int h13) { 
# 23
T *r14 = (&(hi10)); 
# 24
(r14[h13]) = (3.375F); 
# 25
} 
# 26
}; 
# 29
template< class T> 
# 30
struct Cell15 { 
# 31
T z16; 
# 32
}; 
# 35
void drift17(int n18) { 
# 36
int f19 = 4; 
# 37
size_t u20 = f19; 
# 38
--n18; 
# 39
double e21[4] = {(29U)}; 
# 40
u20 = u20; 
# 41
(e21[f19 & 3]) = f19; 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void tally22_kernel(int len23, int lane24) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_25[]; 
# 46
if ((lane24 | lane24) > lane24) { 
# 47
return; }  
# 48
lane24 = len23; 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001001.cu"
template< class T> static void 
# 52
__wrapper__device_stub_rank26(T *&out27, const T *__restrict__ &src28, int *__restrict__ &dst29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern unsigned dyn_30[]; 
# 54
if (((*out27) == (out27[3])) || (sizeof(unsigned long) != (*dst29))) { 
# 55
return; }  
# 56
T idx31 = (60); 
# 57
int u32[8] = {}; 
# 58
(*out27) = 8; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001001.cu"
template< class T> static void 
# 52
rank26(T *out27, const T *__restrict__ src28, int *__restrict__ dst29) {__wrapper__device_stub_rank26<T>(out27,src28,dst29);
# 59
return;}
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern unsigned dyn_30[]; 
# 54
if (((*out27) == (out27[3])) || (sizeof(unsigned long) != (*dst29))) { 
# 55
return; }  
# 56
T idx31 = (60); 
# 57
int u32[8] = {}; 
# 58
(*out27) = 8; 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v001001.cu"
template< class T, class U> static void 
# 62
__wrapper__device_stub_decay33(U *__restrict__ &buf34, T &b35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
int base36 = 256; 
# 64
if ((buf34 == nullptr) && (!buf34)) { 
# 65
return; }  
# 66
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001001.cu"
template< class T, class U> static void 
# 62
decay33(U *__restrict__ buf34, T b35) {__wrapper__device_stub_decay33<T,U>(buf34,b35);
# 66
return;}
#if 0
# 62
{ 
# 63
int base36 = 256; 
# 64
if ((buf34 == nullptr) && (!buf34)) { 
# 65
return; }  
# 66
} 
#endif
# 69 "v001001.cu"
__attribute__((unused)) static inline int rank37(int *__restrict__ out38, int *buf39) {int volatile ___ = 1;(void)out38;(void)buf39;
# 74
::exit(___);}
#if 0
# 69
{ 
# 70
if ((*buf39) == 28UL) { 
# 71
return (41) % ((buf39[5]) | 60UL); }  
# 72
float v40 = buf39[5]; 
# 73
return ((v40 + v40) + (3561)) + (~(8 * (*buf39))); 
# 74
} 
#endif
# 76 "v001001.cu"
int main() { 
# 77
int len41 = 4039; 
# 78
Bounds9< unsigned>  z42 = {(28), (34UL)}; 
# 79
(z42.hi10)--; 
# 80
++len41; 
# 81
(__cudaPushCallConfiguration(32 * 4, sizeof(float) * (8 + (4 + 4)), sizeof(unsigned) * (4 + 252), (cudaStream_t)0)) ? (void)0 : grow4_kernel(((z42.hi10) - (z42.hi10)) + (43 + len41), (float *)nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration((len41 + 255) / 256, (8 + 120) * 4, 1024, nullptr)) ? (void)0 : tally22_kernel(-57, len41); 
# 83
(__cudaPushCallConfiguration((len41 + 63) / 64, 128)) ? (void)0 : rank26((double *)nullptr, (const double *)nullptr, &len41); 
# 84
return 0; 
# 85
} 

# 1 "v001001.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e28f5a18_10_v001001_cu_a506e2b0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001001.cudafe1.stub.c"
#include "v001001.cudafe1.stub.c"
# 1 "v001001.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
