# 1 "v001347.cu"
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
# 7 "v001347.cu"
using idx3_t = unsigned; 
# 8
__attribute__((section("__nv_managed_data__"))) static short *m_stencil4 = 0; 
# 10
__attribute__((visibility("hidden"))) void kick5_kernel(long alpha6, const int *src7, int *dst8) ;
#if 0
# 10
{ 
# 11
double u9[5] = {}; 
# 12
if ((dst8[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4)))]) < 16) { 
# 13
return; }  
# 14
int s10 = alpha6; 
# 15
s10 |= 26UL; 
# 16
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 18 "v001347.cu"
__attribute((noinline)) __attribute__((unused)) static char scale11(double cfg12, int n13) {int volatile ___ = 1;(void)cfg12;(void)n13;
# 25
::exit(___);}
#if 0
# 18
{ 
# 19
constexpr int cnt14 = (-33); 
# 20
n13 = (sizeof(int) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))) - 50L)); 
# 21
if (!((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))) <= 1)) { 
# 22
return -cfg12; }  
# 23
static_assert((54 == 54));
# 24
return cnt14; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001347.cu"
__attribute__((unused)) double scale15(int n16, int count17 = -22) {int volatile ___ = 1;(void)n16;(void)count17;
# 35
::exit(___);}
#if 0
# 27
{ 
# 28
for (int i18 = 0; i18 < n16; ++i18) { 
# 29
count17 %= (count17 - (count17 * n16)); 
# 30
n16 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))) + ((i18 <= count17) ? count17 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))))) + 256); 
# 31
}  
# 32
idx3_t *prod19 = ((idx3_t *)nullptr); 
# 33
(*prod19) |= count17; 
# 34
return 256; 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v001347.cu"
template< class T, class U> static void 
# 38
__wrapper__device_stub_update20_kernel(const U *&coef21, bool &b22, int &stride23, const T *&src24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
if (!b22) { 
# 40
return; }  
# 41
stride23 = (*coef21); 
# 42
auto x25 = 1; 
# 43
stride23--; 
# 44
U val26 = (52); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001347.cu"
template< class T, class U> static void 
# 38
update20_kernel(const U *coef21, bool b22, int stride23, const T *src24) {__wrapper__device_stub_update20_kernel<T,U>(coef21,b22,stride23,src24);
# 45
return;}
#if 0
# 38
{ 
# 39
if (!b22) { 
# 40
return; }  
# 41
stride23 = (*coef21); 
# 42
auto x25 = 1; 
# 43
stride23--; 
# 44
U val26 = (52); 
# 45
} 
#endif
# 47 "v001347.cu"
int main() { 
# 48
int count27 = 1483; 
# 49
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))) &= (count27 & 15); 
# 50
++count27; 
# 51
unsigned char m28[8] = {}; 
# 52
const char *z29 = ("raw \\n text"); 
# 53
--(m28[3]); 
# 54
(__cudaPushCallConfiguration((count27 + 255) / 256, dim3(4, (count27 + 127) / 128))) ? (void)0 : kick5_kernel(m28[0], &count27, nullptr); 
# 55
(__cudaPushCallConfiguration(dim3(128, (count27 + 31) / 32, (count27 + 127) / 128), 512)) ? (void)0 : update20_kernel< int, double> (nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))) != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4))) + 4992), (m28[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil4)))]) + (9 / (m28[1])), &count27); 
# 56
return 0; 
# 57
} 

# 1 "v001347.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4f0d1aa_10_v001347_cu_a8d224c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001347.cudafe1.stub.c"
#include "v001347.cudafe1.stub.c"
# 1 "v001347.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
