#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000397.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread6_kernelPKijf(const int *, unsigned, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter12_kerneldji(double, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread6_kernelPKijf(const int *__par0, unsigned __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned, float))spread6_kernel)), 0U);}
# 19 "i000397.cu"
void spread6_kernel( const int *__cuda_0,unsigned __cuda_1,float __cuda_2)
# 19 "i000397.cu"
{__device_stub__Z14spread6_kernelPKijf( __cuda_0,__cuda_1,__cuda_2);
# 27 "i000397.cu"
}
# 1 "i000397.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter12_kerneldji( double __par0,  unsigned __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double, unsigned, int))filter12_kernel)), 0U); }
# 29 "i000397.cu"
void filter12_kernel( double __cuda_0,unsigned __cuda_1,int __cuda_2)
# 29 "i000397.cu"
{__device_stub__Z15filter12_kerneldji( __cuda_0,__cuda_1,__cuda_2);
# 47 "i000397.cu"
}
# 1 "i000397.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, unsigned, int))filter12_kernel), _Z15filter12_kerneldji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned, float))spread6_kernel), _Z14spread6_kernelPKijf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
