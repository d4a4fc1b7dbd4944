# 1 "v000856.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19 "v000856.cu"
template< class T, class U> static void 
# 20
__wrapper__device_stub_mix6(T &beta7, U *&buf8, U &beta9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
beta9 = (buf8[3]); 
# 22
do { (buf8[(__device_builtin_variable_gridDim.x) & (7)]) += beta7; } while (0); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000856.cu"
template< class T, class U> static void 
# 20
mix6(T beta7, U *buf8, U beta9) {__wrapper__device_stub_mix6<T,U>(beta7,buf8,beta9);
# 23
return;}
#if 0
# 20
{ 
# 21
beta9 = (buf8[3]); 
# 22
do { (buf8[(__device_builtin_variable_gridDim.x) & (7)]) += beta7; } while (0); 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26 "v000856.cu"
template< class T, int N = 5> static void 
# 27
__wrapper__device_stub_weigh10(const T *&src11, int &lane12, double &beta13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
unsigned gid14 = __device_builtin_variable_threadIdx.x; 
# 29
++beta13; 
# 30
float lim15 = (N); 
# 31
T m16 = (((gid14 != beta13) ? sizeof(int) : gid14) + (46)) - ((21UL) * beta13); 
# 32
beta13 = gid14; 
# 33
T q17 = beta13; 
# 34
long long h18 = (22UL) - lim15; 
# 35
T res19 = (32); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 26 "v000856.cu"
template< class T, int N = 5> static void 
# 27
weigh10(const T *src11, int lane12, double beta13) {__wrapper__device_stub_weigh10<T,N>(src11,lane12,beta13);
# 36
return;}
#if 0
# 27
{ 
# 28
unsigned gid14 = __device_builtin_variable_threadIdx.x; 
# 29
++beta13; 
# 30
float lim15 = (N); 
# 31
T m16 = (((gid14 != beta13) ? sizeof(int) : gid14) + (46)) - ((21UL) * beta13); 
# 32
beta13 = gid14; 
# 33
T q17 = beta13; 
# 34
long long h18 = (22UL) - lim15; 
# 35
T res19 = (32); 
# 36
} 
#endif
# 38 "v000856.cu"
unsigned long count20(const long long *src21) { 
# 39
return *src21; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void tally22(int stride23, const size_t *input24) ;
#if 0
# 42
{ 
# 43
stride23 += (*input24); 
# 44
stride23 -= stride23; 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "v000856.cu"
template< class T, int N = 3> static void 
# 48
__wrapper__device_stub_norm25_kernel(T *&dst26, const T *&src27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
unsigned gid28 = __device_builtin_variable_threadIdx.x; 
# 50
do { (dst26[1]) += count20(static_cast< const long long *>(nullptr)); } while (0); 
# 51
--(*dst26); 
# 52
(dst26[7]) /= ((__device_builtin_variable_blockIdx.y) * (*dst26)); 
# 53
if (count20((const long long *)nullptr) != (src27[gid28])) { 
# 54
return; 
# 55
}  
# 56
++(dst26[(__device_builtin_variable_gridDim.z) & (7)]); 
# 57
count20((const long long *)nullptr); 
# 58
T f29 = (36L & gid28) + count20((const long long *)nullptr); 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 47 "v000856.cu"
template< class T, int N = 3> static void 
# 48
norm25_kernel(T *dst26, const T *src27) {__wrapper__device_stub_norm25_kernel<T,N>(dst26,src27);
# 59
return;}
#if 0
# 48
{ 
# 49
unsigned gid28 = __device_builtin_variable_threadIdx.x; 
# 50
do { (dst26[1]) += count20(static_cast< const long long *>(nullptr)); } while (0); 
# 51
--(*dst26); 
# 52
(dst26[7]) /= ((__device_builtin_variable_blockIdx.y) * (*dst26)); 
# 53
if (count20((const long long *)nullptr) != (src27[gid28])) { 
# 54
return; 
# 55
}  
# 56
++(dst26[(__device_builtin_variable_gridDim.z) & (7)]); 
# 57
count20((const long long *)nullptr); 
# 58
T f29 = (36L & gid28) + count20((const long long *)nullptr); 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v000856.cu"
template< class T, int N = 5> static void 
# 62
__wrapper__device_stub_sift30(const T *&input31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
int i32 = __device_builtin_variable_threadIdx.x; 
# 64
T prod33 = count20(nullptr); 
# 65
constexpr double k34 = (4318); 
# 66
prod33 -= count20(nullptr); 
# 67
constexpr double r35 = (24U); 
# 68
if ((__device_builtin_variable_blockIdx.x) > (18)) { 
# 69
goto out36; 
# 70
}  
# 71
prod33 /= (((9.25) * i32) * (count20(nullptr))); 
# 72
prod33 += (13.25F); 
# 73
prod33 *= r35; 
# 74
out36:; ; 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000856.cu"
template< class T, int N = 5> static void 
# 62
sift30(const T *input31) {__wrapper__device_stub_sift30<T,N>(input31);
# 75
return;}
#if 0
# 62
{ 
# 63
int i32 = __device_builtin_variable_threadIdx.x; 
# 64
T prod33 = count20(nullptr); 
# 65
constexpr double k34 = (4318); 
# 66
prod33 -= count20(nullptr); 
# 67
constexpr double r35 = (24U); 
# 68
if ((__device_builtin_variable_blockIdx.x) > (18)) { 
# 69
goto out36; 
# 70
}  
# 71
prod33 /= (((9.25) * i32) * (count20(nullptr))); 
# 72
prod33 += (13.25F); 
# 73
prod33 *= r35; 
# 74
out36:; ; 
# 75
} 
#endif
# 77 "v000856.cu"
int main() { 
# 78
int len37 = 1787; 
# 79
long mid38 = (sizeof(unsigned char)); 
# 80
--mid38; 
# 81
int w39 = 0; 
# 82
while (w39 < 13) { 
# 83
int pass40 = 0; 
# 84
while (pass40 < 15) { 
# 85
--len37; 
# 86
count20(nullptr); 
# 87
++pass40; 
# 88
}  
# 89
++w39; 
# 90
}  
# 91
(__cudaPushCallConfiguration(2 * 16, 512)) ? (void)0 : mix6(8U, static_cast< long *>(nullptr), (long)20); 
# 92
(__cudaPushCallConfiguration(20 + 44, 20 + 44)) ? (void)0 : weigh10< float, 5> (nullptr, mid38, len37); 
# 93
(__cudaPushCallConfiguration((w39 + 63) / 64, 128)) ? (void)0 : tally22(23, nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v000856.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd9c6408_10_v000856_cu_ea360c9e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000856.cudafe1.stub.c"
#include "v000856.cudafe1.stub.c"
# 1 "v000856.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
