# 1 "v000077.cu"
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
# 13 "v000077.cu"
enum Mode4 { LOW5, MUL6, MUL7 = 3, SLOW8}; 
# 15
struct alignas(8) Acc9 { 
# 16
double id10; 
# 17
float y11; 
# 18
size_t flag12; 
# 19
void apply13(int hi14) { 
# 20
(id10) = (id10); 
# 21
} 
# 22
}; 
# 23
static_assert((sizeof(int) == (4)), "bad config");
# 25
static void step15_kernel(const Acc9 q16, const Acc9 p17, const float *input18, double p19) ;
#if 0
# 25
{ 
# 26
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
float mid21 = (u'\x41'); 
# 28
long lim22 = (p17.id10) * (p17.id10); 
# 29
int stride23 = 9; 
# 30
} 
#endif
# 32 "v000077.cu"
static void kick24(int len25, int len26) ;
#if 0
# 32
{ 
# 33
int i27 = __device_builtin_variable_threadIdx.x; 
# 34
if (i27 >= len26) { 
# 35
return; 
# 36
}  
# 37
len26 -= i27; 
# 38
if (((int)i27) < ((__device_builtin_variable_blockIdx.z) * len25)) { 
# 39
bool h28 = (1); 
# 40
long lim29 = (MUL7) >> h28; 
# 41
float k30 = (22.125F); 
# 42
}  
# 43
} 
#endif
# 45 "v000077.cu"
static float check_probe31(const Acc9 &cfg32) { 
# 46
(__cudaPushCallConfiguration(128, 256)) ? (void)0 : step15_kernel(cfg32, Acc9{((9.625F)), (18.25F), (22)}, nullptr, (cfg32.flag12) * (cfg32.id10)); 
# 47
short cnt33 = (LOW5); 
# 48
if ((cnt33 >= cnt33) || ((cfg32.y11) <= (57))) { 
# 49
return cnt33; 
# 50
}  
# 51
return ((cnt33 - (cfg32.id10)) * (cnt33 * cnt33)) + (static_cast< int>(cnt33 * (cfg32.flag12))); 
# 52
} 
# 54
int main() { 
# 55
int n34 = 3918; 
# 56
Mode4 lo35 = SLOW8; 
# 57
n34 >>= n34; 
# 58
auto op37 = []()->unsigned { 
# 59
double q36((16.875)); 
# 60
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : kick24(q36, sizeof(Acc9)); 
# 61
return (L'\x20') / ((q36 < (62U)) ? q36 : q36); 
# 62
} ; typedef decltype(op37) __T0;
# 63
n34 -= (('\"') ^ n34); 
# 64
(__cudaPushCallConfiguration((n34 + 255) / 256, 128 * 4, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : kick24(-4, n34); 
# 65
return 0; 
# 66
} 

# 1 "v000077.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3b3d260_10_v000077_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000077.cudafe1.stub.c"
#include "v000077.cudafe1.stub.c"
# 1 "v000077.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
