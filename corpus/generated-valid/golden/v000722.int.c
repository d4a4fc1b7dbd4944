# 1 "v000722.cu"
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
# 8 "v000722.cu"
static void clamp3(long *dst4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned char dyn_5[]; 
# 10
(dyn_5[3])--; 
# 11
(*dst4) = (4466); 
# 12
(dst4[1]) = (43); 
# 13
short base6((4146)); 
# 14
if (((*dst4) / (2)) < (dyn_5[7])) { 
# 15
goto out7; 
# 16
}  
# 17
++(dst4[base6]); 
# 18
(*dst4) = (-(((signed char)(dyn_5[6])) * ((int)(dst4[4])))); 
# 19
out7:; ; 
# 20
} 
#endif
# 21 "v000722.cu"
enum class Axis8 { Add9 = 1, Busy10 = 3, Busy11}; 
# 22
enum class Mode12: unsigned { Mul13, High14 = 5U, On15}; 
# 24
struct Tile16 { 
# 25
double sum17, weight18; 
# 26
short id19; 
# 27
unsigned hi20; 
# 28
}; 
# 30
template< class T, class U> void 
# 31
count21(T *buf22, int *out23) { 
# 32
Axis8 q24 = Axis8::Busy10; 
# 33
int diff25{(15L)}; 
# 34
if (out23 != (nullptr)) { 
# 35
goto out26; 
# 36
}  
# 37
(*buf22) = ((0UL - (*buf22)) - ((127U / diff25) + ((*buf22) + diff25))); 
# 38
out26:; ; 
# 39
} 
# 41
template< class T> 
# 42
struct Pixel27 { 
# 43
T hi28; 
# 44
int lo29; 
# 45
void scale30(long long mid31) { 
# 46
(lo29) = ((2) * mid31); 
# 47
} 
# 48
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50
template< class T, int N> static void 
# 51
__wrapper__device_stub_fuse32(const T *&in33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
if (N <= (*in33)) { 
# 53
return; 
# 54
}  
# 55
unsigned long long x34 = (19); 
# 56
x34 = (4 - (in33[6])); 
# 57
Pixel27< double>  val35{3, 32}; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 50 "v000722.cu"
template< class T, int N> static void 
# 51
fuse32(const T *in33) {__wrapper__device_stub_fuse32<T,N>(in33);
# 58
return;}
#if 0
# 51
{ 
# 52
if (N <= (*in33)) { 
# 53
return; 
# 54
}  
# 55
unsigned long long x34 = (19); 
# 56
x34 = (4 - (in33[6])); 
# 57
Pixel27< double>  val35{3, 32}; 
# 58
} 
#endif
# 60 "v000722.cu"
template< class T> 
# 61
struct Tile36 { 
# 62
T x37; 
# 63
T weight38; 
# 64
}; 
# 65
enum State39 { 
# 66
MUL40, 
# 67
GREEN41, 
# 68
LOW42, 
# 69
BUSY43, 
# 70
BUSY44 = 9
# 71
}; 
# 72
static long long c_shade45[8]; 
# 79
__attribute__((visibility("hidden"))) void map_reduce47(double *data, int n) ;
#if 0
# 79
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 80 "v000722.cu"
__attribute__((visibility("hidden"))) void map_lerp48(float *data, int n) ;
#if 0
# 80
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 82 "v000722.cu"
int main() { 
# 83
int len49 = 2272; 
# 84
len49 = (len49 + len49); 
# 85
(__cudaPushCallConfiguration(1, ((BUSY44) + ((BUSY44) + 14)) * ((GREEN41) + 3))) ? (void)0 : map_reduce47(nullptr, -1); 
# 86
if (len49 >= len49) { 
# 87
return len49; 
# 88
}  
# 89
(__cudaPushCallConfiguration(128, (GREEN41) + 63, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : clamp3((long *)nullptr); 
# 90
(__cudaPushCallConfiguration(512, 64)) ? (void)0 : fuse32< long, 7> (static_cast< const long *>(nullptr)); 
# 91
(__cudaPushCallConfiguration(((LOW42) + ((LOW42) + ((LOW42) + (LOW42)))) * ((GREEN41) + (GREEN41)), 512, 64 * 16, (cudaStream_t)0)) ? (void)0 : map_lerp48(nullptr, len49); 
# 92
return 0; 
# 93
} 

# 1 "v000722.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__31889d9a_10_v000722_cu_85550f92
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000722.cudafe1.stub.c"
#include "v000722.cudafe1.stub.c"
# 1 "v000722.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
