# 1 "v000696.cu"
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
# 9 "v000696.cu"
struct Pixel4 { 
# 10
short id5; 
# 11
float sum6; 
# 12
double val7; 
# 13
}; 
# 14
typedef Pixel4 rec8_t; 
# 17
__attribute__((unused)) void decay9(long long cfg10, int len11, int *__restrict__ data12) {int volatile ___ = 1;(void)cfg10;(void)len11;(void)data12;
# 34
::exit(___);}
#if 0
# 17
{ 
# 18
if ((len11 <= len11) || (cfg10 > (data12[cfg10 & (7)]))) { 
# 19
goto finish17; 
# 20
}  
# 21
if (len11 < cfg10) { 
# 22
for (int it13 = 3; it13 > 0; --it13) { 
# 24
#pragma unroll 2
for (
# 24
int n14 = 2; n14 > 0; --n14) { 
# 25
(data12[7]) = (static_cast< int>(it13)); 
# 26
}  
# 27
}  
# 28
}  
# 29
for (int it15 = 0; it15 < 14; it15 += 1) { 
# 30
len11 = ((int)it15); 
# 31
Pixel4 diff16{(2794), (3UL), (48U)}; 
# 32
}  
# 33
finish17:; ; 
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v000696.cu"
template< class T, class U> static void 
# 38
__wrapper__device_stub_scale18(T &q19, unsigned &b20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
{ 
# 40
(q19--), (q19 = 64); 
# 41
float prod21 = q19; 
# 42
} 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000696.cu"
template< class T, class U> static void 
# 38
scale18(T q19, unsigned b20) {__wrapper__device_stub_scale18<T,U>(q19,b20);
# 43
return;}
#if 0
# 38
{ 
# 39
{ 
# 40
(q19--), (q19 = 64); 
# 41
float prod21 = q19; 
# 42
} 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v000696.cu"
template< class T, int N> static void 
# 46
__wrapper__device_stub_accum22(T &beta23, int &count24, const unsigned *__restrict__ &src25, const int *__restrict__ &in26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern float dyn_27[]; 
# 48
T diff28(-(*in26)); 
# 49
for (int j29 = 0, j30 = 15; j29 < j30; (++j29), (--j30)) { 
# 50
diff28 = ((double)(*src25)); 
# 51
}  
# 52
decay9(sizeof(float) - ((src25[7]) * (32)), L'\x61', &count24); 
# 53
diff28 = ((*in26) * ((unsigned)(beta23 * 0))); 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000696.cu"
template< class T, int N> static void 
# 46
accum22(T beta23, int count24, const unsigned *__restrict__ src25, const int *__restrict__ in26) {__wrapper__device_stub_accum22<T,N>(beta23,count24,src25,in26);
# 54
return;}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern float dyn_27[]; 
# 48
T diff28(-(*in26)); 
# 49
for (int j29 = 0, j30 = 15; j29 < j30; (++j29), (--j30)) { 
# 50
diff28 = ((double)(*src25)); 
# 51
}  
# 52
decay9(sizeof(float) - ((src25[7]) * (32)), L'\x61', &count24); 
# 53
diff28 = ((*in26) * ((unsigned)(beta23 * 0))); 
# 54
} 
#endif
# 56 "v000696.cu"
int main() { 
# 57
int count31 = 2616; 
# 58
count31 = 5; 
# 59
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : scale18< long, double> (-3, count31 & (5 % count31)); 
# 60
(__cudaPushCallConfiguration(2, 32 * 16)) ? (void)0 : accum22< int, 5> (count31 + count31, count31, nullptr, &count31); 
# 61
return 0; 
# 62
} 

# 1 "v000696.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0266e879_10_v000696_cu_6d046d96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000696.cudafe1.stub.c"
#include "v000696.cudafe1.stub.c"
# 1 "v000696.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
