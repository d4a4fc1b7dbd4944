#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000304.fatbin.c"
static void __device_stub__Z13relax3_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift10_kernel3Op7Pf(enum Op7, float *);
extern __inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel29Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13relax3_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))relax3_kernel)), 0U);}
# 13 "i000304.cu"
static void relax3_kernel( int __cuda_0)
# 14 "i000304.cu"
{__device_stub__Z13relax3_kerneli( __cuda_0);
# 24 "i000304.cu"
}
# 1 "i000304.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift10_kernel3Op7Pf( enum Op7 __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(enum Op7, float *))drift10_kernel)), 0U); }
# 27 "i000304.cu"
void drift10_kernel( enum ::Op7 __cuda_0,float *__cuda_1)
# 28 "i000304.cu"
{__device_stub__Z14drift10_kernel3Op7Pf( __cuda_0,__cuda_1);
# 34 "i000304.cu"
}
# 1 "i000304.cudafe1.stub.c"
__inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel29Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))constexpr_kernel29)), 0U); }
# 62 "i000304.cu"
void constexpr_kernel29( int *__cuda_0)
# 63 "i000304.cu"
{__device_stub__Z18constexpr_kernel29Pi( __cuda_0);

}
# 1 "i000304.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))constexpr_kernel29), _Z18constexpr_kernel29Pi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(enum Op7, float *))drift10_kernel), _Z14drift10_kernel3Op7Pf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))relax3_kernel), _Z13relax3_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
