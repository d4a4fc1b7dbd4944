# 1 "i000333.cu"
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
# 13 "i000333.cu"
__attribute__((unused)) void fuse7(int *data8) {int volatile ___ = 1;(void)data8;
# 21
::exit(___);}
#if 0
# 13
{ 
# 14
(*data8)--; 
# 15
const int val9 = 652; 
# 16
(*data8) = (*data8); 
# 17
size_t val10 = data8[1]; 
# 18
val10 = sizeof(double); 
# 19
(data8[1]) = 8; 
# 20
float stride11 = data8[4]; 
# 21
} 
#endif
# 22 "i000333.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_pack12 = 0; 
# 24
static void merge13(int *buf14) ;
#if 0
# 24
{ 
# 25
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))); 
# 26
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))); 
# 27
int q15 = 55 | (buf14[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) & 7]); 
# 28
} 
#endif
# 29 "i000333.cu"
__attribute__((visibility("hidden"))) void march16(int len17, const float *input18, double cfg19) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) static double sh_20[32]; 
# 31
len17++; 
# 32
} 
#endif
# 33 "i000333.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_score21)[4] = 0; 
# 34
__attribute__((visibility("hidden"))) void lerp22(size_t *out23, int lane24, const double *input25) ;
#if 0
# 34
{ 
# 35
for (auto &w26 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))) { 
# 36
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))[2]); 
# 37
__attribute__((unused)) static int sh_27[64]; 
# 38
}  
# 39
(out23[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) & 7]) = (((lane24 >= (-(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))))) ? (out23 == (nullptr)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))[0] : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) : ((2U) + (input25[lane24 & 7]))) / (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))[2]) - lane24)); 
# 40
fuse7(reinterpret_cast< int *>(out23)); 
# 41
} 
#endif
# 42 "i000333.cu"
__attribute((always_inline)) __attribute__((unused)) inline void sift28(float *dst29, int len30, float p31) {int volatile ___ = 1;(void)dst29;(void)len30;(void)p31;
# 47
::exit(___);}
#if 0
# 42
{ 
# 43
__attribute__((unused)) static unsigned sh_32[256]; 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) = (static_cast< int>(+((sh_32[2]) / (2)))); 
# 45
p31 = len30; 
# 46
(sh_32[len30]) = (39); 
# 47
} 
#endif
# 48 "i000333.cu"
template< class T> __attribute__((unused)) int 
# 49
probe33(T *buf34, unsigned alpha35, unsigned short *buf36) {int volatile ___ = 1;(void)buf34;(void)alpha35;(void)buf36;
# 59
::exit(___);}
#if 0
# 49
{ 
# 50
if ((static_cast< T>((*buf34) / 127)) > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) - (buf34[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12)))]))) { 
# 51
float r37(buf34[5]); 
# 52
if ((buf36[6]) == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))[alpha35])) { 
# 53
r37 = (-42LL); 
# 54
static_assert((3 == 3));
# 55
alpha35 = (r37 - (static_cast< T>(alpha35 | alpha35))); 
# 56
}  
# 57
}  
# 58
return 24; 
# 59
} 
#endif
# 60 "i000333.cu"
static thread_local int tl_var40; 
# 61
int main() { 
# 62
int n38 = 2848; 
# 63
int hi39 = n38; 
# 64
(n38++), (n38 = hi39); 
# 65
(__cudaPushCallConfiguration(sizeof(int) * (128), dim3((n38 + 63) / 64, (hi39 + 127) / 128), sizeof(float) * (32))) ? (void)0 : lerp22(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))[3], nullptr); 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12))); 
# 67
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score21)))[hi39 & 3]); 
# 68
(__cudaPushCallConfiguration(2, 8 * 16, 4096, (cudaStream_t)0)) ? (void)0 : merge13(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack12)))); 
# 69
(__cudaPushCallConfiguration((n38 + 31) / 32, sizeof(unsigned) * (4 + (4 + 24)), 0, nullptr)) ? (void)0 : march16(n38 + (24 + hi39), nullptr, n38); 
# 70
return 0; 
# 71
} 

# 1 "i000333.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f9604b3c_10_i000333_cu_2f362c7c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000333.cudafe1.stub.c"
#include "i000333.cudafe1.stub.c"
# 1 "i000333.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
