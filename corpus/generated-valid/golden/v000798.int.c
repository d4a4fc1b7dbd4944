# 1 "v000798.cu"
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
# 7 "v000798.cu"
const long g_apply3 = (1); 
# 8
enum Color4 { HIGH5, MUL6, ON7}; 
# 9
__attribute__((section("__nv_managed_data__"))) static int *m_probe8 = 0; 
# 10
int host_decay9(int stride10, int stride11, int len12) { 
# 11
stride11++; 
# 12
auto step14 = [](float t13) { 
# 13
t13 = g_apply3; 
# 14
t13 = (((g_apply3 & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8)))) + (g_apply3 - t13)) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8))) + (HIGH5)) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8))))); 
# 15
} ; typedef decltype(step14) __T0;
# 16
step14(stride11); 
# 17
stride10 = 23; 
# 18
dim3 x15((stride11 + 63) / 64, (len12 + 255) / 256, (stride11 + 63) / 64); 
# 19
constexpr short u16 = (64); 
# 20
return stride10; 
# 21
} 
# 22
__attribute__((visibility("hidden"))) void rank17(unsigned short *acc18, Color4 cfg19, float *dst20) ;
#if 0
# 22
{ 
# 23
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
__attribute__((unused)) static float sh_22[8][16]; 
# 25
__attribute__((unused)) static double sh_23[256]; 
# 26
} 
#endif
# 27 "v000798.cu"
class Cell24 { 
# 28
int val25; 
# 29
int vel26; 
# 31
public: Cell24(int a27, int init28) : val25(a27), vel26(init28) { } 
# 32
void bump29(short m30) { 
# 33
if ((ON7) == (-m30)) { 
# 34
return; 
# 35
}  
# 36
} 
# 37
int reset31(unsigned v32) const { 
# 38
Color4 s33 = HIGH5; 
# 39
Color4 r34 = s33; 
# 40
return (v32); 
# 41
} 
# 42
}; 
# 43
struct Particle35 { 
# 44
float count36, flag37; 
# 45
int lo38; 
# 46
float weight39; 
# 47
}; 
# 48
int main() { 
# 49
int len40 = 26; 
# 50
if (!(2UL >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8))))) { 
# 51
return g_apply3; 
# 52
}  
# 53
switch (len40) { 
# 54
case 3 * 4:  { 
# 55
static_assert((sizeof(int) == (4)), "tile must fit");
# 56
Color4 off41 = HIGH5; 
# 57
break; 
# 58
} 
# 59
case 1:  
# 60
break; 
# 61
case 6:  
# 62
break; 
# 63
case (ON7) + (MUL6):  
# 64
if (len40 < 4) { 
# 65
return (54U % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8)))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8))) + len40); 
# 66
}  
# 67
len40--; 
# 68
break; 
# 69
default:  
# 70
break; 
# 71
}  
# 72
(__cudaPushCallConfiguration(dim3(64, 1, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_probe8))) + 255) / 256), 8 * ((MUL6) + ((ON7) + (MUL6))))) ? (void)0 : rank17(nullptr, ON7, nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v000798.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29e54cef_10_v000798_cu_m_probe8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000798.cudafe1.stub.c"
#include "v000798.cudafe1.stub.c"
# 1 "v000798.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
