# 1 "v001911.cu"
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
# 8 "v001911.cu"
enum Op4 { 
# 9
IDLE5, 
# 10
BUSY6, 
# 11
RED7, 
# 12
IDLE8 = 8, 
# 13
MUL9
# 14
}; 
# 15
__attribute__((section("__nv_managed_data__"))) static bool *m_scale10 = 0; 
# 16
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_rank11)[4] = 0; 
# 18
static void fold12(size_t beta13, float *dst14, int *dst15) ;
#if 0
# 18
{ 
# 19
int e16 = (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[0]) != (IDLE8)) ? *dst15 : (beta13 & 61UL)) < ((' ') * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))))) ? (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[0]) != (IDLE8)) ? *dst15 : (beta13 & 61UL) : ((' ') * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10)))); 
# 20
for (auto u17 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))) { 
# 21
beta13 = ((e16 < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])) ? e16 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])); 
# 22
}  
# 23
(dst14[e16])--; 
# 24
unsigned hi18 = ((int)e16) + 3156; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v001911.cu"
template< class T, int N = 7> static void 
# 29
__wrapper__device_stub_pack19(T *&acc20, const T *&input21, int &lane22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
lane22 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[lane22]); 
# 31
Op4 h23 = MUL9; 
# 32
if (!input21) { 
# 33
return; 
# 34
}  
# 35
(acc20[2]) = 127UL; 
# 36
__attribute__((unused)) static int sh_24[16]; 
# 37
h23 = IDLE5; 
# 38
int off25 = acc20[3]; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001911.cu"
template< class T, int N = 7> static void 
# 29
pack19(T *acc20, const T *input21, int lane22) {__wrapper__device_stub_pack19<T,N>(acc20,input21,lane22);
# 39
return;}
#if 0
# 29
{ 
# 30
lane22 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[lane22]); 
# 31
Op4 h23 = MUL9; 
# 32
if (!input21) { 
# 33
return; 
# 34
}  
# 35
(acc20[2]) = 127UL; 
# 36
__attribute__((unused)) static int sh_24[16]; 
# 37
h23 = IDLE5; 
# 38
int off25 = acc20[3]; 
# 39
} 
#endif
# 41 "v001911.cu"
__attribute__((visibility("hidden"))) void trace26_kernel(float *out27, int len28, int len29) ;
#if 0
# 41
{ 
# 42
(out27[len28 & 7]) = (((22) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[1])) % ((RED7) + len28)); 
# 43
const float *hi30 = out27; 
# 44
(out27[5]) = (IDLE5); 
# 45
} 
#endif
# 47 "v001911.cu"
__attribute__((visibility("hidden"))) void fold31(int len32, int n33, int *buf34, int len35) ;
#if 0
# 47
{ 
# 48
len32++; 
# 49
__attribute__((unused)) static float sh_36; 
# 50
__attribute__((unused)) static signed char sh_37; 
# 51
auto t38 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))) * 2632) - (BUSY6)) - ((int)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[1])); 
# 52
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])--; 
# 53
(buf34[3])++; 
# 54
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 56 "v001911.cu"
template< class T> static void 
# 57
__wrapper__device_stub_scale39(const T *&in40, T &cfg41, const long *&coef42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))); 
# 59
Op4 mid43 = MUL9; 
# 60
int cnt44[5]{8, (int)(in40[7]), (int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))), (40L), (' ')}; 
# 61
cfg41++; 
# 62
(cnt44[3]) = ((cfg41 < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])) ? cfg41 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 56 "v001911.cu"
template< class T> static void 
# 57
scale39(const T *in40, T cfg41, const long *coef42) {__wrapper__device_stub_scale39<T>(in40,cfg41,coef42);
# 63
return;}
#if 0
# 57
{ 
# 58
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))); 
# 59
Op4 mid43 = MUL9; 
# 60
int cnt44[5]{8, (int)(in40[7]), (int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))), (40L), (' ')}; 
# 61
cfg41++; 
# 62
(cnt44[3]) = ((cfg41 < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])) ? cfg41 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[2])); 
# 63
} 
#endif
# 65 "v001911.cu"
__attribute__((visibility("hidden"))) void norm45_kernel(const unsigned *coef46, int n47, int lane48) ;
#if 0
# 65
{ 
# 66
double x49[5] = {((9.375F)), ((18.125F))}; 
# 67
for (auto k50 : x49) { 
# 68
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[3]) <= (RED7)) { 
# 69
return; 
# 70
}  
# 71
}  
# 72
unsigned char acc51 = lane48; 
# 73
} 
#endif
# 75 "v001911.cu"
int main() { 
# 76
int len52 = 3553; 
# 77
auto fn55 = [&]()->signed char { 
# 78
float flag53 = (61U) - ((((len52) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10)))) ? len52 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10)))) - (2.25F)); 
# 79
int e54{18}; 
# 80
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[len52]; 
# 81
} ; typedef decltype(fn55) __T0;
# 82
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[len52]) != (36)) { 
# 83
return 2 | (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))); 
# 84
}  
# 85
dim3 res56(512, 2); 
# 86
(__cudaPushCallConfiguration(res56, res56, 0, (cudaStream_t)0)) ? (void)0 : fold12(28L, (float *)nullptr, &len52); 
# 87
(__cudaPushCallConfiguration(dim3(512, 256, 2), 512)) ? (void)0 : pack19((long *)nullptr, (const long *)nullptr, (1971 & len52) + len52); 
# 88
(__cudaPushCallConfiguration(dim3((len52 + 255) / 256, (IDLE8) + 56, (len52 + 63) / 64), 128)) ? (void)0 : trace26_kernel(nullptr, 14 ^ len52, (int)((38 <= len52) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale10))) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank11)))[0]))); 
# 89
return 0; 
# 90
} 

# 1 "v001911.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8e02260_10_v001911_cu_eff90ce6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001911.cudafe1.stub.c"
#include "v001911.cudafe1.stub.c"
# 1 "v001911.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
