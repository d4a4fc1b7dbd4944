# 1 "v001597.cu"
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
# 12 "v001597.cu"
static int c_combine5; 
# 13
namespace gpu6 { 
# 14
__attribute__((visibility("hidden"))) void probe7(const float *coef8, unsigned long *out9, unsigned b10) ;
#if 0
# 14
{ 
# 15
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
for (int i12 = 0; i12 < c_combine5; ++i12) { 
# 17
bool idx13 = out9[3]; 
# 18
if ((+idx13) < 56) { 
# 19
return; }  
# 20
}  
# 21
} 
#endif
# 22 "v001597.cu"
}
# 23
enum class Phase14 { On15, On16}; 
# 24
template< class T, class U> T 
# 25
sift17(T cfg18, const U *in19, const U *input20) { 
# 26
do { cfg18 += 127U; } while (0); 
# 27
float q21[5]{(7.375F), (9.125F), (6.0F), (43), (56)}; 
# 28
(q21[2]) = (48U); 
# 29
cfg18 += ((cfg18 * (q21[0])) * (q21[2])); 
# 30
U val22 = 46 * ((in19[2]) + (in19[0])); 
# 31
double *z23 = (nullptr); 
# 32
long *tmp24 = (nullptr); 
# 33
return +(*z23); 
# 34
} 
# 35
__attribute__((section("__nv_managed_data__"))) static int *m_pivot25 = 0; 
# 36
namespace ops26 { 
# 37
using real27_t = double; 
# 38
}
# 39
enum class State28: short { Mul29, On30}; 
# 40
__attribute__((visibility("hidden"))) void trace31(ops26::real27_t *data32, int *out33, const int *input34, size_t *dst35) ;
#if 0
# 40
{ 
# 41
int i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
const unsigned char *acc37 = (nullptr); 
# 43
do { (data32[4]) += ((*dst35) + ((32 - c_combine5) - (static_cast< float>(0)))); } while (0); 
# 44
(out33[3])++; 
# 45
(dst35[c_combine5 & 7]) |= (static_cast< int>(49UL)); 
# 46
++(dst35[i36]); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) = c_combine5; 
# 48
} 
#endif
# 49 "v001597.cu"
namespace detail38 { 
# 50
typedef float real39_t; 
# 51
}
# 52
__attribute__((visibility("hidden"))) void gather40(int *dst41, int *data42, const float *src43, bool alpha44) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern unsigned dyn_45[]; 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) *= ((+((__device_builtin_variable_threadIdx.y) - (__device_builtin_variable_threadIdx.y))) * (((int)(*dst41)) * (59ULL + (dst41[(__device_builtin_variable_threadIdx.x) & (7)])))); 
# 56
#pragma unroll 8
for (
# 56
int j46 = 0; j46 < 6; ++j46) { 
# 57
constexpr unsigned lo47 = (1637UL); 
# 58
}  
# 60
#pragma unroll 2
for (
# 60
int i48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i48 < 16; i48 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 61
unsigned res49{(54)}; 
# 62
}  
# 63
constexpr unsigned long f50 = (48); 
# 64
float q51 = __device_builtin_variable_threadIdx.y; 
# 65
} 
#endif
# 66 "v001597.cu"
int main() { 
# 67
int n52 = 1389; 
# 68
dim3 y53(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) + 255) / 256); 
# 69
int sum54 = -(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) % n52) % n52); 
# 70
constexpr unsigned long long sum55 = (52); 
# 71
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) %= (static_cast< unsigned char>(35)); 
# 72
(__cudaPushCallConfiguration(dim3(3 + 5, (sum54 + 255) / 256, (n52 + 255) / 256), 32 + (3 + (32 + (3 + 442))))) ? (void)0 : gpu6::probe7(nullptr, static_cast< unsigned long *>(nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) & (static_cast< short>(53U))); 
# 73
(__cudaPushCallConfiguration(dim3(2 * 2, 64), 512)) ? (void)0 : trace31((double *)nullptr, nullptr, nullptr, (size_t *)nullptr); 
# 74
(__cudaPushCallConfiguration((3 + 1) * (3 + 1), 128, sizeof(float) * (32 + (32 + (32 + 928))))) ? (void)0 : gather40((int *)nullptr, (int *)nullptr, nullptr, (static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot25))) * n52)) > (sum54 | 3)); 
# 75
return 0; 
# 76
} 

# 1 "v001597.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a39f606_10_v001597_cu_4aedff3d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001597.cudafe1.stub.c"
#include "v001597.cudafe1.stub.c"
# 1 "v001597.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
